import type { LoginResponse } from '@prosa/contract';
import { apiErrorFrom } from './ApiError';
import { apiUrl } from './baseUrl';
import { refreshedSession } from './session';

let inFlight: Promise<string> | null = null;

/**
 * Trades the httpOnly refresh cookie (`jrt`) for a new access token. Calls made while one refresh is
 * under way share it: several requests failing together must not rotate the cookie several times,
 * or all but one of them would present an already-rotated cookie and lose the session.
 */
export function refreshSession(): Promise<string> {
  inFlight ??= requestNewToken().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function requestNewToken(): Promise<string> {
  const response = await fetch(apiUrl('/auth/refresh_token'), {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw await apiErrorFrom(response);
  const body = (await response.json()) as Partial<LoginResponse>;
  if (typeof body.token !== 'string' || body.token === '') throw new Error('refresh answered without a token');
  refreshedSession(body.token, body.user);
  return body.token;
}
