import type { Message, Ticket } from '@prosa/contract';
import type { EngineContext } from '../../engine-context.js';
import { emitAppMessage } from '../tickets/ticket.events.js';
import { presentTicket } from '../tickets/ticket.presenter.js';
import { presentMessages } from './message.presenter.js';
import type { MessageRow, TicketRow } from '../../db/schema/index.js';

type EventContext = Pick<EngineContext, 'db' | 'realtime' | 'config' | 'clock'>;

async function present(ctx: EventContext, row: MessageRow): Promise<Message> {
  const [message] = await presentMessages(ctx.db, [row], { secret: ctx.config.jwtSecret, now: ctx.clock.now() });
  return message!;
}

/** `appMessage` `create` `{ action, message, ticket, contact }`, after the commit. */
export async function emitMessageCreate(ctx: EventContext, ticketRow: TicketRow, row: MessageRow, ticket?: Ticket): Promise<void> {
  const view = ticket ?? (await presentTicket(ctx.db, ticketRow));
  const message = await present(ctx, row);
  emitAppMessage(ctx, ticketRow, { action: 'create', message, ticket: view, contact: view.contact });
  await ctx.realtime.toWebhooks?.(row.companyId, row.fromMe ? 'message.sent' : 'message.received', { message, ticket: view, contact: view.contact });
}

/** `appMessage` `update` `{ action, message }` for acks, edits, deletes, reactions and send results. */
export async function emitMessageUpdate(ctx: EventContext, ticketRow: TicketRow, row: MessageRow): Promise<void> {
  emitAppMessage(ctx, ticketRow, { action: 'update', message: await present(ctx, row) });
}
