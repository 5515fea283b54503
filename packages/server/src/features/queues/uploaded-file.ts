import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { readMultipart, type UploadedFile } from '../../http/multipart.js';

/** The multipart field `file` of a `…/media-upload` request (seed 001 §7); missing or empty is a 400. */
export async function readUploadedFile(request: FastifyRequest): Promise<UploadedFile> {
  const { files } = await readMultipart(request);
  const file = files.find((part) => part.fieldname === 'file') ?? files[0];
  if (!file || file.data.length === 0) throw new AppError('ERR_VALIDATION', { extra: { issues: { file: 'Required' } } });
  return file;
}

/** The name shown for an attachment: the uploaded one without folders, spaces as underscores (seed 001 §5). */
export function mediaNameOf(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  return base.trim().replace(/\s+/g, '_').slice(-200) || 'file';
}
