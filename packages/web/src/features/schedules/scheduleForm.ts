import { SCHEDULE_TEXT, type Contact, type Schedule, type ScheduleBody } from '@prosa/contract';
import { z } from 'zod';
import { messageKeyForServerText } from '../../forms/validation';

/** The dialog's fields: the seed's rules with the server's own texts, translated. */
export const scheduleFormSchema = z.object({
  contact: z.custom<Contact | null>().refine((contact) => Boolean(contact), messageKeyForServerText(SCHEDULE_TEXT.required)),
  body: z
    .string()
    .refine((text) => text.trim() !== '', messageKeyForServerText(SCHEDULE_TEXT.required))
    .refine((text) => text.trim() === '' || text.trim().length >= 5, messageKeyForServerText(SCHEDULE_TEXT.tooShort)),
  sendAt: z.string().min(1, messageKeyForServerText(SCHEDULE_TEXT.required)),
});
export type ScheduleFormValues = z.infer<typeof scheduleFormSchema>;

export const SCHEDULE_FORM_FIELDS = ['contact', 'body', 'sendAt'] as const;

const pad = (value: number) => String(value).padStart(2, '0');

/** A `datetime-local` value (the browser's clock) for an instant. */
export function localInputValue(instant: Date): string {
  return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}T${pad(instant.getHours())}:${pad(instant.getMinutes())}`;
}

/** A new schedule is due in one hour; an existing one keeps its time. */
export function scheduleFormValues(record: Schedule | undefined, contact: Contact | null, now: Date): ScheduleFormValues {
  return {
    contact,
    body: record?.body ?? '',
    sendAt: localInputValue(record ? new Date(record.sendAt) : new Date(now.getTime() + 3_600_000)),
  };
}

/** The request body: the local time as an ISO instant, so no zone is guessed on the server. */
export function scheduleBody(values: ScheduleFormValues, ticketId: number | undefined): ScheduleBody {
  return { body: values.body.trim(), contactId: values.contact!.id, sendAt: new Date(values.sendAt).toISOString(), ...(ticketId ? { ticketId } : {}) };
}

/** Attachments the server takes. */
export const SCHEDULE_FILE_ACCEPT = '.png,.jpg,.jpeg';
export const isAcceptedImage = (name: string) => /\.(png|jpe?g)$/i.test(name);
