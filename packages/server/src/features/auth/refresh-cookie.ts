import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { wantsCrossSiteCookie } from '../../http/origins.js';
import { REFRESH_TOKEN_SECONDS } from '../../shared/tokens.js';

export const REFRESH_COOKIE = 'jrt';

/**
 * A page of this server gets a `Lax` cookie (`Secure` when `PUBLIC_URL` is https); a page on an
 * https origin of `CORS_ORIGINS` gets `SameSite=None; Secure`, the only kind a browser sends on its
 * cross-site refresh call.
 */
function cookieAttributes(ctx: Pick<AppContext, 'config'>, reply: FastifyReply) {
  if (wantsCrossSiteCookie(ctx.config, reply.request.headers.origin)) return { sameSite: 'none', secure: true } as const;
  return { sameSite: 'lax', secure: ctx.config.PUBLIC_URL?.startsWith('https:') ?? false } as const;
}

export function setRefreshCookie(ctx: Pick<AppContext, 'config'>, reply: FastifyReply, token: string): void {
  reply.setCookie(REFRESH_COOKIE, token, { httpOnly: true, path: '/', maxAge: REFRESH_TOKEN_SECONDS, ...cookieAttributes(ctx, reply) });
}

/** Cleared with the attributes it was set with: a browser ignores a cross-site `Lax` clearing. */
export function clearRefreshCookie(ctx: Pick<AppContext, 'config'>, reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, path: '/', ...cookieAttributes(ctx, reply) });
}
