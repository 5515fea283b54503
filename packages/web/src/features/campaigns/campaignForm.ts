import { CAMPAIGN_CONFIRMATION_FIELDS, CAMPAIGN_MESSAGE_FIELDS, type Campaign, type CampaignBody } from '@prosa/contract';
import { z } from 'zod';
import { boundedText, MESSAGE_KEYS } from '../../forms/validation';

export type MessageField = (typeof CAMPAIGN_MESSAGE_FIELDS)[number];
export type ConfirmationField = (typeof CAMPAIGN_CONFIRMATION_FIELDS)[number];

const message = z.string().max(4096, MESSAGE_KEYS.tooLong);
/** A select's value: an id, or '' for none. */
const choice = z.union([z.number().int(), z.literal('')]);

/** Name 2 to 50 and at least one message (shown on the first tab, as 'Required'). */
export const campaignFormSchema = z
  .object({
    name: boundedText(2, 50),
    message1: message,
    message2: message,
    message3: message,
    message4: message,
    message5: message,
    confirmationMessage1: message,
    confirmationMessage2: message,
    confirmationMessage3: message,
    confirmationMessage4: message,
    confirmationMessage5: message,
    confirmation: z.boolean(),
    /** `datetime-local` text on the browser's clock, '' for none. */
    scheduledAt: z.string(),
    whatsappId: choice,
    contactListId: choice,
    tagListId: choice,
    fileListId: choice,
  })
  .refine((values) => CAMPAIGN_MESSAGE_FIELDS.some((field) => values[field].trim() !== ''), { message: MESSAGE_KEYS.required, path: ['message1'] });
export type CampaignFormValues = z.infer<typeof campaignFormSchema>;

export const CAMPAIGN_FORM_FIELDS = ['name', ...CAMPAIGN_MESSAGE_FIELDS, ...CAMPAIGN_CONFIRMATION_FIELDS, 'scheduledAt', 'whatsappId', 'contactListId', 'tagListId', 'fileListId'] as const;

const pad = (value: number) => String(value).padStart(2, '0');

/** A `datetime-local` value with seconds, on the browser's clock. */
export function localInputValue(instant: Date): string {
  return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}T${pad(instant.getHours())}:${pad(instant.getMinutes())}:${pad(instant.getSeconds())}`;
}

export function campaignFormValues(record: Campaign | undefined): CampaignFormValues {
  const text = (field: MessageField | ConfirmationField) => record?.[field] ?? '';
  return {
    name: record?.name ?? '',
    message1: text('message1'),
    message2: text('message2'),
    message3: text('message3'),
    message4: text('message4'),
    message5: text('message5'),
    confirmationMessage1: text('confirmationMessage1'),
    confirmationMessage2: text('confirmationMessage2'),
    confirmationMessage3: text('confirmationMessage3'),
    confirmationMessage4: text('confirmationMessage4'),
    confirmationMessage5: text('confirmationMessage5'),
    confirmation: record?.confirmation ?? false,
    scheduledAt: record?.scheduledAt ? localInputValue(new Date(record.scheduledAt)) : '',
    whatsappId: record?.whatsappId ?? '',
    contactListId: record?.contactListId ?? '',
    tagListId: record?.tagListId ?? '',
    fileListId: record?.fileListId ?? '',
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text);
const idOrNull = (value: number | '') => (value === '' ? null : value);

/**
 * The request body: empty texts as null, and the date as an ISO instant of the browser's clock,
 * so the server guesses no time zone.
 */
export function campaignBody(values: CampaignFormValues): CampaignBody {
  const texts = Object.fromEntries([...CAMPAIGN_MESSAGE_FIELDS, ...CAMPAIGN_CONFIRMATION_FIELDS].map((field) => [field, orNull(values[field])]));
  return {
    name: values.name.trim(),
    ...texts,
    confirmation: values.confirmation,
    scheduledAt: values.scheduledAt === '' ? null : new Date(values.scheduledAt).toISOString(),
    whatsappId: idOrNull(values.whatsappId),
    contactListId: idOrNull(values.contactListId),
    tagListId: idOrNull(values.tagListId),
    fileListId: idOrNull(values.fileListId),
  };
}
