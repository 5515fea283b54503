import { rm } from 'node:fs/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.js';
import { AppError } from '../shared/app-error.js';
import type { UploadedFile } from '../http/multipart.js';
import type { StoredMedia } from './media-store.js';
import { releaseMediaBytes, reserveMediaBytes } from './media-usage.js';

interface KeptUpload {
  companyId: number;
  path: string;
  size: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Files this request staged (removed when it ends). */
    stagedUploads: string[];
    /** Files this request moved into a company's media (removed again if it fails). */
    keptUploads: KeptUpload[];
  }
}

/**
 * Moves an uploaded file into the company's media, within the plan's quota (413
 * `ERR_STORAGE_QUOTA` past it). If the request then fails, the file and its bytes are given back,
 * so only a request that succeeded leaves a file behind.
 */
export async function keepUpload(ctx: Pick<AppContext, 'db' | 'media' | 'clock'>, request: FastifyRequest, companyId: number, file: UploadedFile): Promise<StoredMedia> {
  if (!(await reserveMediaBytes(ctx.db, companyId, file.size))) throw new AppError('ERR_STORAGE_QUOTA');
  let stored: StoredMedia;
  try {
    stored = await ctx.media.adopt(companyId, file.tempPath, file.filename, file.size, ctx.clock.now());
  } catch (error) {
    await releaseMediaBytes(ctx.db, companyId, file.size);
    throw error;
  }
  request.keptUploads.push({ companyId, path: stored.path, size: file.size });
  return stored;
}

/**
 * When a request ends: staged files are removed, and a failed request's kept files too (with their
 * bytes), whatever stopped it — an error, a refusal, or the client going away.
 */
export function registerUploadCleanup(app: FastifyInstance, ctx: Pick<AppContext, 'db' | 'media' | 'log'>): void {
  app.decorateRequest('stagedUploads', null as unknown as string[]);
  app.decorateRequest('keptUploads', null as unknown as KeptUpload[]);
  app.addHook('onRequest', async (request) => {
    request.stagedUploads = [];
    request.keptUploads = [];
  });
  const cleanUp = async (request: FastifyRequest, failed: boolean) => {
    const staged = request.stagedUploads.splice(0);
    const kept = failed ? request.keptUploads.splice(0) : [];
    await Promise.all(staged.map((path) => rm(path, { force: true })));
    for (const upload of kept) {
      await ctx.media.remove(upload.path);
      await releaseMediaBytes(ctx.db, upload.companyId, upload.size);
    }
  };
  const safely = (request: FastifyRequest, failed: boolean) => cleanUp(request, failed).catch((err: unknown) => ctx.log.error({ err }, 'removing the uploads of a request failed'));
  // Before the answer leaves, so a client that reads it finds the media folder as it will stay;
  // after it (and on an abort) again, for anything kept while the answer was being sent.
  app.addHook('onSend', async (request, reply, payload) => {
    await safely(request, reply.statusCode >= 400);
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => safely(request, reply.statusCode >= 400));
  app.addHook('onRequestAbort', async (request) => safely(request, true));
}
