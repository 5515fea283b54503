import { PROVIDERS, type ProviderKind, type Whatsapp, type WhatsappBody } from '@prosa/contract';
import { z } from 'zod';
import { boundedText, MESSAGE_KEYS } from '../../forms/validation';
import { generateToken } from './generateToken';

/** Field messages are locale keys (see forms/validation.ts). */
export const CONNECTION_MESSAGE_KEYS = {
  minutes: 'connections.validation.minutes',
  maxUses: 'connections.validation.maxUses',
  greetingRequired: 'connections.validation.greetingRequired',
  phoneNumber: 'connections.validation.phoneNumber',
} as const;

/** The contract's limits (whatsappBodySchema): minutes up to one year, bot uses up to 100. */
export const MAX_MINUTES = 525_600;
export const MAX_BOT_USES = 100;
const MAX_MESSAGE = 4096;

/** Number inputs hand over strings; they stay strings in the form and become numbers in the body. */
function wholeNumber(max: number, message: string, required: boolean) {
  return z
    .string()
    .trim()
    .refine((value) => !required || value !== '', MESSAGE_KEYS.required)
    .refine((value) => value === '' || (/^\d+$/.test(value) && Number(value) <= max), message);
}

const message = z.string().max(MAX_MESSAGE, MESSAGE_KEYS.tooLong);
const optionalId = z.string();

/** The connection form: name 2 to 50; the rest follows the contract's body. */
export const connectionFormSchema = z
  .object({
    name: boundedText(2, 50),
    provider: z.enum(PROVIDERS),
    isDefault: z.boolean(),
    greetingMessage: message,
    complationMessage: message,
    outOfHoursMessage: message,
    ratingMessage: message,
    expiresInactiveMessage: message,
    expiresTicket: wholeNumber(MAX_MINUTES, CONNECTION_MESSAGE_KEYS.minutes, true),
    timeUseBotQueues: wholeNumber(MAX_MINUTES, CONNECTION_MESSAGE_KEYS.minutes, true),
    maxUseBotQueues: wholeNumber(MAX_BOT_USES, CONNECTION_MESSAGE_KEYS.maxUses, true),
    timeToTransfer: wholeNumber(MAX_MINUTES, CONNECTION_MESSAGE_KEYS.minutes, false),
    transferQueueId: optionalId,
    promptId: optionalId,
    queueIds: z.array(z.number().int().positive()),
    token: z.string().trim().max(200, MESSAGE_KEYS.tooLong),
    cloudPhoneNumberId: z.string().trim().max(64, MESSAGE_KEYS.tooLong),
    cloudBusinessAccountId: z.string().trim().max(64, MESSAGE_KEYS.tooLong),
    cloudAccessToken: z.string().trim().max(1024, MESSAGE_KEYS.tooLong),
    cloudAppSecret: z.string().trim().max(256, MESSAGE_KEYS.tooLong),
    cloudVerifyToken: z.string().trim().max(256, MESSAGE_KEYS.tooLong),
  })
  .superRefine((values, context) => {
    // ERR_WAPP_GREETING_REQUIRED: with more than one queue the greeting lists them.
    if (values.queueIds.length > 1 && values.greetingMessage.trim() === '') {
      context.addIssue({ code: 'custom', path: ['greetingMessage'], message: CONNECTION_MESSAGE_KEYS.greetingRequired });
    }
    // A Cloud API number cannot work without its id and access token.
    if (values.provider === 'cloud') {
      for (const field of ['cloudPhoneNumberId', 'cloudAccessToken'] as const) {
        if (values[field] === '') context.addIssue({ code: 'custom', path: [field], message: MESSAGE_KEYS.required });
      }
    }
  });

export type ConnectionFormValues = z.input<typeof connectionFormSchema>;

/** Every field name, for putting the server's `issues` under the right input. */
export const CONNECTION_FORM_FIELDS = Object.keys(connectionFormSchema.shape) as (keyof ConnectionFormValues)[];

const idText = (id: number | null | undefined) => (typeof id === 'number' ? String(id) : '');

/** The form's starting values: the record being edited, or the seed's defaults for a new one. */
export function connectionFormValues(record?: Whatsapp, newToken: () => string = generateToken): ConnectionFormValues {
  return {
    name: record?.name ?? '',
    provider: record?.provider ?? 'beta',
    isDefault: record?.isDefault ?? false,
    greetingMessage: record?.greetingMessage ?? '',
    complationMessage: record?.complationMessage ?? '',
    outOfHoursMessage: record?.outOfHoursMessage ?? '',
    ratingMessage: record?.ratingMessage ?? '',
    expiresInactiveMessage: record?.expiresInactiveMessage ?? '',
    expiresTicket: String(record?.expiresTicket ?? 0),
    timeUseBotQueues: String(record?.timeUseBotQueues ?? 0),
    maxUseBotQueues: String(record?.maxUseBotQueues ?? 3),
    timeToTransfer: record?.timeToTransfer === null || record?.timeToTransfer === undefined ? '' : String(record.timeToTransfer),
    transferQueueId: idText(record?.transferQueueId),
    promptId: idText(record?.promptId),
    queueIds: record?.queues.map((queue) => queue.id) ?? [],
    // A new connection gets a token at once; the admin may replace or clear it.
    token: record ? (record.token ?? '') : newToken(),
    cloudPhoneNumberId: record?.cloudPhoneNumberId ?? '',
    cloudBusinessAccountId: record?.cloudBusinessAccountId ?? '',
    cloudAccessToken: record?.cloudAccessToken ?? '',
    cloudAppSecret: record?.cloudAppSecret ?? '',
    cloudVerifyToken: record?.cloudVerifyToken ?? '',
  };
}

export interface PayloadOptions {
  /** The prompt select is shown only when prompts exist; otherwise the stored prompt is left alone. */
  promptsAvailable: boolean;
}

const toId = (text: string) => (text === '' ? null : Number(text));

/** The `POST /whatsapp` / `PUT /whatsapp/{id}` body (form fields plus queueIds, transferQueueId, promptId). */
export function buildWhatsappBody(values: ConnectionFormValues, options: PayloadOptions): WhatsappBody {
  const body: WhatsappBody = {
    name: values.name.trim(),
    provider: values.provider as ProviderKind,
    isDefault: values.isDefault,
    greetingMessage: values.greetingMessage,
    complationMessage: values.complationMessage,
    outOfHoursMessage: values.outOfHoursMessage,
    ratingMessage: values.ratingMessage,
    expiresInactiveMessage: values.expiresInactiveMessage,
    expiresTicket: Number(values.expiresTicket.trim()),
    timeUseBotQueues: Number(values.timeUseBotQueues.trim()),
    maxUseBotQueues: Number(values.maxUseBotQueues.trim()),
    timeToTransfer: values.timeToTransfer.trim() === '' ? null : Number(values.timeToTransfer.trim()),
    transferQueueId: toId(values.transferQueueId),
    queueIds: [...values.queueIds],
    token: values.token.trim(),
    cloudPhoneNumberId: values.cloudPhoneNumberId.trim(),
    cloudBusinessAccountId: values.cloudBusinessAccountId.trim(),
    cloudAccessToken: values.cloudAccessToken.trim(),
    cloudAppSecret: values.cloudAppSecret.trim(),
    cloudVerifyToken: values.cloudVerifyToken.trim(),
  };
  if (options.promptsAvailable) body.promptId = toId(values.promptId);
  return body;
}

/** The pairing-code request's number: digits with the country code (the contract's 8 to 15). */
export const pairingNumberSchema = z.object({
  number: z
    .string()
    .transform((value) => value.replace(/\D/g, ''))
    .pipe(z.string().regex(/^\d{8,15}$/, CONNECTION_MESSAGE_KEYS.phoneNumber)),
});
export type PairingNumberFields = z.input<typeof pairingNumberSchema>;
