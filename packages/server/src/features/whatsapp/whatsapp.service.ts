import { randomBytes } from 'node:crypto';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { whatsappBodySchema } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import type { Tx } from '../../db/types.js';
import { whatsappQueues, whatsapps } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../shared/app-error.js';
import { requestSessionCommand } from '../../sessions/session-control.js';
import { emitWhatsappDelete, emitWhatsappUpdate } from './whatsapp.events.js';
import { companyQueueIds, countWhatsapps, findWhatsapp } from './whatsapp.repository.js';
import { inCompany } from '../../db/company-scope.js';
import { assertPlanRoom } from '../plans/plan-room.js';
import { assertAutomationsOwned } from '../prompts/automation-refs.js';

type Body = z.output<typeof whatsappBodySchema>;

export const newApiToken = () => randomBytes(24).toString('base64url');

async function assertQueuesOwned(tx: Tx, companyId: number, body: Body): Promise<void> {
  const wanted = [...(body.queueIds ?? []), ...(body.transferQueueId ? [body.transferQueueId] : [])];
  const owned = await companyQueueIds(tx, companyId, wanted);
  if (wanted.some((id) => !owned.has(id))) throw new AppError('ERR_NO_QUEUE_FOUND');
  await assertAutomationsOwned(tx, companyId, body);
}

/** More than one queue means the bot shows a menu, which needs the greeting. */
function assertGreeting(queueCount: number, greeting: string): void {
  if (queueCount > 1 && greeting.trim() === '') throw new AppError('ERR_WAPP_GREETING_REQUIRED');
}

async function setQueues(tx: Tx, whatsappId: number, queueIds: number[]): Promise<void> {
  await tx.delete(whatsappQueues).where(eq(whatsappQueues.whatsappId, whatsappId));
  if (queueIds.length) await tx.insert(whatsappQueues).values([...new Set(queueIds)].map((queueId) => ({ whatsappId, queueId })));
}

/** The unique indexes decide races; their violations become the codes the client knows. */
function mapUniqueViolation(error: unknown): never {
  if (isUniqueViolation(error, 'whatsapps_company_name_uq')) throw new AppError('ERR_WAPP_NAME_IN_USE');
  if (isUniqueViolation(error, 'whatsapps_token_uq')) throw new AppError('ERR_WAPP_TOKEN_IN_USE');
  throw error;
}

function fieldsOf(body: Body) {
  const { queueIds: _queueIds, isDefault: _isDefault, token: _token, ...fields } = body;
  return fields;
}

/** `POST /whatsapp`: within the plan's limit; the first connection is the default; its session starts. */
export async function createWhatsapp(ctx: AppContext, companyId: number, body: Body) {
  const { row, previousDefault } = await ctx.db
    .transaction(async (tx) => {
      const existing = await assertPlanRoom(tx, companyId, 'connections', () => countWhatsapps(tx, companyId));
      await assertQueuesOwned(tx, companyId, body);
      assertGreeting(body.queueIds?.length ?? 0, body.greetingMessage ?? '');
      const isDefault = existing === 0 || body.isDefault === true;
      const previous = isDefault
        ? await tx.update(whatsapps).set({ isDefault: false, updatedAt: ctx.clock.now() }).where(and(eq(whatsapps.companyId, companyId), eq(whatsapps.isDefault, true))).returning()
        : [];
      const [created] = await tx
        .insert(whatsapps)
        .values({ ...fieldsOf(body), companyId, isDefault, token: body.token || newApiToken(), status: 'OPENING', sessionWanted: true })
        .returning();
      await setQueues(tx, created!.id, body.queueIds ?? []);
      await requestSessionCommand(tx, created!.id, 'start');
      return { row: created!, previousDefault: previous[0] };
    })
    .catch(mapUniqueViolation);
  ctx.sessions.wake();
  if (previousDefault) await emitWhatsappUpdate(ctx, previousDefault);
  await emitWhatsappUpdate(ctx, row);
  return row;
}

/** `PUT /whatsapp/{id}`: the default moves, never disappears (`ERR_NO_OTHER_WHATSAPP`). */
export async function updateWhatsapp(ctx: AppContext, companyId: number, id: number, body: Body) {
  const { row, previousDefault } = await ctx.db
    .transaction(async (tx) => {
      const current = await findWhatsapp(tx, companyId, id);
      await assertQueuesOwned(tx, companyId, body);
      const queueCount = body.queueIds?.length ?? (await tx.select({ id: whatsappQueues.queueId }).from(whatsappQueues).where(eq(whatsappQueues.whatsappId, id))).length;
      assertGreeting(queueCount, body.greetingMessage ?? current.greetingMessage);
      if (current.isDefault && body.isDefault === false) throw new AppError('ERR_NO_OTHER_WHATSAPP');
      let previous: typeof current | undefined;
      if (body.isDefault && !current.isDefault) {
        [previous] = await tx
          .update(whatsapps)
          .set({ isDefault: false, updatedAt: ctx.clock.now() })
          .where(and(eq(whatsapps.companyId, companyId), eq(whatsapps.isDefault, true)))
          .returning();
      }
      const [updated] = await tx
        .update(whatsapps)
        .set({ ...fieldsOf(body), ...(body.isDefault ? { isDefault: true } : {}), ...(body.token ? { token: body.token } : {}), updatedAt: ctx.clock.now() })
        .where(inCompany(whatsapps, companyId, eq(whatsapps.id, id)))
        .returning();
      if (body.queueIds) await setQueues(tx, id, body.queueIds);
      // A different provider means different credentials: start over with a new login.
      if (body.provider && body.provider !== current.provider) await requestSessionCommand(tx, id, 'new-qr');
      return { row: updated!, previousDefault: previous };
    })
    .catch(mapUniqueViolation);
  ctx.sessions.wake();
  if (previousDefault) await emitWhatsappUpdate(ctx, previousDefault);
  await emitWhatsappUpdate(ctx, row);
  return row;
}

/** `DELETE /whatsapp/{id}`: its session ends; when it was the default, the oldest other one takes over. */
export async function deleteWhatsapp(ctx: AppContext, companyId: number, id: number): Promise<void> {
  const promoted = await ctx.db.transaction(async (tx) => {
    const current = await findWhatsapp(tx, companyId, id);
    await tx.delete(whatsapps).where(inCompany(whatsapps, companyId, eq(whatsapps.id, id)));
    if (!current.isDefault) return undefined;
    const [next] = await tx.select({ id: whatsapps.id }).from(whatsapps).where(and(eq(whatsapps.companyId, companyId), ne(whatsapps.id, id))).orderBy(asc(whatsapps.id)).limit(1);
    if (!next) return undefined;
    const [row] = await tx.update(whatsapps).set({ isDefault: true, updatedAt: ctx.clock.now() }).where(inCompany(whatsapps, companyId, eq(whatsapps.id, next.id))).returning();
    return row;
  });
  ctx.sessions.wake();
  emitWhatsappDelete(ctx, companyId, id);
  if (promoted) await emitWhatsappUpdate(ctx, promoted);
}
