import type { ContactListRecord, FileListPage } from '@prosa/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';

/** What a select of the campaign dialog offers: an id and a name. */
export interface CampaignOption {
  id: number;
  name: string;
}

const optionKeys = {
  contactLists: ['campaigns', 'options', 'contact-lists'] as const,
  fileLists: ['campaigns', 'options', 'file-lists'] as const,
};

/** Every file list is offered; the list is paged on the server, so the pages are read in turn. */
const MAX_FILE_LIST_PAGES = 20;

/** `GET /contact-lists/list`: every contact list of the company. */
export function useContactListOptions() {
  return useQuery({
    queryKey: optionKeys.contactLists,
    queryFn: async ({ signal }): Promise<CampaignOption[]> => (await api.get<ContactListRecord[]>('/contact-lists/list', { signal })).map(({ id, name }) => ({ id, name })),
    staleTime: 0,
  });
}

/** `GET /files`: the file lists, page after page. */
export function useFileListOptions() {
  return useQuery({
    queryKey: optionKeys.fileLists,
    queryFn: async ({ signal }): Promise<CampaignOption[]> => {
      const options: CampaignOption[] = [];
      for (let pageNumber = 1; pageNumber <= MAX_FILE_LIST_PAGES; pageNumber += 1) {
        const page = await api.get<FileListPage>('/files', { query: { pageNumber }, signal });
        options.push(...page.files.map(({ id, name }) => ({ id, name })));
        if (!page.hasMore) break;
      }
      return options;
    },
    staleTime: 0,
  });
}
