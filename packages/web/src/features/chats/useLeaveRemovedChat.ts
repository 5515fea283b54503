import { chatUserEventSchema, companyEvent, type Chat } from '@prosa/contract';
import { useNavigate } from 'react-router';
import { useSocket, useSocketEvent } from '../../realtime/useSocket';

/**
 * Seed 001 §4: when the chat on screen is deleted (or the viewer is taken out of it), the selection
 * clears and the page goes to /chats.
 */
export function useLeaveRemovedChat(viewerId: number, shown: Chat | undefined): void {
  const navigate = useNavigate();
  const { companyId } = useSocket();
  useSocketEvent(companyId === null ? null : companyEvent(companyId, `chat-user-${viewerId}`), (payload) => {
    const event = chatUserEventSchema.safeParse(payload);
    if (event.success && event.data.action === 'delete' && shown && event.data.id === shown.id) void navigate('/chats', { replace: true });
  });
}
