import type { SessionUser } from '@prosa/contract';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '../storage/browserStorage';

/**
 * The browser side of the session: the access token and the ids kept in localStorage,
 * plus a tiny event channel so React (guards, the `me` query, the socket) follows changes made by
 * the API client outside React, or by another tab.
 */
export type SessionEvent =
  | { type: 'started'; user: SessionUser }
  | { type: 'refreshed'; user: SessionUser | undefined }
  | { type: 'ended'; reason: SessionEndReason };

/** A logout goes to a plain /login; a lost session keeps the page to come back to. */
export type SessionEndReason = 'logout' | 'lost';
let lastEnd: SessionEndReason = 'lost';

export function lastSessionEndReason(): SessionEndReason {
  return lastEnd;
}

type Listener = (event: SessionEvent) => void;
const listeners = new Set<Listener>();

function emit(event: SessionEvent): void {
  for (const listener of listeners) listener(event);
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToken(): string | null {
  return readStorage(STORAGE_KEYS.token);
}

function storeIdentity(token: string, user: SessionUser): void {
  lastEnd = 'lost';
  writeStorage(STORAGE_KEYS.token, token);
  writeStorage(STORAGE_KEYS.companyId, String(user.companyId));
  writeStorage(STORAGE_KEYS.userId, String(user.id));
}

let startedAt = 0;

/** How long ago this tab signed in (Infinity if it did not), to recognise echoes of its own login. */
export function msSinceLogin(now: number = Date.now()): number {
  return startedAt === 0 ? Infinity : now - startedAt;
}

export function startSession(token: string, user: SessionUser): void {
  startedAt = Date.now();
  storeIdentity(token, user);
  emit({ type: 'started', user });
}

/** A refresh answers `{ token, user }`; older servers may omit the user. */
export function refreshedSession(token: string, user: SessionUser | undefined): void {
  if (user) storeIdentity(token, user);
  else writeStorage(STORAGE_KEYS.token, token);
  emit({ type: 'refreshed', user });
}

/** Losing the session clears the token and the ids (other preferences stay). */
export function endSession(reason: SessionEndReason = 'lost'): void {
  const hadToken = getToken() !== null;
  lastEnd = reason;
  removeStorage(STORAGE_KEYS.token);
  removeStorage(STORAGE_KEYS.companyId);
  removeStorage(STORAGE_KEYS.userId);
  if (hadToken) emit({ type: 'ended', reason });
}

// Another tab logging in or out changes our storage too: follow it instead of using a dead token.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== STORAGE_KEYS.token) return;
    if (getToken() === null) emit({ type: 'ended', reason: 'lost' });
    else emit({ type: 'refreshed', user: undefined });
  });
}
