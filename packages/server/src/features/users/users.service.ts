import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { can, isAdmin, type createUserBodySchema, type updateUserBodySchema, type User } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import { users } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../shared/app-error.js';
import type { RequestAuth } from '../../shared/caller.js';
import { hashPassword } from '../auth/passwords.js';
import { presentUser } from './user.presenter.js';
import { emitUserChange, emitUserDelete } from './users.events.js';
import { assertOwnQueuesAndConnection, countUsers, emailInUse, findUser, setUserQueues } from './users.repository.js';
import { queueIdsOfUser } from './user-queues.js';
import { inCompany } from '../../db/company-scope.js';
import { assertPlanRoom } from '../plans/plan-room.js';

type CreateBody = z.output<typeof createUserBodySchema>;
type UpdateBody = z.output<typeof updateUserBodySchema>;

function mapEmailViolation(error: unknown): never {
  throw isUniqueViolation(error, 'users_email_uq') ? new AppError('ERR_EMAIL_ALREADY_EXISTS') : error;
}

const sameSet = (a: number[], b: number[]) => {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((id) => right.has(id));
};

/** `POST /users` (admin): within the plan's user limit, serialised per company by a row lock. */
export async function createUser(ctx: AppContext, companyId: number, body: CreateBody): Promise<User> {
  const passwordHash = await hashPassword(body.password);
  const presented = await ctx.db
    .transaction(async (tx) => {
      await assertPlanRoom(tx, companyId, 'users', () => countUsers(tx, companyId));
      if (await emailInUse(tx, body.email)) throw new AppError('ERR_EMAIL_ALREADY_EXISTS');
      await assertOwnQueuesAndConnection(tx, companyId, body.queueIds, body.whatsappId);
      const [created] = await tx
        .insert(users)
        .values({ companyId, name: body.name, email: body.email, passwordHash, profile: body.profile, whatsappId: body.whatsappId, allTicket: body.allTicket })
        .returning();
      await setUserQueues(tx, created!.id, body.queueIds);
      return presentUser(tx, created!);
    })
    .catch(mapEmailViolation);
  emitUserChange(ctx, 'create', presented);
  return presented;
}

/**
 * `PUT /users/{id}`. Users edit themselves, admins everyone of their company. A changed profile needs
 * `user-modal:editProfile`, changed queues or `allTicket` need `user-modal:editQueues`; values equal
 * to the stored ones are no change, so the dialog may always send the whole form. Nobody changes
 * their own profile (so the last admin can never demote themselves), and only the super user edits
 * a super user.
 */
export async function updateUser(ctx: AppContext, auth: RequestAuth, userId: number, body: UpdateBody): Promise<User> {
  const passwordHash = body.password ? await hashPassword(body.password) : undefined;
  const presented = await ctx.db
    .transaction(async (tx) => {
      const current = await findUser(tx, auth.companyId, userId);
      const self = auth.userId === current.id;
      if (!self && !isAdmin(auth)) throw new AppError('ERR_NO_PERMISSION');
      if (current.super && !auth.super) throw new AppError('ERR_NO_PERMISSION');
      const profileChanges = body.profile !== undefined && body.profile !== current.profile;
      if (profileChanges && !can(auth, 'user-modal:editProfile')) throw new AppError('ERR_NO_PERMISSION');
      if (profileChanges && self) throw new AppError('ERR_CANNOT_CHANGE_OWN_PROFILE');
      const queuesChange = body.queueIds !== undefined && !sameSet(body.queueIds, await queueIdsOfUser(tx, current.id));
      const allTicketChanges = body.allTicket !== undefined && body.allTicket !== current.allTicket;
      if ((queuesChange || allTicketChanges) && !can(auth, 'user-modal:editQueues')) throw new AppError('ERR_NO_PERMISSION');
      await assertOwnQueuesAndConnection(tx, auth.companyId, queuesChange ? body.queueIds : undefined, body.whatsappId !== current.whatsappId ? body.whatsappId : undefined);
      if (await emailInUse(tx, body.email, current.id)) throw new AppError('ERR_EMAIL_ALREADY_EXISTS');
      const [updated] = await tx
        .update(users)
        .set({
          name: body.name,
          email: body.email,
          ...(passwordHash ? { passwordHash } : {}),
          ...(profileChanges ? { profile: body.profile } : {}),
          ...(body.whatsappId !== undefined ? { whatsappId: body.whatsappId } : {}),
          ...(allTicketChanges ? { allTicket: body.allTicket } : {}),
          updatedAt: ctx.clock.now(),
        })
        .where(inCompany(users, auth.companyId, eq(users.id, current.id)))
        .returning();
      if (queuesChange) await setUserQueues(tx, current.id, body.queueIds!);
      return presentUser(tx, updated!);
    })
    .catch(mapEmailViolation);
  emitUserChange(ctx, 'update', presented);
  return presented;
}

/** `DELETE /users/{id}` (admin): never oneself (so a company keeps an admin), never the super user. */
export async function deleteUser(ctx: AppContext, auth: RequestAuth, userId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const current = await findUser(tx, auth.companyId, userId);
    if (current.id === auth.userId) throw new AppError('ERR_CANNOT_DELETE_SELF');
    if (current.super) throw new AppError('ERR_NO_PERMISSION');
    await tx.delete(users).where(inCompany(users, auth.companyId, eq(users.id, current.id)));
  });
  emitUserDelete(ctx, auth.companyId, userId);
}
