import type { QueueIntegration } from '@prosa/contract';
import type { QueueIntegrationRow } from '../../db/schema/index.js';

/** The wire shape of `GET /queueIntegration/{id}` and of the `queueIntegration` events (admins only). */
export function presentQueueIntegration(row: QueueIntegrationRow): QueueIntegration {
  const { createdAt, updatedAt, ...fields } = row;
  return { ...fields, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}
