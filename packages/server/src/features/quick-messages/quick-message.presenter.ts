import type { QuickMessage } from '@prosa/contract';
import type { QuickMessageRow } from '../../db/schema/index.js';
import { signMediaUrl } from '../../media/signed-urls.js';


/** What presenting needs: the media URL is signed with the server secret at the current time. */
export interface MediaSigner {
  secret: string;
  now: Date;
}

/** The quick message's wire shape; the stored media path becomes a signed URL. */
export function presentQuickMessage(row: QuickMessageRow, signer: MediaSigner): QuickMessage {
  return {
    id: row.id,
    companyId: row.companyId,
    userId: row.userId,
    shortcode: row.shortcode,
    message: row.message,
    geral: row.geral,
    status: row.status,
    isMedia: row.mediaPath !== null,
    mediaPath: row.mediaPath === null ? null : signMediaUrl(signer.secret, row.mediaPath, signer.now),
    mediaName: row.mediaName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
