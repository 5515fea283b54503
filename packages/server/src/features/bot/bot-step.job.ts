import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor, Tx } from '../../db/types.js';
import type { EngineContext } from '../../engine-context.js';
import { contacts, messages, queueIntegrations, tickets } from '../../db/schema/index.js';
import { defineJob, enqueueJob } from '../../jobs/index.js';
import { TICKET_TIMER_JOBS, ticketTimerKey } from '../tickets/ticket-timers.js';
import { AfterCommit } from '../../db/after-commit.js';
import { emitMessageCreate } from '../messages/message.events.js';
import { emitTicketUpdate } from '../tickets/ticket.events.js';
import { recordTransition } from '../tickets/ticket-transitions.js';
import { sendAutomatic, type AutomaticSend, type TextSettings } from '../messages/automatic-message.js';
import { humanHasSpoken, loadBotContext, optionsOfQueue, type BotContext } from './bot-context.js';
import { mediaKindOf } from '../messages/media-kind.js';
import { menuLimitReached } from './menu-limits.js';
import { navigateOptions, renderOptionLevel, type OptionMedia } from './option-tree.js';
import { chooseQueue, queueMenuText } from './queue-menu.js';
import { isOpenAt, outOfHoursNoticeDue } from './schedule-hours.js';
import type { QueueRow, TicketRow } from '../../db/schema/index.js';
import { inCompany } from '../../db/company-scope.js';
import { armIntegrationTurn, DRIVEN_INTEGRATION_TYPES, enqueueIntegrationTurn, PROMPT_DEBOUNCE_MS } from '../bot-integrations/integration-turn.job.js';

const payload = z.object({ companyId: z.number().int(), ticketId: z.number().int(), messageId: z.number().int() });
type BotStepPayload = z.infer<typeof payload>;

/** The bot's turn after an inbound message; one per ticket at a time, the latest message wins. */
export function enqueueBotStep(executor: Executor, input: z.infer<typeof payload>, now: Date) {
  return enqueueJob(executor, { name: TICKET_TIMER_JOBS.botStep, payload: input, runAt: now, dedupeKey: ticketTimerKey.botStep(input.ticketId) });
}

type Patch = Partial<typeof tickets.$inferInsert>;

/** One bot turn: what to send and how the ticket changes, applied together. */
class Turn {
  readonly sent: AutomaticSend[] = [];
  constructor(
    private readonly tx: Tx,
    public ticket: TicketRow,
    private readonly settings: TextSettings,
    private readonly now: Date,
  ) {}

  async say(text: string, media?: OptionMedia): Promise<void> {
    const file = media ? { path: media.path, name: media.name, ...mediaKindOf(media.name) } : undefined;
    const sent = await sendAutomatic(this.tx, this.ticket, text, this.settings, this.now, file);
    if (!sent) return;
    this.sent.push(sent);
    this.ticket = sent.ticket;
  }

  async change(patch: Patch): Promise<void> {
    const [row] = await this.tx
      .update(tickets)
      .set({ ...patch, updatedAt: this.now })
      .where(inCompany(tickets, this.ticket.companyId, eq(tickets.id, this.ticket.id)))
      .returning();
    this.ticket = row!;
  }

  /** The bot put the ticket in a queue (the customer chose it, or the limit sent it to the transfer queue). */
  async moveToQueue(queue: QueueRow, chatbot: boolean, action: 'bot-queue' | 'auto-transfer' = 'bot-queue'): Promise<void> {
    const before = { ...this.ticket };
    await this.change({ queueId: queue.id, chatbot, queueOptionId: null, queuedAt: this.now });
    await recordTransition(this.tx, before, this.ticket, action, null, this.now);
  }
}

/** Out of hours per `scheduleType`: the notice once per ticket per closed period. */
async function outOfHours(turn: Turn, bot: BotContext, queue: QueueRow | undefined, now: Date): Promise<boolean> {
  const type = bot.settings.scheduleType;
  const schedule = type === 'company' ? bot.companySchedule : type === 'queue' && queue ? queue.schedules : undefined;
  if (!schedule?.length || isOpenAt(schedule, bot.settings.timezone, now)) return false;
  if (outOfHoursNoticeDue(schedule, bot.settings.timezone, now, turn.ticket.outOfHoursNotifiedAt)) {
    const text = type === 'company' ? bot.connection.outOfHoursMessage : (queue?.outOfHoursMessage ?? '');
    await turn.say(text);
    await turn.change({ outOfHoursNotifiedAt: now });
  }
  return true;
}

/** The integration a queue hands its conversations to, when it is one the engine drives. */
async function drivingIntegration(tx: Tx, companyId: number, integrationId: number | null) {
  if (integrationId === null) return undefined;
  const [row] = await tx.select().from(queueIntegrations).where(inCompany(queueIntegrations, companyId, eq(queueIntegrations.id, integrationId)));
  return row && DRIVEN_INTEGRATION_TYPES.has(row.type) ? row : undefined;
}

/** The queue was chosen: its integration takes the conversation, its option tree starts, or its greeting is sent and humans take over. */
async function enterQueue(tx: Tx, turn: Turn, bot: BotContext, queue: QueueRow, now: Date): Promise<void> {
  const integration = await drivingIntegration(tx, turn.ticket.companyId, queue.integrationId);
  if (integration) {
    await turn.moveToQueue(queue, false);
    if (await outOfHours(turn, bot, queue, now)) return;
    // One automation drives the ticket from here until it hands off or a human accepts.
    await turn.change({ useIntegration: true, integrationId: integration.id });
    await armIntegrationTurn(tx, turn.ticket, integration, now);
    return;
  }
  if (queue.promptId !== null) {
    await turn.moveToQueue(queue, false);
    if (await outOfHours(turn, bot, queue, now)) return;
    await turn.change({ useIntegration: true, promptId: queue.promptId, integrationId: null });
    await enqueueIntegrationTurn(tx, turn.ticket, PROMPT_DEBOUNCE_MS, now);
    return;
  }
  const options = await optionsOfQueue(tx, queue.id);
  await turn.moveToQueue(queue, options.length > 0);
  if (await outOfHours(turn, bot, queue, now)) return;
  if (options.length) await turn.say(renderOptionLevel(options, null, queue.greetingMessage));
  else await turn.say(queue.greetingMessage, queue.mediaPath ? { path: queue.mediaPath, name: queue.mediaName ?? queue.mediaPath } : undefined);
  await turn.change({ botMenuCount: turn.ticket.botMenuCount + 1 });
}

/** An answer that matched nothing: counted, and past the limit the bot stops. */
async function invalidAnswer(turn: Turn, bot: BotContext, resend: string, now: Date): Promise<void> {
  await turn.change({ botInvalidCount: turn.ticket.botInvalidCount + 1 });
  if (limitReached(turn.ticket, bot, now)) return stopBot(turn, bot);
  await turn.say(resend);
  await turn.change({ botMenuCount: turn.ticket.botMenuCount + 1 });
}

function limitReached(ticket: TicketRow, bot: BotContext, now: Date): boolean {
  return menuLimitReached(
    { menusSent: ticket.botMenuCount, invalidCount: ticket.botInvalidCount, startedAt: ticket.botStartedAt },
    { maxUseBotQueues: bot.connection.maxUseBotQueues, timeUseBotQueues: bot.connection.timeUseBotQueues },
    now,
  );
}

/** The bot gives up: the ticket waits for a human, in `transferQueueId` when the connection has one. */
async function stopBot(turn: Turn, bot: BotContext): Promise<void> {
  // Skipped when already stopped, so later messages past the limit do not rewrite the ticket.
  if (turn.ticket.chatbot || turn.ticket.queueOptionId !== null) await turn.change({ chatbot: false, queueOptionId: null });
  // Fix: the transfer queue was looked up among the menu's queues only, so a transfer queue outside
  // the menu (allowed by the connection form, honoured by auto-transfer) was silently ignored.
  const target = bot.transferQueue;
  if (target && turn.ticket.queueId !== target.id) await turn.moveToQueue(target, false, 'auto-transfer');
}

async function queueMenu(tx: Tx, turn: Turn, bot: BotContext, body: string, now: Date): Promise<void> {
  const { connection, queues } = bot;
  if (queues.length === 0) {
    // A connection without queues greets once and leaves the ticket to humans.
    if (turn.ticket.botMenuCount === 0) {
      await turn.say(connection.greetingMessage);
      await turn.change({ botMenuCount: 1 });
    }
    return;
  }
  if (queues.length === 1) {
    if (bot.settings.sendGreetingMessageOneQueues === 'enabled') await turn.say(connection.greetingMessage);
    return enterQueue(tx, turn, bot, queues[0]!, now);
  }
  const chosen = chooseQueue(body, queues);
  if (chosen) return enterQueue(tx, turn, bot, chosen, now);
  const menu = queueMenuText(connection.greetingMessage, queues);
  if (turn.ticket.botMenuCount === 0) {
    await turn.say(menu);
    await turn.change({ botMenuCount: 1 });
    return;
  }
  return invalidAnswer(turn, bot, menu, now);
}

async function optionTree(tx: Tx, turn: Turn, bot: BotContext, queue: QueueRow, body: string, now: Date): Promise<void> {
  const options = await optionsOfQueue(tx, queue.id);
  const decision = navigateOptions({ options, currentOptionId: turn.ticket.queueOptionId, greeting: queue.greetingMessage, body });
  switch (decision.kind) {
    case 'mainMenu': {
      const before = { ...turn.ticket };
      await turn.change({ queueId: null, queueOptionId: null, chatbot: false });
      await recordTransition(tx, before, turn.ticket, 'bot-queue', null, now);
      await turn.say(queueMenuText(bot.connection.greetingMessage, bot.queues));
      await turn.change({ botMenuCount: turn.ticket.botMenuCount + 1 });
      return;
    }
    case 'show':
      await turn.change({ queueOptionId: decision.optionId, botMenuCount: turn.ticket.botMenuCount + 1 });
      return turn.say(decision.text, decision.media);
    case 'leaf':
      await turn.change({ queueOptionId: null, chatbot: false });
      return turn.say(decision.text, decision.media);
    case 'invalid':
      return invalidAnswer(turn, bot, decision.text, now);
  }
}

/**
 * The bot's turn on a ticket after an inbound message: only while
 * the ticket has no user, is not a group and no person has written on it. Out of hours first, then
 * the queue menu or the chosen queue's option tree. Everything it sends is stored as automatic.
 */
async function botTurn(tx: Tx, ctx: EngineContext, job: BotStepPayload): Promise<Turn | undefined> {
  // The engine locks a contact before its ticket (inbound intake and campaign sends take the contact
  // for update, then write to its ticket). The bot's messages need the contact too (their foreign key
  // takes a key-share lock on it): taken here before the ticket's lock, a send to the same contact
  // makes this wait instead of the two deadlocking, each holding what the other needs.
  const [owner] = await tx.select({ contactId: tickets.contactId }).from(tickets).where(inCompany(tickets, job.companyId, eq(tickets.id, job.ticketId)));
  if (!owner) return undefined;
  await tx.select({ id: contacts.id }).from(contacts).where(inCompany(contacts, job.companyId, eq(contacts.id, owner.contactId))).for('key share');
  const [ticket] = await tx.select().from(tickets).where(inCompany(tickets, job.companyId, eq(tickets.id, job.ticketId))).for('update');
  if (!ticket || ticket.status !== 'pending' || ticket.userId !== null || ticket.isGroup) return undefined;
  if (await humanHasSpoken(tx, ticket)) return undefined;
  const [message] = await tx.select({ body: messages.body }).from(messages).where(inCompany(messages, job.companyId, eq(messages.id, job.messageId)));
  const bot = await loadBotContext(tx, ticket);
  if (!message || !bot) return undefined;
  const now = ctx.clock.now();
  const turn = new Turn(tx, ticket, bot.settings, now);
  if (ticket.useIntegration) {
    // The ticket's automation answers; the menu and options stay quiet while it drives.
    const integration = await drivingIntegration(tx, ticket.companyId, ticket.integrationId);
    if (integration) {
      await armIntegrationTurn(tx, ticket, integration, now);
      return turn;
    }
    if (ticket.integrationId === null && ticket.promptId !== null) {
      await enqueueIntegrationTurn(tx, ticket, PROMPT_DEBOUNCE_MS, now);
      return turn;
    }
  } else if (ticket.integrationId !== null || ticket.promptId !== null) {
    // An automation drove this ticket and handed it to humans: no bot starts again on it.
    return undefined;
  }
  if (!ticket.botStartedAt) await turn.change({ botStartedAt: now });
  const queue = bot.queues.find((row) => row.id === turn.ticket.queueId);
  if (await outOfHours(turn, bot, bot.settings.scheduleType === 'queue' ? queue : undefined, now)) return turn;
  if (turn.ticket.queueId === null && bot.connection.promptId !== null) {
    // The connection's own prompt answers from the first message, before any queue menu.
    await turn.change({ useIntegration: true, promptId: bot.connection.promptId, integrationId: null });
    await enqueueIntegrationTurn(tx, turn.ticket, PROMPT_DEBOUNCE_MS, now);
    return turn;
  }
  if (limitReached(turn.ticket, bot, now)) {
    // Fix: the time limit (`timeUseBotQueues`) is only noticed here, and used to return without
    // stopping, so the ticket never went to `transferQueueId`. Stop while the bot still owns the
    // ticket (menu phase or option tree), never after a queue was chosen and handed to humans.
    if (turn.ticket.queueId === null || turn.ticket.chatbot) await stopBot(turn, bot);
    return turn;
  }
  const body = message.body.trim();
  if (body === '#' && turn.ticket.queueId !== null) {
    const before = { ...turn.ticket };
    await turn.change({ queueId: null, queueOptionId: null, chatbot: false });
    await recordTransition(tx, before, turn.ticket, 'bot-queue', null, now);
    await turn.say(queueMenuText(bot.connection.greetingMessage, bot.queues));
    return turn;
  }
  if (!queue) await queueMenu(tx, turn, bot, body, now);
  else if (turn.ticket.chatbot) await optionTree(tx, turn, bot, queue, body, now);
  return turn;
}

export function botStepJob(ctx: EngineContext) {
  return defineJob({
    name: TICKET_TIMER_JOBS.botStep,
    payload,
    maxAttempts: 3,
    handler: async (job) => {
      const after = new AfterCommit();
      await ctx.db.transaction(async (tx) => {
        const before = (await tx.select().from(tickets).where(inCompany(tickets, job.companyId, eq(tickets.id, job.ticketId))))[0];
        const turn = await botTurn(tx, ctx, job);
        if (!turn || !before) return;
        const ticket = turn.ticket;
        const sent = turn.sent;
        after.add(async () => {
          const view = await emitTicketUpdate(ctx, ticket, before);
          for (const item of sent) await emitMessageCreate(ctx, ticket, item.message, view);
          ctx.jobs.wake();
        });
      });
      await after.run(ctx.log);
    },
  });
}
