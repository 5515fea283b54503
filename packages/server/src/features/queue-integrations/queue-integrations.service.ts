import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { queueIntegrationIssues, type QueueIntegrationBody } from '@prosa/contract';
import type { z } from 'zod';
import type { queueIntegrationUpdateSchema } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import { queueIntegrations, queues, tickets, whatsapps } from '../../db/schema/index.js';
import type { QueueIntegrationRow } from '../../db/schema/index.js';
import { inCompany } from '../../db/company-scope.js';
import { AppError } from '../../shared/app-error.js';
import { emitQueueIntegrationDeleted, emitQueueIntegrationSaved } from './queue-integrations.events.js';
import { findQueueIntegration } from './queue-integrations.repository.js';

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

/** The record as it will be stored, checked across fields. */
function checked(current: Editable, body: UpdateBody): Editable {
  const defined = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as Partial<Editable>;
  const next: Editable = { ...current, ...defined };
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
    .values({ ...values, companyId, webhookSecret: secretFor(values.type), createdAt: now, updatedAt: now })
    .returning();
  await emitQueueIntegrationSaved(ctx, 'create', row!);
  return row!;
}

export async function updateQueueIntegration(ctx: AppContext, companyId: number, id: number, body: UpdateBody): Promise<QueueIntegrationRow> {
  const row = await ctx.db.transaction(async (tx) => {
    const current = await findQueueIntegration(tx, companyId, id);
    const values = checked(current, body);
    const [updated] = await tx
      .update(queueIntegrations)
      .set({ ...values, webhookSecret: secretFor(values.type, current.webhookSecret), updatedAt: ctx.clock.now() })
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
