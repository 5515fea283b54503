import { unreadsOf, type Chat } from '@prosa/contract';
import { useEffect, useRef, useState } from 'react';
import { useMarkChatRead } from './api';

function usePageVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return visible;
}

/**
 * Opening a chat with unread messages marks it read; so does a message arriving while it is open in
 * a visible page (the viewer sees it), so the dot and the popover do not light up for it.
 */
export function useMarkOpenChatRead(chat: Chat | undefined, viewerId: number): void {
  const markRead = useMarkChatRead(viewerId);
  const visible = usePageVisible();
  const unread = chat ? unreadsOf(chat, viewerId) : 0;
  const { mutate } = markRead;
  // Once per state of the chat: a read that failed is not retried in a loop.
  const asked = useRef('');
  useEffect(() => {
    if (!chat || unread === 0 || !visible) return;
    const state = `${chat.id}:${chat.updatedAt}:${unread}`;
    if (asked.current === state) return;
    asked.current = state;
    mutate(chat.id);
  }, [chat, unread, visible, mutate]);
}
