import { logNotificationNotice } from './notificationLog';

/** A short two-note chime shipped in `public/` (generated, no third-party sound). */
export const ALERT_SOUND_URL = `${import.meta.env.BASE_URL}notification.wav`;

/**
 * Plays the chime at the volume of the top bar's control (0 plays nothing). Browsers refuse
 * sound before the user touched the page; that is logged, not shown.
 */
export function playAlertSound(volume: number): void {
  if (volume <= 0) return;
  const audio = new Audio(ALERT_SOUND_URL);
  audio.volume = Math.min(1, volume);
  audio.play().catch((error: unknown) => logNotificationNotice('the alert sound was not played:', error));
}
