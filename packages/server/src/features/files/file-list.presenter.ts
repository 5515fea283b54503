import type { FileList } from '@prosa/contract';
import type { FileListOptionRow, FileListRow } from '../../db/schema/index.js';
import { signMediaUrl } from '../../media/signed-urls.js';
import type { MediaSigner } from '../quick-messages/quick-message.presenter.js';

/** A file list with its options; an option's stored file becomes a signed URL. */
export function presentFileList(row: FileListRow, options: FileListOptionRow[], signer: MediaSigner): FileList {
  return {
    id: row.id,
    companyId: row.companyId,
    name: row.name,
    message: row.message,
    userId: row.userId,
    options: options.map((option) => ({ id: option.id, name: option.name, path: option.path === null ? null : signMediaUrl(signer.secret, option.path, signer.now), mediaType: option.mediaType })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
