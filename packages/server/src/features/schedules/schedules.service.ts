import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { isAdmin, normaliseProfile, SCHEDULE_TEXT, type scheduleBodySchema, type scheduleUpdateSchema } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import type { Tx } from '../../db/types.js';
import { contacts, schedules, tickets, type ScheduleRow } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import type { RequestAuth } from '../../shared/caller.js';
import type { AttachedMedia } from '../../media/attachment-upload.js';
import { inCompany } from '../../db/company-scope.js';
import { cancelJob } from '../../jobs/index.js';
import { emitScheduleDeleted, emitScheduleSaved } from './schedules.events.js';
import { findSchedule, type ScheduleViewer } from './schedules.repository.js';
import { enqueueScheduleSend, scheduleJobKey } from './schedule-send.job.js';
import { scheduleConnection } from './schedule-connection.js';
import { sendAtInstant } from './send-at.js';

type CreateBody = z.output<typeof scheduleBodySchema>;
type UpdateBody = z.output<typeof scheduleUpdateSchema>;

/** Users reach their own schedules; admins and supervisors every schedule of the company. */
export function scheduleViewer(auth: RequestAuth): ScheduleViewer {
  return { userId: auth.userId, seesAll: isAdmin(auth) || normaliseProfile(auth.profile) === 'supervisor' };
}

async function assertContact(tx: Tx, companyId: number, contactId: number): Promise<void> {
  const [row] = await tx.select({ id: contacts.id }).from(contacts).where(inCompany(contacts, companyId, eq(contacts.id, contactId)));
  if (!row) throw new AppError('ERR_NO_CONTACT_FOUND');
}

async function assertTicket(tx: Tx, companyId: number, ticketId: number | null): Promise<void> {
  if (ticketId === null) return;
  const [row] = await tx.select({ id: tickets.id }).from(tickets).where(inCompany(tickets, companyId, eq(tickets.id, ticketId)));
  if (!row) throw new AppError('ERR_NO_TICKET_FOUND');
}

const pastIssue = () => new AppError('ERR_VALIDATION', { extra: { issues: { sendAt: SCHEDULE_TEXT.inThePast } } });

/** A schedule the sender already took cannot change: 409. */
function assertNotSent(row: ScheduleRow): void {
  if (row.sentAt !== null || row.status !== 'PENDENTE') throw new AppError('ERR_SCHEDULE_ALREADY_SENT');
}

/** `POST /schedules`: the caller schedules; its send job is written in the same transaction. */
export async function createSchedule(ctx: AppContext, auth: RequestAuth, body: CreateBody): Promise<ScheduleRow> {
  const now = ctx.clock.now();
  const sendAt = sendAtInstant(body.sendAt!, auth.timeZone);
  if (sendAt.getTime() < now.getTime() - 60_000) throw pastIssue();
  const row = await ctx.db.transaction(async (tx) => {
    const contactId = body.contactId!;
    await assertContact(tx, auth.companyId, contactId);
    const ticketId = body.ticketId ?? null;
    await assertTicket(tx, auth.companyId, ticketId);
    const whatsappId = await scheduleConnection(tx, auth.companyId, { whatsappId: body.whatsappId, ticketId, contactId, userId: auth.userId });
    const [created] = await tx
      .insert(schedules)
      .values({ companyId: auth.companyId, body: body.body.trim(), sendAt, contactId, ticketId, whatsappId, userId: auth.userId, status: 'PENDENTE', createdAt: now, updatedAt: now })
      .returning();
    await enqueueScheduleSend(tx, created!);
    return created!;
  });
  ctx.jobs.wake();
  await emitScheduleSaved(ctx, 'create', row);
  return row;
}

/** `PUT /schedules/{id}`: a new `sendAt` moves the job (its dedupe key replaces the pending one). */
export async function updateSchedule(ctx: AppContext, auth: RequestAuth, id: number, body: UpdateBody): Promise<ScheduleRow> {
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const current = await findSchedule(tx, auth.companyId, scheduleViewer(auth), id, true);
    assertNotSent(current);
    const contactId = body.contactId ?? current.contactId;
    if (contactId !== current.contactId) await assertContact(tx, auth.companyId, contactId);
    const ticketId = body.ticketId === undefined ? current.ticketId : body.ticketId;
    if (ticketId !== current.ticketId) await assertTicket(tx, auth.companyId, ticketId);
    const sendAt = body.sendAt ? sendAtInstant(body.sendAt, auth.timeZone) : current.sendAt;
    if (body.sendAt && sendAt.getTime() !== current.sendAt.getTime() && sendAt.getTime() < now.getTime() - 60_000) throw pastIssue();
    const whatsappId =
      body.whatsappId !== undefined || contactId !== current.contactId
        ? await scheduleConnection(tx, auth.companyId, { whatsappId: body.whatsappId, ticketId, contactId, userId: current.userId ?? auth.userId })
        : current.whatsappId;
    const [updated] = await tx
      .update(schedules)
      .set({ body: body.body?.trim() ?? current.body, contactId, ticketId, whatsappId, sendAt, updatedAt: now })
      .where(inCompany(schedules, auth.companyId, eq(schedules.id, id)))
      .returning();
    await enqueueScheduleSend(tx, updated!);
    return updated!;
  });
  ctx.jobs.wake();
  await emitScheduleSaved(ctx, 'update', row);
  return row;
}

/** `DELETE /schedules/{id}`: a pending schedule's job goes with it. */
export async function deleteSchedule(ctx: AppContext, auth: RequestAuth, id: number): Promise<void> {
  const row = await ctx.db.transaction(async (tx) => {
    const current = await findSchedule(tx, auth.companyId, scheduleViewer(auth), id, true);
    await cancelJob(tx, scheduleJobKey(id));
    await tx.delete(schedules).where(inCompany(schedules, auth.companyId, eq(schedules.id, id)));
    return current;
  });
  await emitScheduleDeleted(ctx, row);
}

/** `POST /schedules/{id}/media-upload` and `DELETE …`: the file is stored before the transaction. */
export async function setScheduleMedia(ctx: AppContext, auth: RequestAuth, id: number, media: AttachedMedia | null): Promise<ScheduleRow> {
  const row = await ctx.db.transaction(async (tx) => {
    const current = await findSchedule(tx, auth.companyId, scheduleViewer(auth), id, true);
    assertNotSent(current);
    const [updated] = await tx
      .update(schedules)
      .set({ mediaPath: media?.mediaPath ?? null, mediaName: media?.mediaName ?? null, updatedAt: ctx.clock.now() })
      .where(inCompany(schedules, auth.companyId, eq(schedules.id, id)))
      .returning();
    return updated!;
  });
  await emitScheduleSaved(ctx, 'update', row);
  return row;
}
