import { useEffect, useState } from 'react';

/** The current time in ms, renewed every `intervalMs` (one timer for a whole list or view, not one per row). */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
