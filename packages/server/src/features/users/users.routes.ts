import { eq } from 'drizzle-orm';
import { idParams, isAdmin, updateOwnProfileSchema, userSchema } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { authOf } from '../../http/route-guards.js';
import type { App } from '../../http/types.js';
import { hashPassword } from '../auth/passwords.js';
import { presentUser } from './user.presenter.js';
import { emailInUse, findUser } from './users.repository.js';

/** Users read and edit themselves; admins read and edit everyone of their company. */
function assertSelfOrAdmin(auth: { userId: number; profile: string }, userId: number): void {
  if (auth.userId !== userId && !isAdmin(auth)) throw new AppError('ERR_NO_PERMISSION');
}

export function usersRoutes(app: App, ctx: AppContext): void {
  app.get('/users/:id', { schema: { tags: ['users'], params: idParams, response: { 200: userSchema } } }, async (request) => {
    const auth = authOf(request);
    const user = await findUser(ctx.db, auth.companyId, request.params.id);
    assertSelfOrAdmin(auth, user.id);
    return presentUser(ctx.db, user);
  });

  app.put(
    '/users/:id',
    { schema: { tags: ['users'], params: idParams, body: updateOwnProfileSchema, response: { 200: userSchema } } },
    async (request) => {
      const auth = authOf(request);
      const user = await findUser(ctx.db, auth.companyId, request.params.id);
      assertSelfOrAdmin(auth, user.id);
      const { name, email, password } = request.body;
      if (await emailInUse(ctx.db, email, user.id)) throw new AppError('ERR_EMAIL_ALREADY_EXISTS');
      const passwordHash = password ? await hashPassword(password) : undefined;
      const [updated] = await ctx.db
        .update(users)
        .set({ name, email, ...(passwordHash ? { passwordHash } : {}), updatedAt: ctx.clock.now() })
        .where(eq(users.id, user.id))
        .returning()
        .catch((error: unknown) => {
          throw isUniqueViolation(error, 'users_email_uq') ? new AppError('ERR_EMAIL_ALREADY_EXISTS') : error;
        });
      const presented = await presentUser(ctx.db, updated!);
      ctx.realtime.toCompany(auth.companyId, 'user', { action: 'update', user: presented });
      return presented;
    },
  );
}
