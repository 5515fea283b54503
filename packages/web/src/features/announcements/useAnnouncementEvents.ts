import { ANNOUNCEMENT_EVENT, announcementEventSchema } from '@prosa/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useSocketEvent } from '../../realtime/useSocket';
import { patchAnnouncements } from './api';

/**
 * `company-announcement`, the one channel every company hears (the super user's announcements),
 * mounted once by the layout so the bell is live on every page.
 */
export function useAnnouncementEvents(): void {
  const queryClient = useQueryClient();
  useSocketEvent(ANNOUNCEMENT_EVENT, (payload) => {
    const event = announcementEventSchema.safeParse(payload);
    if (!event.success) return;
    patchAnnouncements(queryClient, event.data.action === 'delete' ? { kind: 'removed', id: event.data.id } : { kind: 'saved', record: event.data.record });
  });
}
