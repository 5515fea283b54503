import { extname } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context.js';
import { AppError } from '../shared/app-error.js';
import { multipartSpec, readMultipart } from '../http/multipart.js';
import { keepUpload } from './uploads.js';

/**
 * The body of every `…/media-upload` route: one file in `file` (the first file part
 * when named otherwise), plus text fields such as the seeds' `typeArch`, accepted and ignored.
 */
export const attachmentUploadSpec = multipartSpec(z.object({ typeArch: z.string().max(50).optional() }).loose(), { file: { max: 1 } });

/** A record's attachment: where the file is stored and the name shown for it. */
export interface AttachedMedia {
  mediaPath: string;
  mediaName: string;
}

/** The name shown for an attachment: the uploaded one without folders, spaces as underscores. */
export function mediaNameOf(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  return base.trim().replace(/\s+/g, '_').slice(-200) || 'file';
}

/** File types a route accepts, by the uploaded name's extension (lower case, with the dot). */
export interface AcceptedFiles {
  extensions: readonly string[];
  /** The field issue when another type is sent. */
  message: string;
}

/**
 * Reads a `…/media-upload` body and keeps its file in the company's media; missing or empty is a
 * 400, and so is a type outside `accept` (checked before the file is kept).
 */
export async function receiveAttachment(ctx: AppContext, request: FastifyRequest, companyId: number, requiredText = 'Required', accept?: AcceptedFiles): Promise<AttachedMedia> {
  const { files } = await readMultipart(request, ctx.media);
  const file = files.find((part) => part.fieldname === 'file') ?? files[0];
  if (!file || file.size === 0) throw new AppError('ERR_VALIDATION', { extra: { issues: { file: requiredText } } });
  if (accept && !accept.extensions.includes(extname(file.filename).toLowerCase())) throw new AppError('ERR_VALIDATION', { extra: { issues: { file: accept.message } } });
  const stored = await keepUpload(ctx, request, companyId, file);
  return { mediaPath: stored.path, mediaName: mediaNameOf(file.filename) };
}
