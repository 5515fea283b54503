import { ANNOUNCEMENT_EVENT } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import { presentAnnouncement } from './announcement.presenter.js';
import type { AnnouncementRow } from './announcements.repository.js';

/**
 * `company-announcement`, the one channel every signed-in user of every company hears. It carries
 * announcements everyone may read and nothing else: an active one as `{ action, record }`; one that
 * stops being readable (made inactive, deleted) as `delete`, so the bells drop it. An inactive one is
 * never sent: only the super user's page shows it, and that page reads it back from the API.
 */
export function emitAnnouncementSaved(ctx: AppContext, action: 'create' | 'update', row: AnnouncementRow, wasActive: boolean): void {
  if (row.status) {
    ctx.realtime.toEveryone(ANNOUNCEMENT_EVENT, { action, record: presentAnnouncement(row, { secret: ctx.config.jwtSecret, now: ctx.clock.now() }) });
  } else if (wasActive) {
    emitAnnouncementDeleted(ctx, row.id);
  }
}

export function emitAnnouncementDeleted(ctx: AppContext, id: number): void {
  ctx.realtime.toEveryone(ANNOUNCEMENT_EVENT, { action: 'delete', id });
}
