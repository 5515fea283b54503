import { z } from 'zod';
import { createUserBodySchema, idParams, companyIdParam, isAdmin, updateUserBodySchema, userSchema, usersPageSchema, usersQuerySchema } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../shared/app-error.js';
import { authOf } from '../../http/route-guards.js';
import type { App } from '../../http/types.js';
import { presentUser, presentUsers } from './user.presenter.js';
import { findUser, listUsers, pageUsers } from './users.repository.js';
import { createUser, deleteUser, updateUser } from './users.service.js';

const tags = ['users'];

export function usersRoutes(app: App, ctx: AppContext): void {
  // The users page and the admin's user filter of the ticket search.
  app.get(
    '/users',
    { config: { role: 'admin' }, schema: { tags, querystring: usersQuerySchema, response: { 200: usersPageSchema } } },
    async (request) => {
      const { searchParam, pageNumber } = request.query;
      const page = await pageUsers(ctx.db, authOf(request).companyId, searchParam.toLowerCase(), pageNumber);
      return { users: await presentUsers(ctx.db, page.rows), count: page.count, hasMore: page.hasMore };
    },
  );

  // Every signed-in user picks colleagues (transfer dialog, internal chat); `companyId` is ignored.
  app.get(
    '/users/list',
    { schema: { tags, querystring: z.object({ companyId: companyIdParam }), response: { 200: z.array(userSchema) } } },
    async (request) => presentUsers(ctx.db, await listUsers(ctx.db, authOf(request).companyId)),
  );

  app.get('/users/:id', { schema: { tags, params: idParams, response: { 200: userSchema } } }, async (request) => {
    const auth = authOf(request);
    const user = await findUser(ctx.db, auth.companyId, request.params.id);
    if (auth.userId !== user.id && !isAdmin(auth)) throw new AppError('ERR_NO_PERMISSION');
    return presentUser(ctx.db, user);
  });

  app.post(
    '/users',
    { config: { role: 'admin' }, schema: { tags, body: createUserBodySchema, response: { 200: userSchema } } },
    async (request) => createUser(ctx, authOf(request).companyId, request.body),
  );

  app.put(
    '/users/:id',
    { schema: { tags, params: idParams, body: updateUserBodySchema, response: { 200: userSchema } } },
    async (request) => updateUser(ctx, authOf(request), request.params.id, request.body),
  );

  app.delete(
    '/users/:id',
    { config: { role: 'admin' }, schema: { tags, params: idParams, response: { 200: z.object({ message: z.string() }) } } },
    async (request) => {
      await deleteUser(ctx, authOf(request), request.params.id);
      return { message: 'User deleted' };
    },
  );
}
