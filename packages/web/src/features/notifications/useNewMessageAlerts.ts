import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatch, useNavigate } from 'react-router';
import { readVolume } from '../../app/preferences/volume';
import { useCompanyEvent, useSocket } from '../../realtime/useSocket';
import { alertBody } from './alertText';
import { playAlertSound } from './alertSound';
import { shouldAlert } from './bellRules';
import { askNotificationPermissionOnce, showBrowserNotification } from './browserNotifications';
import { useBellViewer } from './useBellViewer';

/** Message ids already alerted, so a redelivered event never rings twice. */
const REMEMBERED_IDS = 200;

/**
 * Follows the notification rooms (again after each reconnection: the server forgets a socket's
 * rooms) so the bell and the alerts work on every page, not only the tickets page.
 */
function useNotificationRoom(): void {
  const { socket } = useSocket();
  useEffect(() => {
    if (!socket) return undefined;
    const join = () => socket.emit('joinNotification');
    if (socket.connected) join();
    socket.on('connect', join);
    return () => {
      socket.off('connect', join);
    };
  }, [socket]);
}

/**
 * Issue 6 item 8, mounted once by the signed-in layout: a new message from a contact rings at the
 * top bar's volume and shows a browser notification (title the contact, body the text) that opens
 * its ticket, unless that conversation is already on screen in a focused page.
 */
export function useNewMessageAlerts(): void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const viewer = useBellViewer();
  const openTicketUuid = useMatch('/tickets/:ticketUuid')?.params.ticketUuid ?? null;
  const alerted = useRef<number[]>([]);
  useNotificationRoom();

  useEffect(() => {
    if (viewer) askNotificationPermissionOnce();
  }, [viewer]);

  useCompanyEvent('appMessage', (event) => {
    if (event.action !== 'create' || !viewer) return;
    const { message, ticket } = event;
    if (alerted.current.includes(message.id)) return;
    const focused = document.visibilityState === 'visible' && document.hasFocus();
    if (!shouldAlert(message, ticket, viewer, { openTicketUuid, focused })) return;
    alerted.current = [message.id, ...alerted.current].slice(0, REMEMBERED_IDS);

    playAlertSound(readVolume());
    showBrowserNotification({
      title: ticket.contact.name,
      body: alertBody(message, (key) => t(key)),
      icon: ticket.contact.profilePicUrl || undefined,
      tag: `ticket-${ticket.id}`,
      onClick: () => void navigate(`/tickets/${ticket.uuid}`),
    });
  });
}
