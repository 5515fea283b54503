import type { QueueIntegration } from '@prosa/contract';
import type { QueueIntegrationRow } from '../../db/schema/index.js';
import { maskedServiceAccount, openServiceAccount } from '../bot-integrations/service-account-key.js';

/**
 * The wire shape of `GET /queueIntegration/{id}` and of the `queueIntegration` events (admins only):
 * the service-account JSON opened for editing, its private key masked.
 */
export function presentQueueIntegration(row: QueueIntegrationRow, serverSecret: string): QueueIntegration {
  const { createdAt, updatedAt, jsonContent, ...fields } = row;
  return { ...fields, jsonContent: maskedServiceAccount(openServiceAccount(serverSecret, jsonContent)), createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}
