/**
 * The session an access token belongs to (its `sid` claim). Only read, never trusted: the server
 * verifies tokens; the client just compares it with the session an auth event names.
 */
export function sessionIdOf(token: string | null | undefined): string | undefined {
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const sid = (JSON.parse(json) as { sid?: unknown }).sid;
    return typeof sid === 'string' ? sid : undefined;
  } catch {
    return undefined;
  }
}
