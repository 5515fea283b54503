import { useQueryClient } from '@tanstack/react-query';
import { useMatch } from 'react-router';
import { readVolume } from '../../app/preferences/volume';
import { useCompanyEvent } from '../../realtime/useSocket';
import { useCurrentUser } from '../auth/api';
import { playAlertSound } from '../notifications/alertSound';
import { patchChats } from './api';
import { shouldRingForChatMessage } from './chatAlerts';

/**
 * `company-{id}-chat-user-{me}` (only the chat's members hear it), mounted once by the layout: the
 * lists, the popover and the menu dot follow it on every page, and a colleague's message rings at
 * the top bar's volume unless that chat is on screen in a focused page.
 */
export function useChatEvents(enabled: boolean): void {
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const openRef = useMatch('/chats/:id')?.params.id ?? null;

  useCompanyEvent(enabled && user ? (`chat-user-${user.id}` as const) : null, (data) => {
    if (!user) return;
    if (data.action === 'delete') {
      patchChats(queryClient, user.id, { kind: 'removed', id: data.id });
      return;
    }
    const chat = data.action === 'new-message' ? data.chat : data.record;
    patchChats(queryClient, user.id, { kind: 'saved', chat });
    if (data.action !== 'new-message') return;
    const focused = document.visibilityState === 'visible' && document.hasFocus();
    if (shouldRingForChatMessage(data.newMessage, chat, user.id, { openRef, focused })) playAlertSound(readVolume());
  });
}
