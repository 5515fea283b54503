import { z } from 'zod';
import { idParams, SCHEDULE_MEDIA_EXTENSIONS, SCHEDULE_TEXT, scheduleBodySchema, scheduleListQuerySchema, schedulePageSchema, scheduleSchema, scheduleUpdateSchema } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import { attachmentUploadSpec, receiveAttachment } from '../../media/attachment-upload.js';
import { authOf } from '../../http/route-guards.js';
import type { App } from '../../http/types.js';
import type { ScheduleRow } from '../../db/schema/index.js';
import { presentSchedule } from './schedule.presenter.js';
import { findSchedule, pageSchedules, withDetails } from './schedules.repository.js';
import { createSchedule, deleteSchedule, scheduleViewer, setScheduleMedia, updateSchedule } from './schedules.service.js';

const tags = ['schedules'];
const config = { feature: 'useSchedules' } as const;
const imagesOnly = { extensions: SCHEDULE_MEDIA_EXTENSIONS, message: SCHEDULE_TEXT.imageOnly };

/** Scheduled messages: the plan's `useSchedules` gates every route. */
export function schedulesRoutes(app: App, ctx: AppContext): void {
  const present = async (companyId: number, rows: ScheduleRow[]) => {
    const signer = { secret: ctx.config.jwtSecret, now: ctx.clock.now() };
    return (await withDetails(ctx.db, companyId, rows)).map((view) => presentSchedule(view, signer));
  };
  const presentOne = async (row: ScheduleRow) => (await present(row.companyId, [row]))[0]!;

  app.get('/schedules', { config, schema: { tags, querystring: scheduleListQuerySchema, response: { 200: schedulePageSchema } } }, async (request) => {
    const auth = authOf(request);
    const { searchParam, pageNumber, contactId, from, to } = request.query;
    const page = await pageSchedules(ctx.db, auth.companyId, scheduleViewer(auth), { searchParam, pageNumber, contactId, from: from ? new Date(from) : undefined, to: to ? new Date(to) : undefined });
    return { schedules: await present(auth.companyId, page.rows), count: page.count, hasMore: page.hasMore };
  });

  app.get('/schedules/:id', { config, schema: { tags, params: idParams, response: { 200: scheduleSchema } } }, async (request) => {
    const auth = authOf(request);
    return presentOne(await findSchedule(ctx.db, auth.companyId, scheduleViewer(auth), request.params.id));
  });

  app.post('/schedules', { config, schema: { tags, body: scheduleBodySchema, response: { 200: scheduleSchema } } }, async (request) => {
    return presentOne(await createSchedule(ctx, authOf(request), request.body));
  });

  app.put('/schedules/:id', { config, schema: { tags, params: idParams, body: scheduleUpdateSchema, response: { 200: scheduleSchema } } }, async (request) => {
    return presentOne(await updateSchedule(ctx, authOf(request), request.params.id, request.body));
  });

  app.delete('/schedules/:id', { config, schema: { tags, params: idParams, response: { 200: z.object({ message: z.string() }) } } }, async (request) => {
    await deleteSchedule(ctx, authOf(request), request.params.id);
    return { message: 'Schedule deleted' };
  });

  // Multipart `file`; png, jpg and jpeg only, refused before it is kept.
  app.post(
    '/schedules/:id/media-upload',
    { config: { ...config, multipart: attachmentUploadSpec }, schema: { tags, params: idParams, response: { 200: scheduleSchema } } },
    async (request) => {
      const auth = authOf(request);
      // Checked before the upload is read, so a file is never kept for a schedule one cannot change.
      await findSchedule(ctx.db, auth.companyId, scheduleViewer(auth), request.params.id);
      const media = await receiveAttachment(ctx, request, auth.companyId, SCHEDULE_TEXT.required, imagesOnly);
      return presentOne(await setScheduleMedia(ctx, auth, request.params.id, media));
    },
  );

  app.delete('/schedules/:id/media-upload', { config, schema: { tags, params: idParams, response: { 200: scheduleSchema } } }, async (request) => {
    return presentOne(await setScheduleMedia(ctx, authOf(request), request.params.id, null));
  });
}
