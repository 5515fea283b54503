import { z } from 'zod';
import { boundedText, flagSchema, idListSchema, integerSchema, refSchema, TEXT } from './common.js';

export const PROVIDERS = ['beta', 'cloud', 'simulator'] as const;
export type ProviderKind = (typeof PROVIDERS)[number];

/** The statuses a connection goes through. */
export const CONNECTION_STATUSES = ['OPENING', 'qrcode', 'PAIRING', 'CONNECTED', 'DISCONNECTED', 'TIMEOUT'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

/** Statuses that raise the side menu's '!' badge. */
export const ALERT_STATUSES: readonly ConnectionStatus[] = ['qrcode', 'PAIRING', 'DISCONNECTED', 'TIMEOUT', 'OPENING'];

const queueRef = z.object({ id: z.number().int(), name: z.string(), color: z.string() });

/** A connection as the API answers it. Secrets only for those who may edit. */
export const whatsappSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  name: z.string(),
  status: z.enum(CONNECTION_STATUSES),
  qrcode: z.string(),
  pairingCode: z.string(),
  retries: z.number().int(),
  statusReason: z.string(),
  isDefault: z.boolean(),
  number: z.string(),
  provider: z.enum(PROVIDERS),
  greetingMessage: z.string(),
  complationMessage: z.string(),
  outOfHoursMessage: z.string(),
  ratingMessage: z.string(),
  expiresInactiveMessage: z.string(),
  expiresTicket: z.number().int(),
  timeUseBotQueues: z.number().int(),
  maxUseBotQueues: z.number().int(),
  timeToTransfer: z.number().int().nullable(),
  transferQueueId: z.number().int().nullable(),
  promptId: z.number().int().nullable(),
  integrationId: z.number().int().nullable(),
  queues: z.array(queueRef),
  /** External API token: only for users who may edit connections. */
  token: z.string().optional(),
  cloudPhoneNumberId: z.string(),
  cloudBusinessAccountId: z.string(),
  cloudAccessToken: z.string().optional(),
  cloudAppSecret: z.string().optional(),
  cloudVerifyToken: z.string().optional(),
  capabilities: z.record(z.string(), z.union([z.boolean(), z.array(z.string())])),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Whatsapp = z.infer<typeof whatsappSchema>;

const optionalText = (max: number) => z.string().max(max, TEXT.tooLong).optional();
const minutes = integerSchema(0, 525_600);
/** The form sends every reference; one left out is cleared like one sent empty. */
const formRef = refSchema.transform((value) => value ?? null);

/** `POST /whatsapp` and `PUT /whatsapp/{id}`: the form fields plus queueIds, transferQueueId, promptId. */
export const whatsappBodySchema = z.object({
  name: boundedText(2, 50),
  provider: z.enum(PROVIDERS).optional(),
  isDefault: flagSchema.optional(),
  greetingMessage: optionalText(4096),
  complationMessage: optionalText(4096),
  outOfHoursMessage: optionalText(4096),
  ratingMessage: optionalText(4096),
  expiresInactiveMessage: optionalText(4096),
  expiresTicket: minutes.optional(),
  timeUseBotQueues: minutes.optional(),
  maxUseBotQueues: integerSchema(0, 100).optional(),
  // null and '' first: `minutes` coerces them to 0, and the client clears the field with null.
  timeToTransfer: z.union([z.null(), z.literal(''), minutes]).optional().transform((v) => (typeof v === 'number' ? v : v === undefined ? undefined : null)),
  transferQueueId: formRef,
  promptId: formRef,
  integrationId: formRef,
  queueIds: idListSchema(200).optional(),
  token: z.string().trim().max(200).optional(),
  cloudPhoneNumberId: optionalText(64),
  cloudBusinessAccountId: optionalText(64),
  cloudAccessToken: optionalText(1024),
  cloudAppSecret: optionalText(256),
  cloudVerifyToken: optionalText(256),
});
export type WhatsappBody = z.input<typeof whatsappBodySchema>;

/** `POST /whatsappsession/{id}` may ask for a pairing code instead of a QR. */
export const startSessionBodySchema = z
  .object({ usePairingCode: flagSchema.optional(), number: z.string().regex(/^\d{8,15}$/, 'digits only, with country code').optional() })
  .nullish();
