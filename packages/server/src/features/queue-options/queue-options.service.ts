import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { queueOptionCreateSchema, queueOptionUpdateSchema } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import { queueOptions } from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';
import { AppError } from '../../shared/app-error.js';
import type { AttachedMedia } from '../../media/attachment-upload.js';
import { emitQueueUpdate } from '../queues/queue.events.js';
import { findQueue } from '../queues/queues.repository.js';
import { findQueueOption, optionsOfQueue } from './queue-options.repository.js';

type CreateBody = z.output<typeof queueOptionCreateSchema>;
type UpdateBody = z.output<typeof queueOptionUpdateSchema>;

/** The options of a queue of the company; a parent must belong to that same queue. */
export async function listQueueOptions(executor: Executor, companyId: number, queueId: number, parentId: number | null) {
  await findQueue(executor, companyId, queueId);
  const all = await optionsOfQueue(executor, queueId);
  if (parentId !== null && !all.some((row) => row.id === parentId)) throw new AppError('ERR_NO_QUEUE_OPTION_FOUND');
  return all;
}

/** The next free position on a level: one after the highest number used there. */
function nextPosition(siblings: { option: string }[]): string {
  const numbers = siblings.map((row) => Number.parseInt(row.option, 10)).filter((value) => Number.isFinite(value));
  return String(numbers.length ? Math.max(...numbers) + 1 : siblings.length + 1);
}

/** Editors of the same queue refetch its options when the queue's event arrives. */
async function announceQueue(ctx: AppContext, companyId: number, queueId: number): Promise<void> {
  emitQueueUpdate(ctx, await findQueue(ctx.db, companyId, queueId));
}

export async function createQueueOption(ctx: AppContext, companyId: number, body: CreateBody) {
  const row = await ctx.db.transaction(async (tx) => {
    const all = await listQueueOptions(tx, companyId, body.queueId, body.parentId);
    const siblings = all.filter((option) => option.parentId === body.parentId);
    const [created] = await tx
      .insert(queueOptions)
      .values({ queueId: body.queueId, parentId: body.parentId, title: body.title, message: body.message ?? '', option: body.option || nextPosition(siblings) })
      .returning();
    return created!;
  });
  await announceQueue(ctx, companyId, row.queueId);
  return row;
}

export async function updateQueueOption(ctx: AppContext, companyId: number, id: number, body: UpdateBody) {
  const row = await ctx.db.transaction(async (tx) => {
    await findQueueOption(tx, companyId, id);
    const fields = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
    const [updated] = await tx.update(queueOptions).set({ ...fields, updatedAt: ctx.clock.now() }).where(eq(queueOptions.id, id)).returning();
    return updated!;
  });
  await announceQueue(ctx, companyId, row.queueId);
  return row;
}

/** Its whole subtree goes with it (`parentId` cascades). */
export async function deleteQueueOption(ctx: AppContext, companyId: number, id: number): Promise<void> {
  const row = await ctx.db.transaction(async (tx) => {
    const current = await findQueueOption(tx, companyId, id);
    await tx.delete(queueOptions).where(eq(queueOptions.id, id));
    return current;
  });
  await announceQueue(ctx, companyId, row.queueId);
}

export function attachQueueOptionMedia(ctx: AppContext, companyId: number, id: number, media: AttachedMedia) {
  return setOptionMedia(ctx, companyId, id, media);
}

export function removeQueueOptionMedia(ctx: AppContext, companyId: number, id: number) {
  return setOptionMedia(ctx, companyId, id, { mediaPath: null, mediaName: null });
}

async function setOptionMedia(ctx: AppContext, companyId: number, id: number, media: { mediaPath: string | null; mediaName: string | null }) {
  const row = await ctx.db.transaction(async (tx) => {
    await findQueueOption(tx, companyId, id);
    const [updated] = await tx.update(queueOptions).set({ ...media, updatedAt: ctx.clock.now() }).where(eq(queueOptions.id, id)).returning();
    return updated!;
  });
  await announceQueue(ctx, companyId, row.queueId);
  return row;
}
