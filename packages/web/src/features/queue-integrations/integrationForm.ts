import { boundedText, QUEUE_INTEGRATION_TYPES, type QueueIntegration, type QueueIntegrationType } from '@prosa/contract';
import { z } from 'zod';

/** The dialog's values: every field of every type as text, shown or hidden by the type. */
export interface IntegrationFormValues {
  type: QueueIntegrationType;
  name: string;
  projectName: string;
  jsonContent: string;
  language: string;
  urlN8N: string;
  typebotSlug: string;
  typebotExpires: string;
  typebotDelayMessage: string;
  typebotKeywordFinish: string;
  typebotKeywordRestart: string;
  typebotRestartMessage: string;
  typebotUnknownMessage: string;
}

/** Name required, 2 to 50; the server checks addresses and the service-account JSON. */
export const integrationFormSchema = z.object({
  type: z.enum(QUEUE_INTEGRATION_TYPES),
  name: boundedText(2, 50),
}).loose();

export function integrationFormValues(record: QueueIntegration | undefined): IntegrationFormValues {
  return {
    type: record?.type ?? 'typebot',
    name: record?.name ?? '',
    projectName: record?.projectName ?? '',
    jsonContent: record?.jsonContent ?? '',
    language: record?.language || 'pt-BR',
    urlN8N: record?.urlN8N ?? '',
    typebotSlug: record?.typebotSlug ?? '',
    typebotExpires: String(record?.typebotExpires ?? 1),
    typebotDelayMessage: String(record?.typebotDelayMessage ?? 1000),
    typebotKeywordFinish: record?.typebotKeywordFinish ?? '',
    typebotKeywordRestart: record?.typebotKeywordRestart ?? '',
    typebotRestartMessage: record?.typebotRestartMessage ?? '',
    typebotUnknownMessage: record?.typebotUnknownMessage ?? '',
  };
}

/** The body sent: for n8n, webhook and Typebot the project is named after the integration. */
export function integrationBody(values: IntegrationFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = { type: values.type, name: values.name.trim() };
  if (values.type === 'dialogflow') return { ...body, projectName: values.projectName.trim(), jsonContent: values.jsonContent, language: values.language };
  body.projectName = body.name;
  body.urlN8N = values.urlN8N.trim();
  if (values.type !== 'typebot') return body;
  return {
    ...body,
    typebotSlug: values.typebotSlug.trim(),
    typebotExpires: values.typebotExpires.trim() || '0',
    typebotDelayMessage: values.typebotDelayMessage.trim() || '0',
    typebotKeywordFinish: values.typebotKeywordFinish,
    typebotKeywordRestart: values.typebotKeywordRestart,
    typebotRestartMessage: values.typebotRestartMessage,
    typebotUnknownMessage: values.typebotUnknownMessage,
  };
}

export const INTEGRATION_FORM_FIELDS = ['name', 'projectName', 'jsonContent', 'language', 'urlN8N', 'typebotSlug', 'typebotExpires', 'typebotDelayMessage'] as const;
