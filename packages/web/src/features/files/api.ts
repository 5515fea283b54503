import type { FileList, FileListBody, FileListPage } from '@prosa/contract';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { nextPageNumber, type Page } from '../../lists/pagedCache';
import { optionUploads, type FileListFormValues } from './fileListForm';

export const fileListKeys = {
  all: ['file-lists'] as const,
  page: (search: string) => ['file-lists', search] as const,
};

/** `GET /files`: `{ files, count, hasMore }`, pages from 1. */
export function useFileListPages(search: string) {
  return useInfiniteQuery({
    queryKey: fileListKeys.page(search),
    queryFn: async ({ pageParam, signal }): Promise<Page<FileList>> => {
      const body = await api.get<FileListPage>('/files', { query: { searchParam: search || undefined, pageNumber: pageParam }, signal });
      return { items: body.files, count: body.count, hasMore: body.hasMore };
    },
    initialPageParam: 1,
    getNextPageParam: nextPageNumber,
  });
}

/** `POST /files/uploadList/{id}` (multipart): one option's file, named by the option's id. */
function uploadOptionFile(fileListId: number, optionId: number, optionName: string, file: File) {
  const form = new FormData();
  form.append('id', String(optionId));
  form.append('typeArch', 'fileList');
  form.append('name', optionName);
  form.append('mediaType', file.type.split('/')[0] ?? '');
  form.append('files', file);
  return api.post<FileList>(`/files/uploadList/${fileListId}`, form);
}

/**
 * Saves the list (`POST /files` or `PUT /files/{id}`), then sends each newly chosen file to its
 * option: options are saved first, without files, so each file has an option id to go to.
 */
export function useSaveFileList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body, values }: { id: number | undefined; body: FileListBody; values: FileListFormValues }) => {
      let saved = id === undefined ? await api.post<FileList>('/files', body) : await api.put<FileList>(`/files/${id}`, body);
      for (const upload of optionUploads(values, saved)) saved = await uploadOptionFile(saved.id, upload.optionId, upload.name, upload.file);
      return saved;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: fileListKeys.all }),
  });
}

export function useDeleteFileList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`/files/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fileListKeys.all }),
  });
}
