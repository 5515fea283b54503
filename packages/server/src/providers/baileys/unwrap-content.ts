import type { proto } from '@whiskeysockets/baileys';

/**
 * Envelopes around the real content: disappearing messages, view-once (three generations),
 * documents with a caption, edits, mentions of a group, animated stickers. They nest (an
 * ephemeral view-once image), hence the loop; the bound guards against a malformed cycle.
 */
const WRAPPERS = [
  'ephemeralMessage',
  'viewOnceMessage',
  'viewOnceMessageV2',
  'viewOnceMessageV2Extension',
  'documentWithCaptionMessage',
  'editedMessage',
  'groupMentionedMessage',
  'lottieStickerMessage',
  'associatedChildMessage',
  'botInvokeMessage',
] as const satisfies readonly (keyof proto.IMessage)[];

export function unwrapContent(content: proto.IMessage | null | undefined): proto.IMessage | undefined {
  let current = content ?? undefined;
  for (let depth = 0; current && depth < 8; depth++) {
    const wrapper = WRAPPERS.find((key) => current?.[key]?.message);
    if (!wrapper) return current;
    current = current[wrapper]?.message ?? undefined;
  }
  return current;
}
