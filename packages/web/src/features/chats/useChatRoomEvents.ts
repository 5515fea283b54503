import { useQueryClient } from '@tanstack/react-query';
import { useCompanyEvent } from '../../realtime/useSocket';
import { appendToHistory } from './api';

/** `company-{id}-chat-{chatId}` (the chat's members): new messages join the open pane's history. */
export function useChatRoomEvents(chatId: number | undefined): void {
  const queryClient = useQueryClient();
  useCompanyEvent(chatId === undefined ? null : (`chat-${chatId}` as const), (event) => {
    if (event.newMessage.chatId === chatId) appendToHistory(queryClient, event.newMessage);
  });
}
