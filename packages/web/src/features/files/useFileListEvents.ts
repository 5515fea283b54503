import type { FileList } from '@prosa/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { Pages } from '../../lists/pagedCache';
import { useCompanyEvent } from '../../realtime/useSocket';
import { fileListKeys } from './api';
import { applyFileListEvent } from './fileListEvents';

/** `company-{id}-file`: create/update upsert, delete removes, in every cached search. */
export function useFileListEvents(): void {
  const queryClient = useQueryClient();
  useCompanyEvent('file', (event) => {
    for (const query of queryClient.getQueryCache().findAll({ queryKey: fileListKeys.all })) {
      const search = String(query.queryKey[1] ?? '');
      queryClient.setQueryData<Pages<FileList>>(query.queryKey, (data) => applyFileListEvent(data, event, search));
    }
  });
}
