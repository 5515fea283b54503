import type { Chat } from '@prosa/contract';
import { useNavigate } from 'react-router';
import { useCompanyEvent } from '../../realtime/useSocket';

/**
 * When the chat on screen is deleted (or the viewer is taken out of it), the selection clears and
 * the page goes to /chats.
 */
export function useLeaveRemovedChat(viewerId: number, shown: Chat | undefined): void {
  const navigate = useNavigate();
  useCompanyEvent(`chat-user-${viewerId}` as const, (event) => {
    if (event.action === 'delete' && shown && event.id === shown.id) void navigate('/chats', { replace: true });
  });
}
