import type { AppContext } from '../../app-context.js';
import type { QueueIntegrationRow } from '../../db/schema/index.js';
import { adminIds } from '../quick-messages/quick-messages.repository.js';
import { presentQueueIntegration } from './queue-integration.presenter.js';

/**
 * `company-{id}-queueIntegration` to the company's admins only: the record carries
 * the webhook secret and the service-account JSON, which only admins manage.
 */
export async function emitQueueIntegrationSaved(ctx: AppContext, action: 'create' | 'update', row: QueueIntegrationRow): Promise<void> {
  const payload = { action, queueIntegration: presentQueueIntegration(row, ctx.config.jwtSecret) };
  for (const userId of await adminIds(ctx.db, row.companyId)) ctx.realtime.toUser(row.companyId, userId, 'queueIntegration', payload);
}

export async function emitQueueIntegrationDeleted(ctx: AppContext, companyId: number, integrationId: number): Promise<void> {
  for (const userId of await adminIds(ctx.db, companyId)) ctx.realtime.toUser(companyId, userId, 'queueIntegration', { action: 'delete', integrationId });
}
