import { useEffect, useSyncExternalStore } from 'react';
import { CONNECTION_ALERT_DELAY_MS, connectionsNeedAttention } from './connectionAlert';
import { useConnectionStatuses } from './useConnectionStatuses';

/**
 * The badge's decision lives outside the menu: a phone's drawer unmounts the menu while closed,
 * and opening it must show the badge at once rather than start the 2 s wait again.
 */
let alert = false;
const listeners = new Set<() => void>();

function decide(next: boolean): void {
  if (next === alert) return;
  alert = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Decides the connections menu badge `CONNECTION_ALERT_DELAY_MS` after the statuses last changed, so
 * a connection passing through OPENING does not flash it. Mounted once by the signed-in layout.
 */
export function useDecideConnectionAlert(): void {
  const statuses = useConnectionStatuses();
  const key = statuses?.join('|');

  useEffect(() => {
    if (key === undefined) {
      decide(false);
      return undefined;
    }
    const timer = window.setTimeout(
      () => decide(connectionsNeedAttention(key === '' ? [] : key.split('|'))),
      CONNECTION_ALERT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [key]);
}

/** Whether the /connections menu entry shows '!'. */
export function useConnectionAlert(): boolean {
  return useSyncExternalStore(subscribe, () => alert, () => false);
}
