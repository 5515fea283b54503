import { PROMPT_TEXT, type Prompt } from '@prosa/contract';
import { z } from 'zod';

export interface PromptFormValues {
  name: string;
  apiKey: string;
  prompt: string;
  queueId: string;
  voice: string;
  voiceKey: string;
  voiceRegion: string;
  temperature: string;
  maxTokens: string;
  maxMessages: string;
  model: string;
  baseUrl: string;
}

/** On submit a queue is required: 'Informe o setor'; name, prompt and (new) key too. */
export function promptFormSchema(creating: boolean) {
  const required = z.string().trim().min(1, 'Required');
  return z
    .object({
      name: required.max(100, 'Too Long!'),
      prompt: required,
      queueId: z.string().min(1, PROMPT_TEXT.queueRequired),
      apiKey: creating ? required : z.string(),
    })
    .loose();
}

export function promptFormValues(record: Prompt | undefined): PromptFormValues {
  return {
    name: record?.name ?? '',
    apiKey: record?.apiKey ?? '',
    prompt: record?.prompt ?? '',
    queueId: record?.queueId ? String(record.queueId) : '',
    voice: record?.voice ?? 'texto',
    voiceKey: record?.voiceKey ?? '',
    voiceRegion: record?.voiceRegion ?? '',
    temperature: String(record?.temperature ?? 1),
    maxTokens: String(record?.maxTokens ?? 100),
    maxMessages: String(record?.maxMessages ?? 10),
    model: record?.model ?? '',
    baseUrl: record?.baseUrl ?? '',
  };
}

/** The body sent: the key only when typed anew (the masked value the server showed keeps the stored one). */
export function promptBody(values: PromptFormValues, record: Prompt | undefined): Record<string, unknown> {
  const { apiKey, ...rest } = values;
  const body: Record<string, unknown> = { ...rest, name: values.name.trim(), queueId: values.queueId };
  if (!record || apiKey !== record.apiKey) body.apiKey = apiKey.trim();
  return body;
}

export const PROMPT_FORM_FIELDS = ['name', 'apiKey', 'prompt', 'queueId', 'voice', 'voiceKey', 'voiceRegion', 'temperature', 'maxTokens', 'maxMessages', 'model', 'baseUrl'] as const;
