import { useEffect, useState } from 'react';
import { CONNECTION_ALERT_DELAY_MS, connectionsNeedAttention } from './connectionAlert';

/** The badge state for a list of statuses, decided `CONNECTION_ALERT_DELAY_MS` after each change. */
export function useConnectionAlert(statuses: readonly string[] | undefined): boolean {
  const [alert, setAlert] = useState(false);
  const key = statuses?.join('|');

  useEffect(() => {
    if (key === undefined) {
      setAlert(false);
      return undefined;
    }
    const timer = window.setTimeout(
      () => setAlert(connectionsNeedAttention(key === '' ? [] : key.split('|'))),
      CONNECTION_ALERT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [key]);

  return alert;
}
