import { eq } from 'drizzle-orm';
import { DEFAULT_ANNOUNCEMENT_PRIORITY, type announcementBodySchema, type announcementUpdateSchema } from '@prosa/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { announcements } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import type { AttachedMedia } from '../../media/attachment-upload.js';
import { emitAnnouncementDeleted, emitAnnouncementSaved } from './announcements.events.js';
import { findAnnouncement, type AnnouncementRow } from './announcements.repository.js';

type CreateBody = z.output<typeof announcementBodySchema>;
type UpdateBody = z.output<typeof announcementUpdateSchema>;

/** The super user reaches every announcement; the routes admit only them to these use cases. */
const superViewer = { super: true };

/** `POST /announcements`: low priority and active unless said otherwise. */
export async function createAnnouncement(ctx: AppContext, body: CreateBody): Promise<AnnouncementRow> {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(announcements)
    .values({ title: body.title, text: body.text, priority: body.priority ?? DEFAULT_ANNOUNCEMENT_PRIORITY, status: body.status ?? true, createdAt: now, updatedAt: now })
    .returning();
  emitAnnouncementSaved(ctx, 'create', row!, false);
  return row!;
}

async function change(ctx: AppContext, id: number, values: Partial<typeof announcements.$inferInsert>): Promise<AnnouncementRow> {
  const { row, wasActive } = await ctx.db.transaction(async (tx) => {
    const current = await findAnnouncement(tx, superViewer, id);
    const [updated] = await tx
      .update(announcements)
      .set({ ...values, updatedAt: ctx.clock.now() })
      .where(eq(announcements.id, id))
      .returning();
    return { row: updated!, wasActive: current.status };
  });
  emitAnnouncementSaved(ctx, wasActive ? 'update' : 'create', row, wasActive);
  return row;
}

/** `PUT /announcements/{id}`: only the fields sent change. */
export function updateAnnouncement(ctx: AppContext, id: number, body: UpdateBody): Promise<AnnouncementRow> {
  const { title, text, priority, status } = body;
  return change(ctx, id, { title, text, priority, status });
}

/** `POST /announcements/{id}/media-upload`: the image was kept in the super user's company media. */
export function attachAnnouncementMedia(ctx: AppContext, id: number, media: AttachedMedia): Promise<AnnouncementRow> {
  return change(ctx, id, media);
}

/** `DELETE /announcements/{id}/media-upload`: the announcement forgets its image. */
export function detachAnnouncementMedia(ctx: AppContext, id: number): Promise<AnnouncementRow> {
  return change(ctx, id, { mediaPath: null, mediaName: null });
}

/** `DELETE /announcements/{id}`: the bells drop it (an id says nothing of what it was). */
export async function deleteAnnouncement(ctx: AppContext, id: number): Promise<void> {
  const [deleted] = await ctx.db.delete(announcements).where(eq(announcements.id, id)).returning({ id: announcements.id });
  if (!deleted) throw new AppError('ERR_NO_ANNOUNCEMENT_FOUND');
  emitAnnouncementDeleted(ctx, id);
}
