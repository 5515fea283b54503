import { z } from 'zod';
import { WEEKDAYS_EN, weekScheduleEntrySchema } from '../schedules.js';

/** `PUT /settings/{key}` `{ key, value }`; the path names the key, the body's is ignored. */
export const updateSettingBodySchema = z.object({
  key: z.string().max(100).optional(),
  /** Flag-like settings also take a boolean, written in the key's own words. */
  value: z.union([z.string({ error: 'Required' }).max(2000), z.boolean()], { error: 'Required' }),
});
export const settingKeyParams = z.object({ key: z.string().min(1).max(100) });

const closed = (start: string, end: string) => (start === '' && end === '') || (start === '00:00' && end === '00:00');

/**
 * `PUT /companies/{id}/schedules`: the seven weekdays once each; a day is closed with
 * both times empty or both 00:00, otherwise it ends after it starts.
 */
export const companySchedulesBodySchema = z.object({
  schedules: z
    .array(weekScheduleEntrySchema)
    .length(7, 'Informe os sete dias da semana')
    .superRefine((entries, ctx) => {
      const seen = new Set(entries.map((entry) => entry.weekdayEn));
      if (seen.size !== WEEKDAYS_EN.length) ctx.addIssue({ code: 'custom', message: 'Informe os sete dias da semana' });
      entries.forEach((entry, index) => {
        if (!closed(entry.startTime, entry.endTime) && !(entry.startTime && entry.endTime && entry.endTime > entry.startTime)) {
          ctx.addIssue({ code: 'custom', path: [index, 'endTime'], message: 'O horário final deve ser depois do inicial' });
        }
      });
    }),
});
export type CompanySchedulesBody = z.infer<typeof companySchedulesBodySchema>;

export const companySchedulesSchema = z.array(weekScheduleEntrySchema);
