import { and, asc, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor, Tx } from '../../db/types.js';
import type { EngineContext } from '../../engine-context.js';
import { contacts, messages, prompts, queueIntegrations, tickets, ticketNotes, whatsapps } from '../../db/schema/index.js';
import type { TicketRow } from '../../db/schema/index.js';
import { inCompany } from '../../db/company-scope.js';
import { AfterCommit } from '../../db/after-commit.js';
import { defineJob, enqueueJob } from '../../jobs/index.js';
import { emitMessageCreate } from '../messages/message.events.js';
import { emitTicketUpdate } from '../tickets/ticket.events.js';
import { applyBotAnswer } from './apply-bot-answer.js';
import type { BotOutcome } from './bot-answer.js';
import { callWebhook, type BotTurnEvent } from './webhook-call.js';
import { promptTurn } from './prompt-turn.js';
import { planRefusal } from './plan-check.js';
import { callTypebot } from './typebot-call.js';
import { callDialogflow } from './dialogflow-call.js';
import { openServiceAccount } from './service-account-key.js';
import type { QueueIntegrationRow } from '../../db/schema/index.js';

export const INTEGRATION_TURN_JOB = 'integration-turn';
const payload = z.object({ companyId: z.number().int(), ticketId: z.number().int() });

/** Attempts of one turn: the first and retries after 2, 8 and 30 s, all within a minute. */
export const INTEGRATION_ATTEMPTS = 4;
const RETRY_DELAYS_MS = [2_000, 8_000, 30_000];

/** Every integration type the engine drives turn by turn. */
export const DRIVEN_INTEGRATION_TYPES = new Set(['n8n', 'webhook', 'typebot', 'dialogflow']);
export const INTEGRATION_EXPIRY_JOB = 'integration-expiry';
const integrationExpiryKey = (ticketId: number) => `integration-expiry:${ticketId}`;

/**
 * The automation's next turn on a ticket, one per ticket (keyed), `delayMs` after the latest
 * message so messages typed together go together (`typebotDelayMessage`).
 */
export function enqueueIntegrationTurn(executor: Executor, ticket: Pick<TicketRow, 'id' | 'companyId'>, delayMs: number, now: Date) {
  return enqueueJob(executor, { name: INTEGRATION_TURN_JOB, payload: { companyId: ticket.companyId, ticketId: ticket.id }, runAt: new Date(now.getTime() + delayMs), dedupeKey: `integration:${ticket.id}` });
}

/**
 * A customer message on a ticket an integration drives: its turn after the debounce, and its expiry
 * pushed to `typebotExpires` minutes of silence from now (0 never expires).
 */
export async function armIntegrationTurn(executor: Executor, ticket: Pick<TicketRow, 'id' | 'companyId'>, integration: Pick<QueueIntegrationRow, 'typebotDelayMessage' | 'typebotExpires'>, now: Date) {
  await enqueueIntegrationTurn(executor, ticket, integration.typebotDelayMessage, now);
  if (integration.typebotExpires <= 0) return;
  await enqueueJob(executor, { name: INTEGRATION_EXPIRY_JOB, payload: { companyId: ticket.companyId, ticketId: ticket.id }, runAt: new Date(now.getTime() + integration.typebotExpires * 60_000), dedupeKey: integrationExpiryKey(ticket.id) });
}

/** How long a prompt waits for more messages before answering them together. */
export const PROMPT_DEBOUNCE_MS = 1000;

async function driven(executor: Executor, companyId: number, ticketId: number) {
  const [ticket] = await executor.select().from(tickets).where(inCompany(tickets, companyId, eq(tickets.id, ticketId)));
  // The automation drives only a ticket waiting without an agent; a human accepting ends it.
  if (!ticket || ticket.status !== 'pending' || ticket.userId !== null || !ticket.useIntegration) return undefined;
  if (ticket.integrationId !== null) {
    const [integration] = await executor.select().from(queueIntegrations).where(inCompany(queueIntegrations, companyId, eq(queueIntegrations.id, ticket.integrationId)));
    return integration && DRIVEN_INTEGRATION_TYPES.has(integration.type) ? { ticket, integration, prompt: undefined } : undefined;
  }
  if (ticket.promptId === null) return undefined;
  const [prompt] = await executor.select().from(prompts).where(inCompany(prompts, companyId, eq(prompts.id, ticket.promptId)));
  return prompt ? { ticket, prompt, integration: undefined } : undefined;
}

async function turnEvent(executor: Executor, ticket: TicketRow): Promise<BotTurnEvent | undefined> {
  const pending = await executor
    .select({ id: messages.id, body: messages.body, mediaType: messages.mediaType, createdAt: messages.createdAt })
    .from(messages)
    .where(inCompany(messages, ticket.companyId, eq(messages.ticketId, ticket.id), eq(messages.fromMe, false), gt(messages.id, ticket.integrationCursor ?? 0)))
    .orderBy(asc(messages.id))
    .limit(50);
  if (pending.length === 0) return undefined;
  const [contact] = await executor.select({ id: contacts.id, name: contacts.name, number: contacts.number }).from(contacts).where(inCompany(contacts, ticket.companyId, eq(contacts.id, ticket.contactId)));
  const [connection] = await executor.select({ id: whatsapps.id, name: whatsapps.name }).from(whatsapps).where(and(eq(whatsapps.companyId, ticket.companyId), eq(whatsapps.id, ticket.whatsappId ?? 0)));
  return {
    event: 'message',
    companyId: ticket.companyId,
    messages: pending.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    contact: contact!,
    ticket: { id: ticket.id, status: ticket.status, queueId: ticket.queueId },
    connection: connection ?? { id: 0, name: '' },
  };
}

/** The automation stops; the ticket waits for the queue's humans (it is not closed), with a note saying why. */
async function handToHumans(tx: Tx, ticket: TicketRow, note: string, now: Date): Promise<TicketRow> {
  const [updated] = await tx.update(tickets).set({ useIntegration: false, updatedAt: now }).where(inCompany(tickets, ticket.companyId, eq(tickets.id, ticket.id))).returning();
  await tx.insert(ticketNotes).values({ companyId: ticket.companyId, ticketId: ticket.id, contactId: ticket.contactId, userId: null, note, createdAt: now, updatedAt: now });
  return updated!;
}

/** The finish keyword ends the automation whatever the integration: the customer asked for people. */
function asksToFinish(integration: QueueIntegrationRow, event: BotTurnEvent): boolean {
  const keyword = integration.typebotKeywordFinish.trim().toLowerCase();
  return keyword !== '' && event.messages.some((message) => message.body.trim().toLowerCase() === keyword);
}

/** One turn of an integration, by its type. */
function callIntegration(ctx: EngineContext, integration: QueueIntegrationRow, ticket: TicketRow, event: BotTurnEvent): Promise<BotOutcome> {
  if (asksToFinish(integration, event)) return Promise.resolve({ handoff: true });
  switch (integration.type) {
    case 'typebot':
      return callTypebot(ctx, integration, ticket, event);
    case 'dialogflow':
      return callDialogflow({ ...integration, jsonContent: openServiceAccount(ctx.config.jwtSecret, integration.jsonContent) }, ticket, event.messages.map((message) => message.body), ctx.clock.now(), ctx.config);
    default:
      return callWebhook(integration, event, ctx.clock.now(), ctx.config);
  }
}

export function integrationTurnJob(ctx: EngineContext) {
  return defineJob({
    name: INTEGRATION_TURN_JOB,
    payload,
    maxAttempts: INTEGRATION_ATTEMPTS,
    backoff: (attempt) => RETRY_DELAYS_MS[attempt - 1] ?? RETRY_DELAYS_MS.at(-1)!,
    handler: async (job, run) => {
      const found = await driven(ctx.db, job.companyId, job.ticketId);
      if (!found) return;
      const event = await turnEvent(ctx.db, found.ticket);
      if (!event) return;
      const lastId = event.messages.at(-1)!.id;
      const serviceName = found.integration?.name ?? found.prompt?.name ?? '';
      let answer: BotOutcome | undefined;
      // A plan that lost the feature stops the automation at its next turn, without calling the service.
      const refused = await planRefusal(ctx.db, job.companyId, found.integration ? 'integration' : 'prompt');
      let note = refused && `${refused}; o atendimento segue com a equipe.`;
      if (!refused) {
        try {
          if (found.integration) answer = await callIntegration(ctx, found.integration, found.ticket, event);
          else if (found.prompt) answer = await promptTurn(ctx, found.prompt, found.ticket, event.contact.name);
        } catch (error) {
          if (run.attempt < INTEGRATION_ATTEMPTS) throw error;
          const failure = error instanceof Error ? error.message : String(error);
          note = `A integração "${serviceName}" não respondeu após ${INTEGRATION_ATTEMPTS} tentativas (${failure}); o atendimento segue com a equipe.`;
        }
      }
      const after = new AfterCommit();
      await ctx.db.transaction(async (tx) => {
        const [locked] = await tx.select().from(tickets).where(inCompany(tickets, job.companyId, eq(tickets.id, job.ticketId))).for('update');
        // A human took the ticket while the service was answering: its answer is dropped.
        if (!locked || locked.status !== 'pending' || locked.userId !== null || !locked.useIntegration) return;
        const now = ctx.clock.now();
        const session = answer?.typebot ? { typebotSessionId: answer.typebot.sessionId, typebotChoices: answer.typebot.choices } : {};
        const [advanced] = await tx.update(tickets).set({ integrationCursor: lastId, ...session }).where(inCompany(tickets, job.companyId, eq(tickets.id, job.ticketId))).returning();
        if (note !== undefined) {
          const ticket = await handToHumans(tx, advanced!, note, now);
          after.add(() => emitTicketUpdate(ctx, ticket, locked));
          return;
        }
        const applied = await applyBotAnswer(tx, advanced!, answer ?? {}, now);
        after.add(async () => {
          const view = await emitTicketUpdate(ctx, applied.ticket, locked);
          for (const message of applied.sent) await emitMessageCreate(ctx, applied.ticket, message, view);
          ctx.jobs.wake();
        });
      });
      await after.run(ctx.log);
    },
  });
}

const expiryPayload = z.object({ companyId: z.number().int(), ticketId: z.number().int() });

/**
 * `typebotExpires` minutes without a customer message end the ticket's integration: the ticket
 * waits for the queue's humans, with a note saying why. Every customer message pushes it back.
 */
export function integrationExpiryJob(ctx: EngineContext) {
  return defineJob({
    name: INTEGRATION_EXPIRY_JOB,
    payload: expiryPayload,
    handler: async (job) => {
      const after = new AfterCommit();
      await ctx.db.transaction(async (tx) => {
        const [locked] = await tx.select().from(tickets).where(inCompany(tickets, job.companyId, eq(tickets.id, job.ticketId))).for('update');
        if (!locked || locked.status !== 'pending' || locked.userId !== null || !locked.useIntegration || locked.integrationId === null) return;
        const [integration] = await tx.select().from(queueIntegrations).where(inCompany(queueIntegrations, job.companyId, eq(queueIntegrations.id, locked.integrationId)));
        if (!integration || integration.typebotExpires <= 0) return;
        const now = ctx.clock.now();
        const silentSince = locked.lastInboundAt ?? locked.createdAt;
        const due = silentSince.getTime() + integration.typebotExpires * 60_000;
        // The customer wrote after this timer was set (and the new one was lost): wait the rest.
        if (due > now.getTime()) {
          await enqueueJob(tx, { name: INTEGRATION_EXPIRY_JOB, payload: job, runAt: new Date(due), dedupeKey: integrationExpiryKey(locked.id) });
          return;
        }
        const ticket = await handToHumans(tx, locked, `A integração "${integration.name}" terminou após ${integration.typebotExpires} min sem mensagem do cliente; o atendimento segue com a equipe.`, now);
        after.add(() => emitTicketUpdate(ctx, ticket, locked));
      });
      await after.run(ctx.log);
    },
  });
}
