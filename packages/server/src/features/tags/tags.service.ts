import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { canManageTag, canSetTagKanban, DEFAULT_TAG_COLOR, type tagBodySchema, type tagUpdateSchema } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import { tags } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../shared/app-error.js';
import type { RequestAuth } from '../../shared/caller.js';
import { emitTagDeleted, emitTagSaved } from './tags.events.js';
import { findTag } from './tags.repository.js';
import { inCompany } from '../../db/company-scope.js';

type CreateBody = z.output<typeof tagBodySchema>;
type UpdateBody = z.output<typeof tagUpdateSchema>;

const actorOf = (auth: RequestAuth) => ({ id: auth.userId, profile: auth.profile });

/** Names are unique per company case-insensitively (`tags_company_name_uq` decides races). */
function mapUniqueViolation(error: unknown): never {
  if (isUniqueViolation(error, 'tags_company_name_uq')) throw new AppError('ERR_TAG_ALREADY_EXISTS');
  throw error;
}

/** `POST /tags`: any signed-in user; a kanban lane (1) only from admins and supervisors. */
export async function createTag(ctx: AppContext, auth: RequestAuth, body: CreateBody) {
  if (body.kanban === 1 && !canSetTagKanban(auth)) throw new AppError('ERR_NO_PERMISSION');
  const [row] = await ctx.db
    .insert(tags)
    .values({ companyId: auth.companyId, name: body.name, color: body.color ?? DEFAULT_TAG_COLOR, kanban: body.kanban ?? 0, userId: auth.userId })
    .returning()
    .catch(mapUniqueViolation);
  emitTagSaved(ctx, 'create', row!);
  return row!;
}

/** `PUT /tags/{id}`: admins, supervisors or the creator; changing the kanban flag needs admin or supervisor. */
export async function updateTag(ctx: AppContext, auth: RequestAuth, id: number, body: UpdateBody) {
  const row = await ctx.db
    .transaction(async (tx) => {
      const current = await findTag(tx, auth.companyId, id);
      if (!canManageTag(actorOf(auth), current)) throw new AppError('ERR_NO_PERMISSION');
      if (body.kanban !== undefined && body.kanban !== current.kanban && !canSetTagKanban(auth)) throw new AppError('ERR_NO_PERMISSION');
      const [updated] = await tx
        .update(tags)
        .set({
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.color !== undefined ? { color: body.color } : {}),
          ...(body.kanban !== undefined ? { kanban: body.kanban } : {}),
          updatedAt: ctx.clock.now(),
        })
        .where(inCompany(tags, auth.companyId, eq(tags.id, id)))
        .returning();
      return updated!;
    })
    .catch(mapUniqueViolation);
  emitTagSaved(ctx, 'update', row);
  return row;
}

/** `DELETE /tags/{id}`: admins, supervisors or the creator. */
export async function deleteTag(ctx: AppContext, auth: RequestAuth, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const current = await findTag(tx, auth.companyId, id);
    if (!canManageTag(actorOf(auth), current)) throw new AppError('ERR_NO_PERMISSION');
    await tx.delete(tags).where(inCompany(tags, auth.companyId, eq(tags.id, id)));
  });
  emitTagDeleted(ctx, auth.companyId, id);
}
