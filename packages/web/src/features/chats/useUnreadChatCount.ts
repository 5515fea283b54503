import { rowsOf } from '../../lists/pagedCache';
import { useUnreadChats } from './api';
import { useChatEnabled } from './useChatEnabled';

/** The chats where the viewer has unread messages: the side menu's dot and the popover's badge. */
export function useUnreadChatList() {
  const enabled = useChatEnabled();
  const query = useUnreadChats(enabled);
  const chats = rowsOf(query.data);
  return { enabled, query, chats, count: query.data?.pages[0]?.count ?? chats.length };
}
