import type { Whatsapp } from '@prosa/contract';
import type { WhatsappRow } from '../../db/schema/index.js';
import { capabilitiesOf } from '../../providers/capabilities.js';

type QueueRef = { id: number; name: string; color: string };

/**
 * The connection's wire shape. Secrets (the external API token and Cloud API
 * credentials) only go to users who may edit connections; socket payloads never carry them.
 */
export function presentWhatsapp(row: WhatsappRow, queues: QueueRef[], options: { withSecrets: boolean }): Whatsapp {
  const secrets = options.withSecrets
    ? { token: row.token, cloudAccessToken: row.cloudAccessToken, cloudAppSecret: row.cloudAppSecret, cloudVerifyToken: row.cloudVerifyToken }
    : {};
  return {
    id: row.id,
    companyId: row.companyId,
    name: row.name,
    status: row.status,
    qrcode: row.qrcode,
    pairingCode: row.pairingCode,
    retries: row.retries,
    statusReason: row.statusReason,
    isDefault: row.isDefault,
    number: row.number,
    provider: row.provider,
    greetingMessage: row.greetingMessage,
    complationMessage: row.complationMessage,
    outOfHoursMessage: row.outOfHoursMessage,
    ratingMessage: row.ratingMessage,
    expiresInactiveMessage: row.expiresInactiveMessage,
    expiresTicket: row.expiresTicket,
    timeUseBotQueues: row.timeUseBotQueues,
    maxUseBotQueues: row.maxUseBotQueues,
    timeToTransfer: row.timeToTransfer,
    transferQueueId: row.transferQueueId,
    promptId: row.promptId,
    integrationId: row.integrationId,
    queues,
    cloudPhoneNumberId: row.cloudPhoneNumberId,
    cloudBusinessAccountId: row.cloudBusinessAccountId,
    ...secrets,
    capabilities: { ...capabilitiesOf(row.provider) },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
