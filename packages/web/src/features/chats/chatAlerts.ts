import type { ChatMessage } from '@prosa/contract';

export interface ChatOnScreen {
  /** The `/chats/{id}` the viewer has open (an id or a uuid), if any. */
  openRef: string | null;
  /** The page is visible and focused. */
  focused: boolean;
}

/**
 * Whether a new message rings: someone else wrote it, and the viewer is not already looking at
 * that chat in a focused page.
 */
export function shouldRingForChatMessage(message: Pick<ChatMessage, 'senderId'>, chat: { id: number; uuid: string }, viewerId: number, screen: ChatOnScreen): boolean {
  if (message.senderId === viewerId) return false;
  const open = screen.openRef !== null && (screen.openRef === String(chat.id) || screen.openRef === chat.uuid);
  return !(open && screen.focused);
}
