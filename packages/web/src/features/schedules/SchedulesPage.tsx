import type { Schedule } from '@prosa/contract';
import { useState } from 'react';
import { Views, type View } from 'react-big-calendar';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { toastApiError } from '../../api/toastApiError';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog';
import { normaliseSearch } from '../../lists/pagedCache';
import { useDebouncedValue } from '../../lists/useDebouncedValue';
import { ListToolbar } from '../tags/ListToolbar';
import { useContact, useDeleteSchedule, useSchedulesInRange } from './api';
import { visibleRange } from './calendarLocalizer';
import { ScheduleCalendar } from './ScheduleCalendar';
import { ScheduleDialog } from './ScheduleDialog';
import { useScheduleEvents } from './useScheduleEvents';

type Editing = { open: false } | { open: true; record: Schedule | undefined };

/** Schedules: a calendar of the caller's schedules (admins and supervisors: all). */
export function SchedulesPage() {
  const { t } = useTranslation();
  useScheduleEvents();
  const [params, setParams] = useSearchParams();
  const contactParam = Number(params.get('contactId'));
  const contactId = Number.isInteger(contactParam) && contactParam > 0 ? contactParam : undefined;
  const linkedContact = useContact(contactId);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(normaliseSearch(searchText));
  const [date, setDate] = useState(() => new Date());
  const [view, setView] = useState<View>(Views.MONTH);
  const range = visibleRange(date);
  const schedules = useSchedulesInRange(range.from, range.to, search);
  const remove = useDeleteSchedule();
  const [editing, setEditing] = useState<Editing>({ open: false });
  const [deleting, setDeleting] = useState<Schedule | undefined>(undefined);

  const closeDialog = () => {
    setEditing({ open: false });
    if (contactId !== undefined) setParams({}, { replace: true });
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(t('schedules.deleted'));
      setDeleting(undefined);
    } catch (error) {
      toastApiError(error);
    }
  };

  // `?contactId=` opens the add dialog for that contact once it is loaded.
  const linkedOpen = contactId !== undefined && linkedContact.data !== undefined && !editing.open;
  return (
    <>
      <ListToolbar
        title={`${t('menu.schedules')} (${schedules.data?.count ?? 0})`}
        search={searchText}
        searchLabel={t('schedules.search')}
        addLabel={t('schedules.add')}
        testIdPrefix="schedules"
        onSearch={setSearchText}
        onAdd={() => setEditing({ open: true, record: undefined })}
      />
      <ScheduleCalendar
        schedules={schedules.data?.schedules ?? []}
        date={date}
        view={view}
        onNavigate={setDate}
        onView={setView}
        onEdit={(record) => setEditing({ open: true, record })}
        onDelete={setDeleting}
      />
      {(editing.open || linkedOpen) && <ScheduleDialog record={editing.open ? editing.record : undefined} contact={editing.open ? null : (linkedContact.data ?? null)} onClose={closeDialog} />}
      <ConfirmDeleteDialog
        open={deleting !== undefined}
        title={t('schedules.deleteTitle', { name: deleting?.contact.name ?? '' })}
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(undefined)}
      />
    </>
  );
}
