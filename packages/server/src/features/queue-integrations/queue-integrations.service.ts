import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { DIALOGFLOW_TEST_PHRASE, queueIntegrationIssues, type QueueIntegrationBody } from '@prosa/contract';
import type { z } from 'zod';
import type { queueIntegrationTestSessionSchema, queueIntegrationUpdateSchema } from '@prosa/contract';
import { detectIntent } from '../bot-integrations/dialogflow-call.js';
import type { AppContext } from '../../app-context.js';
import { queueIntegrations, queues, tickets, whatsapps } from '../../db/schema/index.js';
import type { QueueIntegrationRow } from '../../db/schema/index.js';
import { inCompany } from '../../db/company-scope.js';
import { AppError } from '../../shared/app-error.js';
import { emitQueueIntegrationDeleted, emitQueueIntegrationSaved } from './queue-integrations.events.js';
import { findQueueIntegration } from './queue-integrations.repository.js';
import { MASKED_PRIVATE_KEY, openServiceAccount, restoreMaskedKey, sealServiceAccount } from '../bot-integrations/service-account-key.js';

type Editable = Omit<QueueIntegrationRow, 'id' | 'companyId' | 'webhookSecret' | 'createdAt' | 'updatedAt'>;
type UpdateBody = z.output<typeof queueIntegrationUpdateSchema>;

const DEFAULTS: Editable = {
  type: 'n8n',
  name: '',
  projectName: '',
  jsonContent: '',
  language: '',
  urlN8N: '',
  typebotSlug: '',
  typebotExpires: 1,
  typebotDelayMessage: 1000,
  typebotKeywordFinish: '',
  typebotKeywordRestart: '',
  typebotRestartMessage: '',
  typebotUnknownMessage: '',
};

/** The record as it will be stored (the service-account JSON still plain), checked across fields. */
function checked(current: Editable, body: UpdateBody): Editable {
  const defined = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as Partial<Editable>;
  const next: Editable = { ...current, ...defined };
  if (defined.jsonContent !== undefined) next.jsonContent = restoreMaskedKey(defined.jsonContent, current.jsonContent);
  // The seed client names the project after the integration for these types; the server makes it so.
  if (next.type !== 'dialogflow') next.projectName = next.name;
  const issues = queueIntegrationIssues(next);
  if (Object.keys(issues).length > 0) throw new AppError('ERR_VALIDATION', { extra: { issues } });
  return next;
}

/** A secret for signing what Prosa posts to the integration, for the types that receive posts. */
function secretFor(type: Editable['type'], existing = ''): string {
  if (type !== 'n8n' && type !== 'webhook') return existing;
  return existing || randomBytes(32).toString('hex');
}

export async function createQueueIntegration(ctx: AppContext, companyId: number, body: QueueIntegrationBody): Promise<QueueIntegrationRow> {
  const values = checked(DEFAULTS, body);
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(queueIntegrations)
    .values({ ...values, jsonContent: sealServiceAccount(ctx.config.jwtSecret, values.jsonContent), companyId, webhookSecret: secretFor(values.type), createdAt: now, updatedAt: now })
    .returning();
  await emitQueueIntegrationSaved(ctx, 'create', row!);
  return row!;
}

export async function updateQueueIntegration(ctx: AppContext, companyId: number, id: number, body: UpdateBody): Promise<QueueIntegrationRow> {
  const row = await ctx.db.transaction(async (tx) => {
    const current = await findQueueIntegration(tx, companyId, id);
    const values = checked({ ...current, jsonContent: openServiceAccount(ctx.config.jwtSecret, current.jsonContent) }, body);
    const [updated] = await tx
      .update(queueIntegrations)
      .set({ ...values, jsonContent: sealServiceAccount(ctx.config.jwtSecret, values.jsonContent), webhookSecret: secretFor(values.type, current.webhookSecret), updatedAt: ctx.clock.now() })
      .where(inCompany(queueIntegrations, companyId, eq(queueIntegrations.id, id)))
      .returning();
    return updated!;
  });
  await emitQueueIntegrationSaved(ctx, 'update', row);
  return row;
}

/** Queues, connections and tickets that used it no longer do: their conversations go to humans. */
export async function deleteQueueIntegration(ctx: AppContext, companyId: number, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await findQueueIntegration(tx, companyId, id);
    await tx.update(queues).set({ integrationId: null }).where(and(eq(queues.companyId, companyId), eq(queues.integrationId, id)));
    await tx.update(whatsapps).set({ integrationId: null }).where(and(eq(whatsapps.companyId, companyId), eq(whatsapps.integrationId, id)));
    await tx.update(tickets).set({ integrationId: null, useIntegration: false }).where(and(eq(tickets.companyId, companyId), eq(tickets.integrationId, id)));
    await tx.delete(queueIntegrations).where(inCompany(queueIntegrations, companyId, eq(queueIntegrations.id, id)));
  });
  await emitQueueIntegrationDeleted(ctx, companyId, id);
}

type TestSessionBody = z.output<typeof queueIntegrationTestSessionSchema>;

/**
 * What the Dialogflow agent answers to a test phrase, with the dialog's fields as typed. A JSON
 * shown masked (an integration being edited) gets its key back from the company's integration of
 * the same service account.
 */
export async function testDialogflowSession(ctx: AppContext, companyId: number, body: TestSessionBody) {
  let jsonContent = body.jsonContent;
  if (jsonContent.includes(MASKED_PRIVATE_KEY)) {
    const email = clientEmailOf(jsonContent);
    const rows = await ctx.db.select({ jsonContent: queueIntegrations.jsonContent }).from(queueIntegrations).where(and(eq(queueIntegrations.companyId, companyId), eq(queueIntegrations.type, 'dialogflow')));
    const match = rows.map((row) => openServiceAccount(ctx.config.jwtSecret, row.jsonContent)).find((plain) => email && clientEmailOf(plain) === email);
    if (match) jsonContent = restoreMaskedKey(jsonContent, match);
  }
  const issues = queueIntegrationIssues({ type: 'dialogflow', urlN8N: '', typebotSlug: '', jsonContent, language: body.language });
  if (Object.keys(issues).length > 0) throw new AppError('ERR_VALIDATION', { extra: { issues } });
  try {
    const reply = await detectIntent({ jsonContent, projectName: body.projectName ?? '', language: body.language, session: `prosa-test-${companyId}-${randomBytes(6).toString('hex')}`, text: body.message ?? DIALOGFLOW_TEST_PHRASE }, ctx.clock.now(), ctx.config);
    return { reply: reply.texts.join('\n'), intent: reply.intent, endConversation: reply.endConversation };
  } catch (error) {
    throw new AppError('ERR_DIALOGFLOW_TEST_FAILED', { extra: { detail: error instanceof Error ? error.message : String(error) } });
  }
}

function clientEmailOf(json: string): string {
  try {
    const email = (JSON.parse(json) as { client_email?: unknown }).client_email;
    return typeof email === 'string' ? email : '';
  } catch {
    return '';
  }
}
