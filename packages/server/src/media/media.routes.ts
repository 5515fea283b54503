import { extname } from 'node:path';
import { z } from 'zod';
import { integerSchema } from '@prosa/contract';
import type { AppContext } from '../app-context.js';
import { AppError } from '../shared/app-error.js';
import type { App } from '../http/types.js';
import { verifyMediaSignature } from './signed-urls.js';

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.opus': 'audio/ogg',
  '.m4a': 'audio/mp4',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
};

/**
 * `GET /media/{path}`: stored files, only through a valid, unexpired signature (see signed-urls.ts);
 * the folder is never public. Files that might run in the browser are sent as downloads.
 */
export function mediaRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/media/*',
    {
      config: { public: true },
      schema: {
        tags: ['media'],
        params: z.object({ '*': z.string().min(1).max(500) }),
        querystring: z.object({ expires: integerSchema(1, Number.MAX_SAFE_INTEGER), signature: z.string().min(10).max(100) }),
      },
    },
    async (request, reply) => {
      const path = request.params['*'];
      const verdict = verifyMediaSignature(ctx.config.jwtSecret, path, request.query.expires, request.query.signature, ctx.clock.now());
      if (verdict !== 'ok') throw new AppError('ERR_NO_PERMISSION');
      const data = await ctx.media.read(path).catch(() => {
        throw new AppError('ERR_NOT_FOUND');
      });
      const type = CONTENT_TYPES[extname(path).toLowerCase()];
      return reply
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', type ? 'inline' : 'attachment')
        .type(type ?? 'application/octet-stream')
        .send(data);
    },
  );
}
