import type { FileList, FileListBody } from '@prosa/contract';
import { z } from 'zod';
import { MESSAGE_KEYS } from '../../forms/validation';

/** Locale keys of the seed's texts: 'nome muito curto', 'Obrigatório'. */
export const FILE_LIST_MESSAGE_KEYS = { nameTooShort: 'files.validation.nameTooShort', required: 'files.validation.required' } as const;

const optionSchema = z.object({
  /** The stored option's id; absent for an option added in this dialog. */
  id: z.number().optional(),
  name: z.string().trim().min(1, FILE_LIST_MESSAGE_KEYS.required).max(100, MESSAGE_KEYS.tooLong),
  /** Signed address of the stored file, if any. */
  path: z.string().nullable(),
  mediaType: z.string().nullable(),
  /** A file chosen in this dialog, sent after the list is saved. */
  file: z.instanceof(File).nullable(),
});

/** Name at least 3, message required, each option named. */
export const fileListFormSchema = z.object({
  name: z.string().trim().min(1, FILE_LIST_MESSAGE_KEYS.required).min(3, FILE_LIST_MESSAGE_KEYS.nameTooShort).max(100, MESSAGE_KEYS.tooLong),
  message: z.string().trim().min(1, FILE_LIST_MESSAGE_KEYS.required).max(4096, MESSAGE_KEYS.tooLong),
  options: z.array(optionSchema).max(50, MESSAGE_KEYS.tooLong),
});
export type FileListFormValues = z.infer<typeof fileListFormSchema>;
export type FileListOptionValues = FileListFormValues['options'][number];
export const FILE_LIST_FORM_FIELDS = ['name', 'message'] as const;

export const emptyOption = (): FileListOptionValues => ({ name: '', path: null, mediaType: null, file: null });

export function fileListFormValues(record: FileList | undefined): FileListFormValues {
  return {
    name: record?.name ?? '',
    message: record?.message ?? '',
    options: (record?.options ?? []).map((option) => ({ id: option.id, name: option.name, path: option.path, mediaType: option.mediaType, file: null })),
  };
}

export function fileListBody(values: FileListFormValues): FileListBody {
  return {
    name: values.name.trim(),
    message: values.message.trim(),
    options: values.options.map((option) => ({ ...(option.id !== undefined ? { id: option.id } : {}), name: option.name.trim() })),
  };
}

/**
 * The files to send after saving, each with the id the saved list gave its option. A kept option
 * keeps its id; new options get new ids in the order they were sent, after every older id.
 */
export function optionUploads(values: FileListFormValues, saved: Pick<FileList, 'options'>): { optionId: number; name: string; file: File }[] {
  const keptIds = new Set(values.options.flatMap((option) => (option.id !== undefined ? [option.id] : [])));
  const newIds = saved.options
    .map((option) => option.id)
    .filter((id) => !keptIds.has(id))
    .sort((a, b) => a - b);
  const uploads: { optionId: number; name: string; file: File }[] = [];
  let next = 0;
  for (const option of values.options) {
    const optionId = option.id ?? newIds[next++];
    if (option.file && optionId !== undefined) uploads.push({ optionId, name: option.name.trim(), file: option.file });
  }
  return uploads;
}

