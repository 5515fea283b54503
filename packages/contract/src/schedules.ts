import { z } from 'zod';

/** One weekday row of a company or queue schedule. */
export const WEEKDAYS_EN = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export const WEEKDAYS_PT = ['Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado', 'Domingo'] as const;

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^$/, 'HH:MM');

export const weekScheduleEntrySchema = z.object({
  weekday: z.string().max(40),
  weekdayEn: z.enum(WEEKDAYS_EN),
  startTime: time,
  endTime: time,
});
export type WeekScheduleEntry = z.infer<typeof weekScheduleEntrySchema>;

/** Default hours: Monday to Friday 08:00-18:00, Saturday 08:00-12:00, Sunday closed. */
export function defaultWeekSchedule(): WeekScheduleEntry[] {
  return WEEKDAYS_EN.map((weekdayEn, index) => {
    const weekday = WEEKDAYS_PT[index]!;
    if (weekdayEn === 'saturday') return { weekday, weekdayEn, startTime: '08:00', endTime: '12:00' };
    if (weekdayEn === 'sunday') return { weekday, weekdayEn, startTime: '00:00', endTime: '00:00' };
    return { weekday, weekdayEn, startTime: '08:00', endTime: '18:00' };
  });
}
