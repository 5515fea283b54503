import type { Message } from '@prosa/contract';

/** What the input is attached to: a message being answered, or one of ours being edited. */
export type ComposerContext = { mode: 'reply'; message: Message } | { mode: 'edit'; message: Message };
