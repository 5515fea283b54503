import type { Announcement } from '@prosa/contract';
import { signMediaUrl } from '../../media/signed-urls.js';
import type { MediaSigner } from '../quick-messages/quick-message.presenter.js';
import type { AnnouncementRow } from './announcements.repository.js';

/**
 * The announcement's wire shape, the same for REST and the all-company event: the
 * stored image path becomes a signed URL any signed-in user's browser may open.
 */
export function presentAnnouncement(row: AnnouncementRow, signer: MediaSigner): Announcement {
  return {
    id: row.id,
    title: row.title,
    text: row.text,
    priority: row.priority,
    status: row.status,
    mediaPath: row.mediaPath === null ? null : signMediaUrl(signer.secret, row.mediaPath, signer.now),
    mediaName: row.mediaName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
