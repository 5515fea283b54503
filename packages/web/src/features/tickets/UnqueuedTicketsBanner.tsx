import Alert from '@mui/material/Alert';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyEvent } from '../../realtime/useSocket';
import { ticketKeys, useWaitingWithoutQueue } from './api';
import { unqueuedWarning } from './unqueuedWarning';
import { useNow } from '../../app/useNow';

/** Ticket events come in bursts: the count is asked again once they settle. */
const REFRESH_AFTER_EVENTS_MS = 2000;

/**
 * Admins only: tickets waiting without a queue are seen by admins and users with "ticket without
 * queue" alone, so customers may wait while the agents' lists are empty. Shown once the oldest has
 * waited five minutes.
 */
export function UnqueuedTicketsBanner() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const waiting = useWaitingWithoutQueue(true);
  const nowMs = useNow(30_000);
  const now = useMemo(() => new Date(nowMs), [nowMs]);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  useCompanyEvent('ticket', () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void queryClient.invalidateQueries({ queryKey: ticketKeys.waitingWithoutQueue }), REFRESH_AFTER_EVENTS_MS);
  });

  const warning = unqueuedWarning(waiting.data, now);
  if (!warning) return null;
  return (
    <Alert severity="warning" data-testid="tickets-unqueued-warning" sx={{ borderRadius: 0, py: 0.25 }}>
      {t('ticketList.unqueuedWarning', { count: warning.count, minutes: warning.minutes })}
    </Alert>
  );
}
