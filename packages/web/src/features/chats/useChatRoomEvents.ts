import { chatRoomEventSchema, companyEvent } from '@prosa/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useSocket, useSocketEvent } from '../../realtime/useSocket';
import { appendToHistory } from './api';

/** `company-{id}-chat-{chatId}` (the chat's members): new messages join the open pane's history. */
export function useChatRoomEvents(chatId: number | undefined): void {
  const queryClient = useQueryClient();
  const { companyId } = useSocket();
  useSocketEvent(chatId === undefined || companyId === null ? null : companyEvent(companyId, `chat-${chatId}`), (payload) => {
    const event = chatRoomEventSchema.safeParse(payload);
    if (event.success && event.data.newMessage.chatId === chatId) appendToHistory(queryClient, event.data.newMessage);
  });
}
