import { z } from 'zod';
import { loginBodySchema, loginResponseSchema, sessionUserSchema } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import type { App } from '../../http/types.js';
import { authOf } from '../../http/route-guards.js';
import { presentSessionUser } from '../users/session-user.presenter.js';
import { findUser } from '../users/users.repository.js';
import { login, logout, refresh } from './auth.service.js';
import { clearRefreshCookie, REFRESH_COOKIE, setRefreshCookie } from './refresh-cookie.js';

export function authRoutes(app: App, ctx: AppContext): void {
  app.post(
    '/auth/login',
    { config: { public: true }, schema: { tags: ['auth'], body: loginBodySchema, response: { 200: loginResponseSchema } } },
    async (request, reply) => {
      const { refreshToken, ...session } = await login(ctx, { ...request.body, ip: request.ip });
      setRefreshCookie(ctx, reply, refreshToken);
      return session;
    },
  );

  app.post(
    '/auth/refresh_token',
    { config: { public: true }, schema: { tags: ['auth'], response: { 200: loginResponseSchema } } },
    async (request, reply) => {
      try {
        const { refreshToken, ...session } = await refresh(ctx, request.cookies[REFRESH_COOKIE]);
        setRefreshCookie(ctx, reply, refreshToken);
        return session;
      } catch (error) {
        clearRefreshCookie(ctx, reply);
        throw error;
      }
    },
  );

  app.delete('/auth/logout', { schema: { tags: ['auth'], response: { 200: z.object({}) } } }, async (request, reply) => {
    await logout(ctx, authOf(request));
    clearRefreshCookie(ctx, reply);
    return {};
  });

  app.get('/auth/me', { schema: { tags: ['auth'], response: { 200: sessionUserSchema } } }, async (request) => {
    const auth = authOf(request);
    const user = await findUser(ctx.db, auth.companyId, auth.userId);
    return presentSessionUser(ctx.db, user);
  });
}
