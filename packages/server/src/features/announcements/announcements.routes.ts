import { z } from 'zod';
import {
  ANNOUNCEMENT_MEDIA_EXTENSIONS,
  ANNOUNCEMENT_TEXT,
  announcementBodySchema,
  announcementListQuerySchema,
  announcementPageSchema,
  announcementSchema,
  announcementUpdateSchema,
  idParams,
} from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import { authOf } from '../../http/route-guards.js';
import type { App } from '../../http/types.js';
import { attachmentUploadSpec, receiveAttachment } from '../../media/attachment-upload.js';
import { presentAnnouncement } from './announcement.presenter.js';
import { findAnnouncement, pageAnnouncements, type AnnouncementRow } from './announcements.repository.js';
import { attachAnnouncementMedia, createAnnouncement, deleteAnnouncement, detachAnnouncementMedia, updateAnnouncement } from './announcements.service.js';

const tags = ['announcements'];
/** Writing is the super user's; everyone reads the active ones for the bell. */
const superOnly = { superOnly: true } as const;
const imagesOnly = { extensions: ANNOUNCEMENT_MEDIA_EXTENSIONS, message: ANNOUNCEMENT_TEXT.imageOnly };

export function announcementsRoutes(app: App, ctx: AppContext): void {
  const present = (row: AnnouncementRow) => presentAnnouncement(row, { secret: ctx.config.jwtSecret, now: ctx.clock.now() });

  app.get('/announcements', { schema: { tags, querystring: announcementListQuerySchema, response: { 200: announcementPageSchema } } }, async (request) => {
    const { searchParam, pageNumber } = request.query;
    const page = await pageAnnouncements(ctx.db, authOf(request), searchParam, pageNumber);
    return { records: page.rows.map(present), count: page.count, hasMore: page.hasMore };
  });

  app.get('/announcements/:id', { schema: { tags, params: idParams, response: { 200: announcementSchema } } }, async (request) => {
    return present(await findAnnouncement(ctx.db, authOf(request), request.params.id));
  });

  app.post('/announcements', { config: superOnly, schema: { tags, body: announcementBodySchema, response: { 200: announcementSchema } } }, async (request) => {
    return present(await createAnnouncement(ctx, request.body));
  });

  app.put('/announcements/:id', { config: superOnly, schema: { tags, params: idParams, body: announcementUpdateSchema, response: { 200: announcementSchema } } }, async (request) => {
    return present(await updateAnnouncement(ctx, request.params.id, request.body));
  });

  app.delete('/announcements/:id', { config: superOnly, schema: { tags, params: idParams, response: { 200: z.object({ message: z.string() }) } } }, async (request) => {
    await deleteAnnouncement(ctx, request.params.id);
    return { message: 'Announcement deleted' };
  });

  // Multipart `file`, a .png, .jpg or .jpeg, kept in the super user's company media.
  app.post(
    '/announcements/:id/media-upload',
    { config: { ...superOnly, multipart: attachmentUploadSpec }, schema: { tags, params: idParams, response: { 200: announcementSchema } } },
    async (request) => {
      const media = await receiveAttachment(ctx, request, authOf(request).companyId, ANNOUNCEMENT_TEXT.required, imagesOnly);
      return present(await attachAnnouncementMedia(ctx, request.params.id, media));
    },
  );

  app.delete('/announcements/:id/media-upload', { config: superOnly, schema: { tags, params: idParams, response: { 200: announcementSchema } } }, async (request) => {
    return present(await detachAnnouncementMedia(ctx, request.params.id));
  });
}
