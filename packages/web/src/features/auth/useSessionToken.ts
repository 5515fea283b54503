import { useSyncExternalStore } from 'react';
import { getToken, subscribeSession } from '../../api/session';

/** The stored access token, re-rendering when the API client, a login or another tab changes it. */
export function useSessionToken(): string | null {
  return useSyncExternalStore((onChange) => subscribeSession(() => onChange()), getToken, () => null);
}
