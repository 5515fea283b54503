import { z } from 'zod';
import { boundedText, instantSchema, noneSchema, idSchema, integerSchema, flagSchema, pageNumberSchema, TEXT } from './common.js';

export const CAMPAIGN_STATUSES = ['INATIVA', 'PROGRAMADA', 'EM_ANDAMENTO', 'CANCELADA', 'FINALIZADA'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** The seed's labels of each status. */
export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  INATIVA: 'Inativa',
  PROGRAMADA: 'Programada',
  EM_ANDAMENTO: 'Em Andamento',
  CANCELADA: 'Cancelada',
  FINALIZADA: 'Finalizada',
};

export const CAMPAIGN_MESSAGE_FIELDS = ['message1', 'message2', 'message3', 'message4', 'message5'] as const;
export const CAMPAIGN_CONFIRMATION_FIELDS = ['confirmationMessage1', 'confirmationMessage2', 'confirmationMessage3', 'confirmationMessage4', 'confirmationMessage5'] as const;

/** How far ahead a scheduled campaign must be to stay editable. */
export const CAMPAIGN_EDIT_LEAD_MS = 60 * 60 * 1000;

/**
 * Editable when INATIVA, or PROGRAMADA more than an hour before its time. A CANCELADA
 * campaign is otherwise read-only but still saves its message texts.
 */
export function campaignEditability(campaign: { status: CampaignStatus; scheduledAt: string | Date | null }, now: Date): 'full' | 'messages' | 'none' {
  if (campaign.status === 'INATIVA') return 'full';
  if (campaign.status === 'PROGRAMADA' && campaign.scheduledAt !== null && new Date(campaign.scheduledAt).getTime() - now.getTime() > CAMPAIGN_EDIT_LEAD_MS) return 'full';
  if (campaign.status === 'CANCELADA') return 'messages';
  return 'none';
}

export const campaignReportSchema = z.object({
  validContacts: z.number().int(),
  delivered: z.number().int(),
  confirmationRequested: z.number().int(),
  confirmed: z.number().int(),
  failed: z.number().int(),
  optedOut: z.number().int(),
});
export type CampaignReport = z.infer<typeof campaignReportSchema>;

const named = z.object({ id: z.number().int(), name: z.string() }).nullable();
const text = z.string().nullable();

/** A campaign as the API answers it; `report` only on `GET /campaigns/{id}`. */
export const campaignSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  name: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  confirmation: z.boolean(),
  message1: text,
  message2: text,
  message3: text,
  message4: text,
  message5: text,
  confirmationMessage1: text,
  confirmationMessage2: text,
  confirmationMessage3: text,
  confirmationMessage4: text,
  confirmationMessage5: text,
  scheduledAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  whatsappId: z.number().int().nullable(),
  contactListId: z.number().int().nullable(),
  tagListId: z.number().int().nullable(),
  fileListId: z.number().int().nullable(),
  mediaPath: z.string().nullable(),
  mediaName: z.string().nullable(),
  contactList: named,
  whatsapp: named,
  createdAt: z.string(),
  updatedAt: z.string(),
  report: campaignReportSchema.optional(),
});
export type Campaign = z.infer<typeof campaignSchema>;

/** Optional message text: empty or blank is "no message" (the seed's client sends '' or null). */
const optionalText = z
  .union([z.string().max(4096, TEXT.tooLong), z.null()])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === null || !value.trim() ? null : value));

/** The seed client's `"Nenhuma"` (and every usual none) for an optional list. */
const listRef = z.union([z.literal('Nenhuma').transform((): null => null), noneSchema, idSchema]).optional();

/** ISO 8601 with an offset, or the seed's 'YYYY-MM-DD HH:mm:ss' (read in the company's time zone); none clears it. */
const scheduledAtSchema = z.union([noneSchema, instantSchema]).optional();

const messageShape = Object.fromEntries([...CAMPAIGN_MESSAGE_FIELDS, ...CAMPAIGN_CONFIRMATION_FIELDS].map((field) => [field, optionalText])) as Record<
  (typeof CAMPAIGN_MESSAGE_FIELDS)[number] | (typeof CAMPAIGN_CONFIRMATION_FIELDS)[number],
  typeof optionalText
>;

/** `POST /campaigns`, `PUT /campaigns/{id}` (name 2 to 50, at least one message). */
export const campaignBodySchema = z
  .object({
    name: boundedText(2, 50),
    ...messageShape,
    confirmation: flagSchema.optional(),
    scheduledAt: scheduledAtSchema,
    whatsappId: listRef,
    contactListId: listRef,
    tagListId: listRef,
    fileListId: listRef,
    status: z.unknown().optional(),
    companyId: z.unknown().optional(),
    mediaPath: z.unknown().optional(),
    mediaName: z.unknown().optional(),
  })
  .refine((body) => CAMPAIGN_MESSAGE_FIELDS.some((field) => typeof body[field] === 'string'), { message: TEXT.required, path: ['message1'] });
export type CampaignBody = z.input<typeof campaignBodySchema>;

export const campaignListQuerySchema = z.object({ searchParam: z.string().max(200, TEXT.tooLong).optional(), pageNumber: pageNumberSchema });
export const campaignPageSchema = z.object({ records: z.array(campaignSchema), count: z.number().int(), hasMore: z.boolean() });
export type CampaignPage = z.infer<typeof campaignPageSchema>;

/** Seconds the server accepts for each interval setting. */
export const CAMPAIGN_INTERVAL_MAX = 3600;
export const DEFAULT_CAMPAIGN_SETTINGS = { messageInterval: 20, longerIntervalAfter: 20, greaterInterval: 60, variables: [] as { key: string; value: string }[], optOutWords: ['SAIR', 'PARAR', 'STOP'] };
/** The choices the settings page offers. */
export const MESSAGE_INTERVAL_CHOICES = [0, 5, 10, 15, 20] as const;
export const LONGER_INTERVAL_CHOICES = [0, 1, 5, 10, 15, 20, 30, 40, 60, 80, 100, 120] as const;

const variableSchema = z.object({ key: z.string().trim().min(1, TEXT.required).max(50, TEXT.tooLong).regex(/^[\p{L}\p{N}_-]+$/u, 'Invalid key'), value: z.string().max(1000, TEXT.tooLong) });
const seconds = integerSchema(0, CAMPAIGN_INTERVAL_MAX);

/** `POST /campaign-settings` {settings: {...}}: each key optional, absent keeps the stored value. */
export const campaignSettingsBodySchema = z.object({
  settings: z.object({
    messageInterval: seconds.optional(),
    longerIntervalAfter: seconds.optional(),
    greaterInterval: seconds.optional(),
    variables: z.array(variableSchema).max(100, TEXT.tooLong).optional(),
    optOutWords: z.array(z.string().trim().min(1, TEXT.required).max(50, TEXT.tooLong)).max(50, TEXT.tooLong).optional(),
  }),
});

export const campaignSettingsSchema = z.object({
  messageInterval: z.number().int(),
  longerIntervalAfter: z.number().int(),
  greaterInterval: z.number().int(),
  variables: z.array(z.object({ key: z.string(), value: z.string() })),
  optOutWords: z.array(z.string()),
});
export type CampaignSettings = z.infer<typeof campaignSettingsSchema>;
/** `GET /campaign-settings`: the seed's list of key and value. */
export const campaignSettingListSchema = z.array(z.object({ key: z.string(), value: z.unknown() }));
