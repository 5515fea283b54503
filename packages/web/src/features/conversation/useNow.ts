import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs`, for labels and rules that expire (edit window, 24-hour window). */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
