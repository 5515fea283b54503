import { ANNOUNCEMENT_MEDIA_EXTENSIONS, ANNOUNCEMENT_TEXT_MAX, ANNOUNCEMENT_TITLE_MAX, DEFAULT_ANNOUNCEMENT_PRIORITY, type Announcement, type AnnouncementBody } from '@prosa/contract';
import { z } from 'zod';

const required = (max: number) => z.string().trim().min(1, 'announcements.validation.required').max(max, 'validation.tooLong');

/** Title and text required ('Obrigatório'); messages are locale keys. */
export const announcementFormSchema = z.object({
  title: required(ANNOUNCEMENT_TITLE_MAX),
  text: required(ANNOUNCEMENT_TEXT_MAX),
  priority: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  status: z.boolean(),
});
export type AnnouncementFormValues = z.infer<typeof announcementFormSchema>;
export const ANNOUNCEMENT_FORM_FIELDS = ['title', 'text', 'priority', 'status'] as const;

export function announcementFormValues(record: Announcement | undefined): AnnouncementFormValues {
  const priority = record?.priority;
  return {
    title: record?.title ?? '',
    text: record?.text ?? '',
    priority: priority === 1 || priority === 2 || priority === 3 ? priority : DEFAULT_ANNOUNCEMENT_PRIORITY,
    status: record?.status ?? true,
  };
}

export function announcementBody(values: AnnouncementFormValues): AnnouncementBody {
  return { title: values.title.trim(), text: values.text.trim(), priority: values.priority, status: values.status };
}

/** The image is a .png, .jpg or .jpeg (the file picker offers only those). */
export const ANNOUNCEMENT_FILE_ACCEPT = ANNOUNCEMENT_MEDIA_EXTENSIONS.join(',');

export function isAcceptedImage(fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return ANNOUNCEMENT_MEDIA_EXTENSIONS.some((extension) => lower.endsWith(extension));
}
