/**
 * The option tree of one queue, as a pure decision: given
 * where the ticket is and what the customer typed, what to show next. Differences from the reference:
 * a level with a single child no longer accepts any input as that child; `0` below the root always
 * means "back" (a child numbered 0 is reachable only at the root); options match case-insensitively.
 */

export type BotOption = {
  id: number;
  option: string;
  title: string;
  message: string;
  parentId: number | null;
  mediaPath?: string | null;
  mediaName?: string | null;
};

export type OptionMedia = { path: string; name: string };

export type OptionDecision =
  /** Send `text` (and `media`), stay in the tree at `optionId` (null = the queue's root). */
  | { kind: 'show'; optionId: number | null; text: string; media?: OptionMedia }
  /** A leaf: send its message (and media), then the bot stops and the queue's humans take over. */
  | { kind: 'leaf'; optionId: number; text: string; media?: OptionMedia }
  /** `#`: back to the connection's queue menu. */
  | { kind: 'mainMenu' }
  /** Nothing matched: re-send `text`; the engine counts it toward `maxUseBotQueues`. */
  | { kind: 'invalid'; optionId: number | null; text: string };

export type NavigateInput = {
  options: BotOption[];
  currentOptionId: number | null;
  /** The queue's greeting, heading the root level. */
  greeting: string;
  body: string;
};

const BACK_LINE = '*[ 0 ]* - Menu anterior';
const MAIN_MENU_LINE = '*[ # ]* - Menu inicial';

/** Same order as the queue-options presenter: "2" before "10", text alphabetically, then by id. */
function compareOptions(a: BotOption, b: BotOption): number {
  return a.option.localeCompare(b.option, undefined, { numeric: true }) || a.id - b.id;
}

function childrenOf(options: BotOption[], parentId: number | null): BotOption[] {
  return options.filter((option) => option.parentId === parentId).sort(compareOptions);
}

function mediaOf(option: BotOption): OptionMedia | undefined {
  if (!option.mediaPath) return undefined;
  return { path: option.mediaPath, name: option.mediaName || option.mediaPath.split('/').pop() || option.mediaPath };
}

function paragraphs(...blocks: string[]): string {
  return blocks.filter((block) => block.trim() !== '').join('\n\n');
}

/**
 * The text of one level: at the root the queue greeting, the root options and the way back to the
 * queue menu; below it the option's message (its title when the message is empty), its children,
 * "Menu anterior" and "Menu inicial". Used for the first show after the queue is chosen.
 */
export function renderOptionLevel(options: BotOption[], optionId: number | null, greeting: string): string {
  const current = optionId === null ? undefined : options.find((option) => option.id === optionId);
  const lines = childrenOf(options, current ? current.id : null)
    .map((child) => `*[ ${child.option} ]* - ${child.title}`)
    .join('\n');
  if (!current) return paragraphs(greeting.trim(), lines, MAIN_MENU_LINE);
  return paragraphs(current.message.trim() || current.title, lines, `${BACK_LINE}\n${MAIN_MENU_LINE}`);
}

function show(options: BotOption[], target: BotOption | undefined, greeting: string): OptionDecision {
  const text = renderOptionLevel(options, target?.id ?? null, greeting);
  const media = target && mediaOf(target);
  return { kind: 'show', optionId: target?.id ?? null, text, ...(media ? { media } : {}) };
}

export function navigateOptions(input: NavigateInput): OptionDecision {
  const { options, greeting } = input;
  const body = input.body.trim();
  // An id that no longer exists (option deleted meanwhile) puts the customer back at the root.
  const current = input.currentOptionId === null ? undefined : options.find((option) => option.id === input.currentOptionId);
  if (body === '#') return { kind: 'mainMenu' };
  if (body === '0' && current) {
    return show(options, options.find((option) => option.id === current.parentId), greeting);
  }
  const wanted = body.toLocaleLowerCase();
  const chosen = body === '' ? undefined : childrenOf(options, current?.id ?? null).find((child) => child.option.trim().toLocaleLowerCase() === wanted);
  if (!chosen) return { kind: 'invalid', optionId: current?.id ?? null, text: renderOptionLevel(options, current?.id ?? null, greeting) };
  if (childrenOf(options, chosen.id).length > 0) return show(options, chosen, greeting);
  const media = mediaOf(chosen);
  return { kind: 'leaf', optionId: chosen.id, text: chosen.message, ...(media ? { media } : {}) };
}
