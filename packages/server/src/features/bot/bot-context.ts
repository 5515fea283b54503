import { and, asc, eq, sql } from 'drizzle-orm';
import type { WeekScheduleEntry } from '@prosa/contract';
import type { Tx } from '../../db/types.js';
import { companies, messages, queueOptions, queues, whatsappQueues, whatsapps } from '../../db/schema/index.js';
import { readCompanySettings, type CompanySettings } from '../settings/company-settings.js';
import type { BotOption } from './option-tree.js';
import type { QueueRow, TicketRow, WhatsappRow } from '../../db/schema/index.js';
import { inCompany } from '../../db/company-scope.js';


/** Everything a bot decision reads, loaded in the step's transaction. */
export interface BotContext {
  settings: CompanySettings;
  connection: WhatsappRow;
  /** The connection's queues in menu order (`orderQueue`, then name). */
  queues: QueueRow[];
  companySchedule: WeekScheduleEntry[];
  /**
   * The connection's `transferQueueId` queue. Loaded on its own: it need not be one of the menu's
   * queues (the connection form allows any queue of the company, and auto-transfer honours it).
   */
  transferQueue: QueueRow | undefined;
}

export async function loadBotContext(tx: Tx, ticket: TicketRow): Promise<BotContext | undefined> {
  if (ticket.whatsappId === null) return undefined;
  const [connection] = await tx.select().from(whatsapps).where(and(eq(whatsapps.companyId, ticket.companyId), eq(whatsapps.id, ticket.whatsappId)));
  if (!connection) return undefined;
  const [settings, queueRows, [company], [transferQueue]] = await Promise.all([
    readCompanySettings(tx, ticket.companyId),
    tx
      .select({ queue: queues })
      .from(whatsappQueues)
      .innerJoin(queues, eq(queues.id, whatsappQueues.queueId))
      .where(eq(whatsappQueues.whatsappId, connection.id))
      .orderBy(sql`${queues.orderQueue} asc nulls last`, asc(queues.name), asc(queues.id)),
    tx.select({ schedules: companies.schedules }).from(companies).where(eq(companies.id, ticket.companyId)),
    connection.transferQueueId === null ? [] : tx.select().from(queues).where(and(eq(queues.companyId, ticket.companyId), eq(queues.id, connection.transferQueueId))),
  ]);
  return { settings, connection, queues: queueRows.map((row) => row.queue), companySchedule: company?.schedules ?? [], transferQueue };
}

export async function optionsOfQueue(tx: Tx, queueId: number): Promise<BotOption[]> {
  return tx
    .select({ id: queueOptions.id, option: queueOptions.option, title: queueOptions.title, message: queueOptions.message, parentId: queueOptions.parentId, mediaPath: queueOptions.mediaPath, mediaName: queueOptions.mediaName })
    .from(queueOptions)
    .where(eq(queueOptions.queueId, queueId));
}

/** Human handoff: once a person wrote on the ticket (web app or phone), bots stay quiet. */
export async function humanHasSpoken(tx: Tx, ticket: Pick<TicketRow, 'id' | 'companyId'>): Promise<boolean> {
  const [row] = await tx
    .select({ id: messages.id })
    .from(messages)
    .where(inCompany(messages, ticket.companyId, eq(messages.ticketId, ticket.id), eq(messages.fromMe, true), eq(messages.isAutomatic, false)))
    .limit(1);
  return Boolean(row);
}
