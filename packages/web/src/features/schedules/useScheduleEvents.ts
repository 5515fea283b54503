import { useQueryClient } from '@tanstack/react-query';
import { useCompanyEvent } from '../../realtime/useSocket';
import { scheduleKeys } from './api';

/**
 * `company-{id}-schedule`: a schedule created, moved, sent or deleted elsewhere (another tab, a
 * colleague, the sender) re-reads the calendar's range, whose filter only the server applies.
 */
export function useScheduleEvents(): void {
  const queryClient = useQueryClient();
  useCompanyEvent('schedule', () => {
    void queryClient.invalidateQueries({ queryKey: scheduleKeys.all });
  });
}
