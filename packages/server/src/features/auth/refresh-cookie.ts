import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { REFRESH_TOKEN_SECONDS } from './tokens.js';

export const REFRESH_COOKIE = 'jrt';

export function setRefreshCookie(ctx: AppContext, reply: FastifyReply, token: string): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.PUBLIC_URL?.startsWith('https:') ?? false,
    path: '/',
    maxAge: REFRESH_TOKEN_SECONDS,
  });
}

export function clearRefreshCookie(reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, { path: '/' });
}
