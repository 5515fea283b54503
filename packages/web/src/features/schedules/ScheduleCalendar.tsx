import Box from '@mui/material/Box';
import type { Schedule } from '@prosa/contract';
import { useMemo } from 'react';
import { Calendar, Views, type View } from 'react-big-calendar';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import { useTranslation } from 'react-i18next';
import { calendarCulture, calendarLocalizer } from './calendarLocalizer';
import { ScheduleEvent } from './ScheduleEvent';

interface CalendarEntry {
  title: string;
  start: Date;
  end: Date;
  schedule: Schedule;
}

interface ScheduleCalendarProps {
  schedules: readonly Schedule[];
  date: Date;
  view: View;
  onNavigate: (date: Date) => void;
  onView: (view: View) => void;
  onEdit: (schedule: Schedule) => void;
  onDelete: (schedule: Schedule) => void;
}

const STATUS_COLOURS: Record<Schedule['status'], string> = { PENDENTE: '#3174ad', ENVIADA: '#2e7d32', ERRO: '#c62828' };

/** Month, week and day views in the user's language; each schedule sits at its `sendAt`. */
export function ScheduleCalendar({ schedules, date, view, onNavigate, onView, onEdit, onDelete }: ScheduleCalendarProps) {
  const { t, i18n } = useTranslation();
  const events = useMemo<CalendarEntry[]>(
    () => schedules.map((schedule) => ({ title: schedule.contact.name, start: new Date(schedule.sendAt), end: new Date(new Date(schedule.sendAt).getTime() + 15 * 60_000), schedule })),
    [schedules],
  );
  const messages = useMemo(
    () => ({
      today: t('schedules.calendar.today'),
      previous: t('schedules.calendar.previous'),
      next: t('schedules.calendar.next'),
      month: t('schedules.calendar.month'),
      week: t('schedules.calendar.week'),
      day: t('schedules.calendar.day'),
      agenda: t('schedules.calendar.agenda'),
      date: t('schedules.calendar.date'),
      time: t('schedules.calendar.time'),
      event: t('schedules.calendar.event'),
      noEventsInRange: t('schedules.calendar.empty'),
      showMore: (count: number) => t('schedules.calendar.more', { count }),
    }),
    [t],
  );
  return (
    <Box sx={{ height: { xs: 560, md: 'calc(100vh - 220px)' }, minHeight: 480 }} data-testid="schedules-calendar">
      <Calendar<CalendarEntry>
        localizer={calendarLocalizer}
        culture={calendarCulture(i18n.language)}
        messages={messages}
        events={events}
        date={date}
        view={view}
        views={[Views.MONTH, Views.WEEK, Views.DAY]}
        onNavigate={onNavigate}
        onView={onView}
        onSelectEvent={(entry) => onEdit(entry.schedule)}
        eventPropGetter={(entry) => ({ style: { backgroundColor: STATUS_COLOURS[entry.schedule.status] } })}
        components={{ event: ({ event }) => <ScheduleEvent schedule={event.schedule} onEdit={onEdit} onDelete={onDelete} /> }}
        popup
      />
    </Box>
  );
}
