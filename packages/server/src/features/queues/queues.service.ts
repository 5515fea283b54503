import { eq, inArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import { defaultWeekSchedule, type queueBodySchema } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import { queues, whatsappQueues, whatsapps } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { AppError } from '../../shared/app-error.js';
import type { AttachedMedia } from '../../media/attachment-upload.js';
import { emitWhatsappUpdate } from '../whatsapp/whatsapp.events.js';
import { emitQueueDelete, emitQueueUpdate } from './queue.events.js';
import { colorTaken, countQueues, findQueue } from './queues.repository.js';
import { inCompany } from '../../db/company-scope.js';
import { assertPlanRoom } from '../plans/plan-room.js';
import { assertAutomationsOwned } from '../prompts/automation-refs.js';

type Body = z.output<typeof queueBodySchema>;

/** The unique index decides a race between two saves of one colour. */
function mapUniqueViolation(error: unknown): never {
  if (isUniqueViolation(error, 'queues_company_color_uq')) throw new AppError('ERR_QUEUE_COLOR_ALREADY_EXISTS');
  throw error;
}

/** Only the fields the body carries change; `undefined` leaves a column as it is. */
function fieldsOf(body: Body) {
  const fields = {
    name: body.name,
    color: body.color,
    greetingMessage: body.greetingMessage,
    outOfHoursMessage: body.outOfHoursMessage,
    orderQueue: body.orderQueue,
    schedules: body.schedules,
    promptId: body.promptId,
    integrationId: body.integrationId,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<typeof fields>;
}

/** `POST /queue`: within the plan's queue limit, one colour per queue, default hours when none given. */
export async function createQueue(ctx: AppContext, companyId: number, body: Body) {
  const row = await ctx.db
    .transaction(async (tx) => {
      await assertPlanRoom(tx, companyId, 'queues', () => countQueues(tx, companyId));
      await assertAutomationsOwned(tx, companyId, body);
      if (await colorTaken(tx, companyId, body.color)) throw new AppError('ERR_QUEUE_COLOR_ALREADY_EXISTS');
      const [created] = await tx
        .insert(queues)
        .values({ ...fieldsOf(body), name: body.name, color: body.color, schedules: body.schedules ?? defaultWeekSchedule(), companyId })
        .returning();
      return created!;
    })
    .catch(mapUniqueViolation);
  emitQueueUpdate(ctx, row);
  return row;
}

/** `PUT /queue/{id}`: the form plus schedules and promptId. */
export async function updateQueue(ctx: AppContext, companyId: number, id: number, body: Body) {
  const row = await ctx.db
    .transaction(async (tx) => {
      await findQueue(tx, companyId, id);
      await assertAutomationsOwned(tx, companyId, body);
      if (await colorTaken(tx, companyId, body.color, id)) throw new AppError('ERR_QUEUE_COLOR_ALREADY_EXISTS');
      const [updated] = await tx
        .update(queues)
        .set({ ...fieldsOf(body), updatedAt: ctx.clock.now() })
        .where(inCompany(queues, companyId, eq(queues.id, id)))
        .returning();
      return updated!;
    })
    .catch(mapUniqueViolation);
  emitQueueUpdate(ctx, row);
  return row;
}

/**
 * `DELETE /queue/{id}`: its options, user and connection memberships go with it (cascades);
 * connections transferring to it stop transferring (`transferQueueId` set null by the FK).
 */
export async function deleteQueue(ctx: AppContext, companyId: number, id: number): Promise<void> {
  const changedConnections = await ctx.db.transaction(async (tx) => {
    await findQueue(tx, companyId, id);
    const linked = tx.select({ id: whatsappQueues.whatsappId }).from(whatsappQueues).where(eq(whatsappQueues.queueId, id));
    const touched = await tx
      .select({ id: whatsapps.id })
      .from(whatsapps)
      .where(inCompany(whatsapps, companyId, or(eq(whatsapps.transferQueueId, id), inArray(whatsapps.id, linked))));
    await tx.delete(queues).where(inCompany(queues, companyId, eq(queues.id, id)));
    if (touched.length === 0) return [];
    return tx.select().from(whatsapps).where(inCompany(whatsapps, companyId, inArray(whatsapps.id, touched.map((row) => row.id))));
  });
  emitQueueDelete(ctx, companyId, id);
  // Connections lost a queue (or their transfer target): their cached records change too.
  for (const connection of changedConnections) await emitWhatsappUpdate(ctx, connection);
}

/**
 * `POST /queue/{id}/media-upload`: the file was stored before (no file I/O inside the transaction).
 * A replaced file stays on disk: sent messages may still link to it.
 */
export function attachQueueMedia(ctx: AppContext, companyId: number, id: number, media: AttachedMedia) {
  return setQueueMedia(ctx, companyId, id, media);
}

/** `DELETE /queue/{id}/media-upload`: the queue no longer sends an attachment. */
export function removeQueueMedia(ctx: AppContext, companyId: number, id: number) {
  return setQueueMedia(ctx, companyId, id, { mediaPath: null, mediaName: null });
}

async function setQueueMedia(ctx: AppContext, companyId: number, id: number, media: { mediaPath: string | null; mediaName: string | null }) {
  const row = await ctx.db.transaction(async (tx) => {
    await findQueue(tx, companyId, id);
    const [updated] = await tx.update(queues).set({ ...media, updatedAt: ctx.clock.now() }).where(inCompany(queues, companyId, eq(queues.id, id))).returning();
    return updated!;
  });
  emitQueueUpdate(ctx, row);
  return row;
}
