import { eq } from 'drizzle-orm';
import type { Db } from '../../db/types.js';
import { tickets } from '../../db/schema/index.js';
import { recordRating } from '../tickets/ticket-ratings.js';
import { insertMessage, insertTicket } from '../../test/conversation-factories.js';
import { insertTransition, type TransitionAction } from '../tickets/ticket-transitions.js';

type Status = 'pending' | 'open' | 'closed';
interface State {
  status: Status;
  queueId: number | null;
  userId: number | null;
}

/**
 * A ticket's history written by hand, as the engine would have logged it (through the engine's own
 * `insertTransition`, which computes each row's interval starts): each step names the action, when,
 * and what changes; the ticket row ends in the last state. Messages are written before the step
 * that follows them in time, as they would have arrived.
 */
export class TicketStory {
  private state: State | null = null;

  private constructor(
    private readonly db: Db,
    readonly ticket: { id: number; companyId: number; contactId: number; whatsappId: number | null },
  ) {}

  static async begin(db: Db, values: { companyId: number; contactId: number; whatsappId: number }, at: Date, to: Partial<State> = {}) {
    const state: State = { status: 'pending', queueId: null, userId: null, ...to };
    const row = await insertTicket(db, { ...values, ...state, createdAt: at, updatedAt: at, lastMessageAt: at });
    const story = new TicketStory(db, row);
    await story.step('create', at, state);
    return story;
  }

  async step(action: TransitionAction, at: Date, change: Partial<State>): Promise<this> {
    const before = this.state;
    const after: State = { ...(before ?? { status: 'pending', queueId: null, userId: null }), ...change };
    await insertTransition(this.db, {
      companyId: this.ticket.companyId,
      ticketId: this.ticket.id,
      action,
      fromStatus: before?.status ?? null,
      toStatus: after.status,
      fromQueueId: before?.queueId ?? null,
      toQueueId: after.queueId,
      fromUserId: before?.userId ?? null,
      toUserId: after.userId,
      actorUserId: after.userId,
      at,
    });
    this.state = after;
    await this.db.update(tickets).set({ status: after.status, queueId: after.queueId, userId: after.userId }).where(eq(tickets.id, this.ticket.id));
    return this;
  }

  accept(at: Date, userId: number) {
    return this.step('accept', at, { status: 'open', userId });
  }

  resolve(at: Date, userId = this.state?.userId ?? null) {
    return this.step('resolve', at, { status: 'closed', userId });
  }

  reopen(at: Date, userId: number) {
    return this.step('reopen', at, { status: 'open', userId });
  }

  transferToQueue(at: Date, queueId: number) {
    return this.step('transfer', at, { status: 'pending', queueId, userId: null });
  }

  async message(at: Date, values: { fromMe?: boolean; isAutomatic?: boolean; userId?: number | null } = {}): Promise<this> {
    await insertMessage(this.db, this.ticket, { createdAt: at, updatedAt: at, fromMe: values.fromMe ?? false, isAutomatic: values.isAutomatic ?? false, userId: values.userId ?? null });
    return this;
  }

  async rated(rate: number, userId: number, at: Date): Promise<this> {
    await recordRating(this.db, { companyId: this.ticket.companyId, ticketId: this.ticket.id, userId, rate, at });
    return this;
  }
}
