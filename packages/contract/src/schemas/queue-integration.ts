import { z } from 'zod';
import { boundedText, integerSchema, pageNumberSchema, TEXT } from './common.js';

export const QUEUE_INTEGRATION_TYPES = ['dialogflow', 'n8n', 'webhook', 'typebot'] as const;
export type QueueIntegrationType = (typeof QUEUE_INTEGRATION_TYPES)[number];

/** Dialogflow's languages. */
export const DIALOGFLOW_LANGUAGES = ['pt-BR', 'en', 'es'] as const;

/** Validation texts of the integration dialog. */
export const INTEGRATION_TEXT = {
  invalidUrl: 'Informe uma URL http(s) válida',
  invalidServiceAccount: 'JSON de conta de serviço inválido',
  invalidLanguage: 'Idioma inválido',
} as const;

/** A queue integration as the API answers it to admins, its webhook secret included. */
export const queueIntegrationSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  type: z.enum(QUEUE_INTEGRATION_TYPES),
  name: z.string(),
  projectName: z.string(),
  jsonContent: z.string(),
  language: z.string(),
  urlN8N: z.string(),
  typebotSlug: z.string(),
  typebotExpires: z.number().int(),
  typebotDelayMessage: z.number().int(),
  typebotKeywordFinish: z.string(),
  typebotKeywordRestart: z.string(),
  typebotRestartMessage: z.string(),
  typebotUnknownMessage: z.string(),
  webhookSecret: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type QueueIntegration = z.infer<typeof queueIntegrationSchema>;

const text = (max: number) => z.string().max(max, TEXT.tooLong);

/** `POST /queueIntegration` (the seed client's dialog sends every field; unknown ones are ignored). */
export const queueIntegrationBodySchema = z.object({
  type: z.enum(QUEUE_INTEGRATION_TYPES, { error: TEXT.required }),
  name: boundedText(2, 50),
  projectName: text(200).optional(),
  jsonContent: text(20_000).optional(),
  language: text(10).optional(),
  urlN8N: z.string().trim().max(2000, TEXT.tooLong).optional(),
  typebotSlug: text(200).optional(),
  typebotExpires: integerSchema(0, 525_600).optional(),
  typebotDelayMessage: integerSchema(0, 60_000).optional(),
  typebotKeywordFinish: text(100).optional(),
  typebotKeywordRestart: text(100).optional(),
  typebotRestartMessage: text(4000).optional(),
  typebotUnknownMessage: text(4000).optional(),
});
export type QueueIntegrationBody = z.output<typeof queueIntegrationBodySchema>;

/** `PUT /queueIntegration/{id}`: the same fields; what is left out keeps its stored value. */
export const queueIntegrationUpdateSchema = queueIntegrationBodySchema.partial();

/** The phrase a session test sends when the dialog names none. */
export const DIALOGFLOW_TEST_PHRASE = 'Oi';

/** `POST /queueIntegration/testSession`: the dialog's Dialogflow fields as typed, and optionally the phrase to try. */
export const queueIntegrationTestSessionSchema = z.object({
  projectName: text(200).optional(),
  jsonContent: text(20_000),
  language: text(10),
  message: z.string().trim().min(1, TEXT.required).max(256, TEXT.tooLong).optional(),
});

/** What the agent answered to the test phrase. */
export const queueIntegrationTestSessionAnswerSchema = z.object({ reply: z.string(), intent: z.string(), endConversation: z.boolean() });
export type QueueIntegrationTestSessionAnswer = z.infer<typeof queueIntegrationTestSessionAnswerSchema>;

export const queueIntegrationListQuerySchema = z.object({ searchParam: z.string().max(200).optional(), pageNumber: pageNumberSchema });
export const queueIntegrationPageSchema = z.object({ queueIntegrations: z.array(queueIntegrationSchema), count: z.number().int(), hasMore: z.boolean() });

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The fields of a Google service-account key Prosa needs to sign its token request. */
export const serviceAccountSchema = z.object({
  type: z.literal('service_account'),
  project_id: z.string().min(1),
  private_key: z.string().includes('PRIVATE KEY'),
  client_email: z.string().min(1),
  token_uri: z.string().optional(),
});

/**
 * The checks across fields, on the record as it will be stored: n8n, webhook and Typebot need an
 * http(s) address (Typebot also its slug); Dialogflow a service-account JSON and one of its
 * languages. Answers field → seed-style text, empty when the record may be saved.
 */
export function queueIntegrationIssues(record: Pick<QueueIntegration, 'type' | 'urlN8N' | 'typebotSlug' | 'jsonContent' | 'language'>): Record<string, string> {
  const issues: Record<string, string> = {};
  if (record.type === 'dialogflow') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(record.jsonContent);
    } catch {
      parsed = undefined;
    }
    if (!serviceAccountSchema.safeParse(parsed).success) issues.jsonContent = INTEGRATION_TEXT.invalidServiceAccount;
    if (!(DIALOGFLOW_LANGUAGES as readonly string[]).includes(record.language)) issues.language = INTEGRATION_TEXT.invalidLanguage;
    return issues;
  }
  if (!isHttpUrl(record.urlN8N)) issues.urlN8N = INTEGRATION_TEXT.invalidUrl;
  if (record.type === 'typebot' && !record.typebotSlug.trim()) issues.typebotSlug = TEXT.required;
  return issues;
}
