import type { Config } from '../../config/config.js';
import type { QueueIntegrationRow } from '../../db/schema/index.js';
import { assertAddressAllowed } from './address-guard.js';
import { parseBotAnswer, type BotAnswer } from './bot-answer.js';
import { signatureHeader } from './webhook-signature.js';

/** The documented event an n8n or webhook integration receives for a bot turn. */
export interface BotTurnEvent {
  event: 'message';
  companyId: number;
  /** The customer's messages since the last turn, oldest first (typed within the debounce). */
  messages: { id: number; body: string; mediaType: string; createdAt: string }[];
  contact: { id: number; name: string; number: string };
  ticket: { id: number; status: string; queueId: number | null };
  connection: { id: number; name: string };
}

/** A slow service never holds the job runner: each call has this long. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** Posts the turn, signed, and reads the answer; any failure (address, network, status, body) throws. */
export async function callWebhook(integration: QueueIntegrationRow, event: BotTurnEvent, now: Date, config: Pick<Config, 'NODE_ENV' | 'ALLOW_PRIVATE_URLS'>): Promise<BotAnswer> {
  await assertAddressAllowed(integration.urlN8N, config);
  const body = JSON.stringify(event);
  const response = await fetch(integration.urlN8N, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-prosa-event': event.event, 'x-prosa-signature': signatureHeader(integration.webhookSecret, body, now) },
    body,
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    redirect: 'error',
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return parseBotAnswer(text);
}
