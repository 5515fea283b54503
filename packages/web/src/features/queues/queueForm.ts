import { defaultWeekSchedule, type Queue, type QueueBody, type WeekScheduleEntry } from '@prosa/contract';
import { z } from 'zod';
import { boundedText, MESSAGE_KEYS } from '../../forms/validation';

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^$/, 'queues.form.invalidTime');

/** Name 2 to 50, colour required 3 to 9, greeting optional. */
export const queueFormSchema = z.object({
  name: boundedText(2, 50),
  color: z.string().trim().min(1, MESSAGE_KEYS.required).min(3, MESSAGE_KEYS.tooShort).max(9, MESSAGE_KEYS.tooLong),
  greetingMessage: z.string().max(4096, MESSAGE_KEYS.tooLong),
  outOfHoursMessage: z.string().max(4096, MESSAGE_KEYS.tooLong),
  orderQueue: z.string().regex(/^-?\d{0,7}$/, 'queues.form.invalidNumber'),
  integrationId: z.string(),
  promptId: z.string(),
  schedules: z.array(z.object({ weekday: z.string(), weekdayEn: z.string(), startTime: time, endTime: time })).length(7),
});
export type QueueFormValues = z.infer<typeof queueFormSchema>;

/** Fields the server's `issues` may name. */
export const QUEUE_FORM_FIELDS = ['name', 'color', 'greetingMessage', 'outOfHoursMessage', 'orderQueue', 'schedules'] as const;

/** A new queue starts with the default hours and the given colour. */
export function queueFormValues(record: Queue | undefined, newColor = ''): QueueFormValues {
  return {
    name: record?.name ?? '',
    color: record?.color ?? newColor,
    greetingMessage: record?.greetingMessage ?? '',
    outOfHoursMessage: record?.outOfHoursMessage ?? '',
    orderQueue: record?.orderQueue == null ? '' : String(record.orderQueue),
    integrationId: record?.integrationId ? String(record.integrationId) : '',
    promptId: record?.promptId ? String(record.promptId) : '',
    schedules: record?.schedules.length === 7 ? record.schedules : defaultWeekSchedule(),
  };
}

/**
 * `POST`/`PUT /queue`. The integration and prompt selects exist only when those lists have items;
 * without them the ids are left out, so the stored ones are kept.
 */
export function buildQueueBody(values: QueueFormValues, available: { integrations: boolean; prompts: boolean }): QueueBody {
  return {
    name: values.name.trim(),
    color: values.color.trim(),
    greetingMessage: values.greetingMessage,
    outOfHoursMessage: values.outOfHoursMessage,
    orderQueue: values.orderQueue === '' || values.orderQueue === '-' ? null : Number(values.orderQueue),
    schedules: values.schedules as WeekScheduleEntry[],
    ...(available.integrations ? { integrationId: values.integrationId === '' ? null : Number(values.integrationId) } : {}),
    ...(available.prompts ? { promptId: values.promptId === '' ? null : Number(values.promptId) } : {}),
  };
}
