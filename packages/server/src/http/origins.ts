import type { IncomingHttpHeaders } from 'node:http';

/** What decides which browser pages may call Prosa: `CORS_ORIGINS` and the server's own address. */
export interface OriginConfig {
  CORS_ORIGINS: readonly string[];
  PUBLIC_URL?: string;
}

/** An origin of `CORS_ORIGINS`: its pages call the API and the socket with credentials. */
export function isListedOrigin(config: OriginConfig, origin: string | undefined): boolean {
  return origin !== undefined && config.CORS_ORIGINS.includes(origin);
}

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/**
 * A page served by this server: its origin names the host the request was sent to. A proxy may
 * rewrite `Host`, so the forwarded host and `PUBLIC_URL` count too.
 */
export function isSameOrigin(config: OriginConfig, origin: string, headers: IncomingHttpHeaders): boolean {
  if (config.PUBLIC_URL && new URL(config.PUBLIC_URL).origin === origin) return true;
  const host = hostOf(origin);
  if (!host) return false;
  const forwarded = typeof headers['x-forwarded-host'] === 'string' ? headers['x-forwarded-host'].split(',')[0]!.trim() : undefined;
  return host === headers.host || host === forwarded;
}

/**
 * Browsers send `Origin` on a websocket handshake but apply no CORS to it, so the socket checks it
 * itself: the server's own pages and the listed origins. Clients that are not browsers (scripts,
 * mobile apps, other servers) send no `Origin` and are judged by their token alone.
 */
export function socketOriginAllowed(config: OriginConfig, headers: IncomingHttpHeaders): boolean {
  const origin = headers.origin;
  if (origin === undefined) return true;
  return isListedOrigin(config, origin) || isSameOrigin(config, origin, headers);
}

/**
 * The refresh cookie of a page on a listed https origin must travel on cross-site requests, which
 * browsers allow only for `SameSite=None; Secure` cookies.
 */
export function wantsCrossSiteCookie(config: OriginConfig, origin: string | undefined): boolean {
  return isListedOrigin(config, origin) && origin!.startsWith('https:');
}
