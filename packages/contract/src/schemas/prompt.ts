import { z } from 'zod';
import { boundedText, idSchema, integerSchema, noneSchema, pageNumberSchema, TEXT } from './common.js';
import { isHttpUrl } from './queue-integration.js';

/** The voices a prompt may answer with: text, or one of Azure's pt-BR neural voices. */
export const PROMPT_VOICES = [
  'texto',
  'pt-BR-FranciscaNeural',
  'pt-BR-AntonioNeural',
  'pt-BR-BrendaNeural',
  'pt-BR-DonatoNeural',
  'pt-BR-ElzaNeural',
  'pt-BR-FabioNeural',
  'pt-BR-GiovannaNeural',
  'pt-BR-HumbertoNeural',
  'pt-BR-JulioNeural',
  'pt-BR-LeilaNeural',
  'pt-BR-LeticiaNeural',
  'pt-BR-ManuelaNeural',
  'pt-BR-NicolauNeural',
  'pt-BR-ValerioNeural',
  'pt-BR-YaraNeural',
] as const;

/** The model a prompt uses when none is given: a current small chat model. */
export const DEFAULT_PROMPT_MODEL = 'gpt-4o-mini';

export const PROMPT_TEXT = { queueRequired: 'Informe o setor', invalidUrl: 'Informe uma URL http(s) válida' } as const;

const MASK = '••••••••';

/** How a stored API key is shown: never in full, its last four characters to tell keys apart. */
export function maskSecret(secret: string): string {
  return secret.length > 12 ? `${MASK}${secret.slice(-4)}` : MASK;
}

/** A value the client sent back as it was shown (masked): the stored key is kept. */
export function isMaskedSecret(value: string): boolean {
  return value.startsWith(MASK);
}

/** A prompt as the API answers it, the key masked. */
export const promptSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  name: z.string(),
  prompt: z.string(),
  queueId: z.number().int().nullable(),
  queue: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  apiKey: z.string(),
  model: z.string(),
  baseUrl: z.string(),
  voice: z.string(),
  voiceKey: z.string(),
  voiceRegion: z.string(),
  maxTokens: z.number().int(),
  temperature: z.number(),
  maxMessages: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Prompt = z.infer<typeof promptSchema>;

const temperatureSchema = z
  .union([z.number(), z.string().trim().regex(/^\d+(\.\d+)?$/, 'Invalid number').transform(Number)], { error: 'Invalid number' })
  .pipe(z.number().min(0, 'Invalid number').max(2, 'Invalid number'));

/** The queue a prompt answers on is required: 'Informe o setor'. */
const promptQueueSchema = z.union([noneSchema, idSchema], { error: PROMPT_TEXT.queueRequired }).refine((id) => id !== null, PROMPT_TEXT.queueRequired);

const baseUrlSchema = z
  .string()
  .trim()
  .max(2000, TEXT.tooLong)
  .refine((url) => url === '' || isHttpUrl(url), PROMPT_TEXT.invalidUrl);

/** `POST /prompt`. `apiKey` is required when creating (the service checks it: a PUT may omit it). */
export const promptBodySchema = z.object({
  name: boundedText(1, 100),
  prompt: z.string({ error: TEXT.required }).trim().min(1, TEXT.required).max(20_000, TEXT.tooLong),
  queueId: promptQueueSchema,
  apiKey: z.string().trim().max(500, TEXT.tooLong).optional(),
  model: z.string().trim().max(100, TEXT.tooLong).optional(),
  baseUrl: baseUrlSchema.optional(),
  voice: z.enum(PROMPT_VOICES).optional(),
  voiceKey: z.string().trim().max(500, TEXT.tooLong).optional(),
  voiceRegion: z.string().trim().max(100, TEXT.tooLong).optional(),
  maxTokens: integerSchema(1, 100_000).optional(),
  temperature: temperatureSchema.optional(),
  maxMessages: integerSchema(1, 100).optional(),
});
export type PromptBody = z.output<typeof promptBodySchema>;

/** `PUT /prompt/{id}`: the same fields; left out, or the key sent back masked, keeps what is stored. */
export const promptUpdateSchema = promptBodySchema.partial();

export const promptListQuerySchema = z.object({ searchParam: z.string().max(200).optional(), pageNumber: pageNumberSchema });
export const promptPageSchema = z.object({ prompts: z.array(promptSchema), count: z.number().int(), hasMore: z.boolean() });
