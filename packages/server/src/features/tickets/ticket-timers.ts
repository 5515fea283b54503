import type { Executor } from '../../db/types.js';
import type { TicketRow, WhatsappRow } from '../../db/schema/index.js';
import { cancelJob, enqueueJob } from '../../jobs/index.js';

/**
 * The durable timers kept per ticket, named in one place: their job names, their keys (one live
 * timer per ticket and kind: a new one replaces the pending one), and how to start and stop them.
 * The handlers live with the actions they take (`ticket-actions/`, `bot/`); anything may set a
 * timer from here without depending on them.
 */
export const TICKET_TIMER_JOBS = { autoClose: 'auto-close', autoTransfer: 'auto-transfer', botStep: 'bot-step' } as const;

export const ticketTimerKey = {
  autoClose: (ticketId: number) => `autoclose:${ticketId}`,
  autoTransfer: (ticketId: number) => `autotransfer:${ticketId}`,
  botStep: (ticketId: number) => `bot:${ticketId}`,
};

/**
 * Auto-close: an open ticket where the agent spoke last closes after `expiresTicket` minutes of
 * customer silence. Re-armed by every message we send.
 */
export async function scheduleAutoClose(executor: Executor, ticket: Pick<TicketRow, 'id' | 'companyId' | 'status' | 'isGroup'>, expiresTicket: number, now: Date): Promise<void> {
  if (expiresTicket <= 0 || ticket.status !== 'open' || ticket.isGroup) return;
  await enqueueJob(executor, {
    name: TICKET_TIMER_JOBS.autoClose,
    payload: { companyId: ticket.companyId, ticketId: ticket.id },
    runAt: new Date(now.getTime() + expiresTicket * 60_000),
    dedupeKey: ticketTimerKey.autoClose(ticket.id),
  });
}

/**
 * Auto-transfer: a pending ticket without a queue moves to the connection's `transferQueueId`
 * after `timeToTransfer` minutes without activity; every inbound message pushes it back.
 */
export async function scheduleAutoTransfer(executor: Executor, ticket: Pick<TicketRow, 'id' | 'companyId'>, connection: Pick<WhatsappRow, 'timeToTransfer' | 'transferQueueId'>, now: Date): Promise<void> {
  if (!connection.timeToTransfer || connection.timeToTransfer <= 0 || connection.transferQueueId === null) return;
  await enqueueJob(executor, {
    name: TICKET_TIMER_JOBS.autoTransfer,
    payload: { companyId: ticket.companyId, ticketId: ticket.id },
    runAt: new Date(now.getTime() + connection.timeToTransfer * 60_000),
    dedupeKey: ticketTimerKey.autoTransfer(ticket.id),
  });
}

/** A closed or deleted ticket: no timer of it may run any more. */
export async function cancelTicketTimers(executor: Executor, ticketId: number): Promise<void> {
  for (const key of Object.values(ticketTimerKey)) await cancelJob(executor, key(ticketId));
}
