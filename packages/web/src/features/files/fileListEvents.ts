import type { ChannelEvent, FileList } from '@prosa/contract';
import { removeFromPages, upsertInPages, type Pages } from '../../lists/pagedCache';

/** File lists in the order the server lists them (by name, then id). */
export const compareFileLists = (a: FileList, b: FileList) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id);

/** A `company-{id}-file` event applied to one cached search: upsert when the lower-cased name matches, removal otherwise. */
export function applyFileListEvent(data: Pages<FileList> | undefined, event: ChannelEvent<'file'>, search: string): Pages<FileList> | undefined {
  if (event.action === 'delete') return removeFromPages(data, event.fileId);
  const matches = search === '' || event.fileList.name.toLowerCase().includes(search);
  return matches ? upsertInPages(data, event.fileList, compareFileLists) : removeFromPages(data, event.fileList.id);
}
