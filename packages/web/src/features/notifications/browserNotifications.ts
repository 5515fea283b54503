import { logNotificationNotice } from './notificationLog';

/**
 * Browser notifications (an unsupported or refused permission is only logged). The
 * permission is asked once per page load; the browser remembers the answer.
 */
let asked = false;

function supported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

export function askNotificationPermissionOnce(): void {
  if (asked) return;
  asked = true;
  if (!supported()) {
    logNotificationNotice('this browser has no notifications');
    return;
  }
  if (Notification.permission === 'denied') {
    logNotificationNotice('notifications are blocked for this site');
    return;
  }
  if (Notification.permission === 'granted') return;
  Promise.resolve(Notification.requestPermission())
    .then((answer) => {
      if (answer !== 'granted') logNotificationNotice(`permission ${answer}`);
    })
    .catch((error: unknown) => logNotificationNotice('the permission could not be asked:', error));
}

export interface BrowserAlert {
  title: string;
  body: string;
  icon: string | undefined;
  /** One notification per ticket: a newer message replaces the previous one. */
  tag: string;
  onClick: () => void;
}

export function showBrowserNotification(alert: BrowserAlert): void {
  if (!supported() || Notification.permission !== 'granted') return;
  try {
    const notification = new Notification(alert.title, { body: alert.body, icon: alert.icon, tag: alert.tag });
    notification.onclick = () => {
      window.focus();
      alert.onClick();
      notification.close();
    };
  } catch (error) {
    // Chrome on Android only allows notifications from a service worker.
    logNotificationNotice('the notification could not be shown:', error);
  }
}
