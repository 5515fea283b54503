import { useQueryClient } from '@tanstack/react-query';
import { useAnnouncementEvent } from '../../realtime/useSocket';
import { patchAnnouncements } from './api';

/**
 * `company-announcement`, the one channel every company hears (the super user's announcements),
 * mounted once by the layout so the bell is live on every page.
 */
export function useAnnouncementEvents(): void {
  const queryClient = useQueryClient();
  useAnnouncementEvent((event) => {
    patchAnnouncements(queryClient, event.action === 'delete' ? { kind: 'removed', id: event.id } : { kind: 'saved', record: event.record });
  });
}
