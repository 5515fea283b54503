import { z } from 'zod';
import { flagSchema, integerSchema, pageNumberSchema, TEXT } from './common.js';

/** Announcement validation text (title and text required, 'Obrigatório'). */
export const ANNOUNCEMENT_TEXT = { required: 'Obrigatório', imageOnly: 'Envie uma imagem .png, .jpg ou .jpeg' } as const;

/** Priorities: 1 high (red), 2 medium (orange), 3 low (grey); new ones are low. */
export const ANNOUNCEMENT_PRIORITIES = [1, 2, 3] as const;
export type AnnouncementPriority = (typeof ANNOUNCEMENT_PRIORITIES)[number];
export const DEFAULT_ANNOUNCEMENT_PRIORITY: AnnouncementPriority = 3;

/** The announcement's image is a .png, .jpg or .jpeg. */
export const ANNOUNCEMENT_MEDIA_EXTENSIONS = ['.png', '.jpg', '.jpeg'] as const;

export const ANNOUNCEMENTS_PAGE_SIZE = 20;
export const ANNOUNCEMENT_TITLE_MAX = 200;
export const ANNOUNCEMENT_TEXT_MAX = 10_000;

/**
 * An announcement as the API and the `company-announcement` event carry it. It belongs
 * to the platform, not to a company, so nothing of any company is in it. `mediaPath` is a signed URL.
 */
export const announcementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  priority: z.number().int().min(1).max(3),
  status: z.boolean(),
  mediaPath: z.string().nullable(),
  mediaName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementPageSchema = z.object({ records: z.array(announcementSchema), count: z.number().int(), hasMore: z.boolean() });
export type AnnouncementPage = z.infer<typeof announcementPageSchema>;

export const announcementListQuerySchema = z.object({ searchParam: z.string().max(200).optional(), pageNumber: pageNumberSchema });

/** Status as a flag (`true`, `'false'`, `1` …) or as the words the table shows. */
const statusSchema = z.union([flagSchema, z.enum(['active', 'inactive']).transform((value) => value === 'active')]);

const requiredText = (max: number) => z.string({ error: ANNOUNCEMENT_TEXT.required }).trim().min(1, ANNOUNCEMENT_TEXT.required).max(max, TEXT.tooLong);

/**
 * `POST /announcements`. `mediaPath`, `mediaName` and `companyId` are accepted for the seeds' client
 * and ignored: the image is set only through `…/media-upload`.
 */
export const announcementBodySchema = z.object({
  title: requiredText(ANNOUNCEMENT_TITLE_MAX),
  text: requiredText(ANNOUNCEMENT_TEXT_MAX),
  priority: integerSchema(1, 3).optional(),
  status: statusSchema.optional(),
  mediaPath: z.unknown().optional(),
  mediaName: z.unknown().optional(),
  companyId: z.unknown().optional(),
});
export type AnnouncementBody = z.input<typeof announcementBodySchema>;

/** `PUT /announcements/{id}`: the same fields, each optional. */
export const announcementUpdateSchema = announcementBodySchema.partial();

/** The `company-announcement` event: every signed-in user of every company hears it. */
export const announcementEventSchema = z.union([
  z.object({ action: z.enum(['create', 'update']), record: announcementSchema }),
  z.object({ action: z.literal('delete'), id: z.number().int() }),
]);
export type AnnouncementEvent = z.infer<typeof announcementEventSchema>;
