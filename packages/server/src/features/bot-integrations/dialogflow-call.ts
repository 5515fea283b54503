import { createSign } from 'node:crypto';
import { z } from 'zod';
import { serviceAccountSchema } from '@prosa/contract';
import type { Config } from '../../config/config.js';
import { assertAddressAllowed } from './address-guard.js';
import { botAnswerSchema, type BotOutcome } from './bot-answer.js';
import { WEBHOOK_TIMEOUT_MS } from './webhook-call.js';

/** Where Google answers token requests when a service-account JSON names no `token_uri`. */
const DEFAULT_TOKEN_URI = 'https://oauth2.googleapis.com/token';
const SCOPE = 'https://www.googleapis.com/auth/cloud-platform';
/** A token is used until this long before it expires, so a call never carries one that lapses on the way. */
const TOKEN_MARGIN_MS = 60_000;

type ServiceAccount = z.infer<typeof serviceAccountSchema>;

export function parseServiceAccount(json: string): ServiceAccount {
  if (!json.trim()) throw new Error('the service-account JSON cannot be opened; save the integration again');
  const parsed = serviceAccountSchema.safeParse(JSON.parse(json));
  if (!parsed.success) throw new Error('the service-account JSON is not valid');
  return parsed.data;
}

const tokens = new Map<string, { token: string; expiresAt: number }>();

/** The JWT bearer grant: a claim set signed RS256 with the service account's own key. */
export function signedAssertion(account: ServiceAccount, tokenUri: string, now: Date): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const iat = Math.floor(now.getTime() / 1000);
  const unsigned = `${encode({ alg: 'RS256', typ: 'JWT' })}.${encode({ iss: account.client_email, scope: SCOPE, aud: tokenUri, iat, exp: iat + 3600 })}`;
  const signature = createSign('RSA-SHA256').update(unsigned).sign(account.private_key).toString('base64url');
  return `${unsigned}.${signature}`;
}

const tokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.coerce.number().positive().default(3600) });

/**
 * An access token for the service account, asked for at the JSON's own `token_uri` (a proxy or a
 * test double may stand there) and kept until shortly before it expires.
 */
async function accessToken(account: ServiceAccount, now: Date, config: Pick<Config, 'NODE_ENV' | 'ALLOW_PRIVATE_URLS'>): Promise<string> {
  const tokenUri = account.token_uri || DEFAULT_TOKEN_URI;
  const key = `${account.client_email}|${tokenUri}`;
  const cached = tokens.get(key);
  if (cached && cached.expiresAt - TOKEN_MARGIN_MS > now.getTime()) return cached.token;
  await assertAddressAllowed(tokenUri, config);
  const response = await fetch(tokenUri, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion: signedAssertion(account, tokenUri, now) }).toString(),
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    redirect: 'error',
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`token HTTP ${response.status}`);
  const answer = tokenAnswer.parse(JSON.parse(text));
  tokens.set(key, { token: answer.access_token, expiresAt: now.getTime() + answer.expires_in * 1000 });
  return answer.access_token;
}

const detectAnswer = z.looseObject({
  queryResult: z
    .looseObject({
      fulfillmentText: z.string().optional(),
      fulfillmentMessages: z.array(z.looseObject({ platform: z.string().optional(), text: z.looseObject({ text: z.array(z.string()).optional() }).optional(), payload: z.unknown().optional() })).optional(),
      intent: z.looseObject({ displayName: z.string().optional(), endInteraction: z.boolean().optional() }).optional(),
      diagnosticInfo: z.looseObject({ end_conversation: z.boolean().optional() }).nullish(),
    })
    .default({}),
});

export interface DialogflowReply {
  texts: string[];
  intent: string;
  endConversation: boolean;
  /** What the agent's custom payloads ask of Prosa (transfer, tags, close, handoff), as webhooks may. */
  requests: Pick<BotOutcome, 'transfer' | 'tags' | 'close' | 'handoff'>;
}

/** Custom payloads may ask what a webhook's answer may; anything else in them is ignored. */
const payloadRequests = botAnswerSchema.pick({ transfer: true, tags: true, close: true, handoff: true });

/**
 * One `detectIntent` on Dialogflow ES over REST: the text in the integration's language, in the
 * project named on the integration (else the JSON's), on a session of the caller's choosing.
 */
export async function detectIntent(input: { jsonContent: string; projectName: string; language: string; session: string; text: string }, now: Date, config: Pick<Config, 'NODE_ENV' | 'ALLOW_PRIVATE_URLS' | 'DIALOGFLOW_API_URL'>): Promise<DialogflowReply> {
  const account = parseServiceAccount(input.jsonContent);
  const token = await accessToken(account, now, config);
  const project = encodeURIComponent(input.projectName.trim() || account.project_id);
  const base = config.DIALOGFLOW_API_URL.replace(/\/+$/, '');
  const response = await fetch(`${base}/v2/projects/${project}/agent/sessions/${encodeURIComponent(input.session)}:detectIntent`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    // Dialogflow ES takes at most 256 characters of text per query.
    body: JSON.stringify({ queryInput: { text: { text: input.text.slice(0, 256), languageCode: input.language } } }),
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    redirect: 'error',
  });
  const text = await response.text();
  if (response.status === 401) tokens.delete(`${account.client_email}|${account.token_uri || DEFAULT_TOKEN_URI}`);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const result = detectAnswer.parse(JSON.parse(text)).queryResult;
  const generic = (result.fulfillmentMessages ?? []).filter((message) => !message.platform || message.platform === 'PLATFORM_UNSPECIFIED');
  const texts = generic.flatMap((message) => message.text?.text ?? []).filter((line) => line.trim());
  const requests: DialogflowReply['requests'] = {};
  for (const message of generic) {
    const asked = payloadRequests.safeParse(message.payload);
    if (message.payload !== undefined && asked.success) Object.assign(requests, asked.data);
  }
  return {
    texts: texts.length ? texts : result.fulfillmentText?.trim() ? [result.fulfillmentText] : [],
    intent: result.intent?.displayName ?? '',
    endConversation: result.diagnosticInfo?.end_conversation === true || result.intent?.endInteraction === true,
    requests,
  };
}

/** A Dialogflow turn: the customer's messages as one query on the ticket's session; the end of the conversation hands off. */
export async function callDialogflow(
  integration: { jsonContent: string; projectName: string; language: string },
  ticket: { id: number; companyId: number },
  texts: string[],
  now: Date,
  config: Pick<Config, 'NODE_ENV' | 'ALLOW_PRIVATE_URLS' | 'DIALOGFLOW_API_URL'>,
): Promise<BotOutcome> {
  const text = texts.filter((body) => body.trim()).join('\n');
  // Files without a caption: Dialogflow takes text only, so there is nothing to ask it.
  if (!text) return {};
  const reply = await detectIntent({ ...integration, session: `prosa-${ticket.companyId}-${ticket.id}`, text }, now, config);
  return { replies: reply.texts.map((body) => ({ body })), ...reply.requests, ...(reply.endConversation && !reply.requests.transfer && !reply.requests.close ? { handoff: true } : {}) };
}
