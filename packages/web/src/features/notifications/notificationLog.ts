/**
 * A browser without notifications, a refused permission or a blocked sound is only logged. It is
 * information about the browser, not a fault of the app, hence `info`.
 */
export function logNotificationNotice(text: string, detail?: unknown): void {
  // eslint-disable-next-line no-console -- the one place the seed asks for a log line
  console.info(`[notifications] ${text}`, ...(detail === undefined ? [] : [detail]));
}
