import type { InfiniteData } from '@tanstack/react-query';

/** One page of a searchable list, whatever key the server uses for its rows. */
export interface Page<T> {
  items: T[];
  count: number;
  hasMore: boolean;
}

export type Pages<T> = InfiniteData<Page<T>, unknown>;

/** The next page loads within 100 px of the bottom. */
export const NEXT_PAGE_DISTANCE_PX = 100;

export function nearBottom(element: { scrollHeight: number; scrollTop: number; clientHeight: number }): boolean {
  return element.scrollHeight - (element.scrollTop + element.clientHeight) < NEXT_PAGE_DISTANCE_PX;
}

/** The page after the last one loaded, while the server says there are more. */
export function nextPageNumber<T>(last: Page<T>, all: Page<T>[]): number | undefined {
  return last.hasMore ? all.length + 1 : undefined;
}

/** The search text is lower-cased (and trimmed) before it is sent. */
export function normaliseSearch(text: string): string {
  return text.trim().toLowerCase();
}

/**
 * A created or updated record from a socket event: replaced where it is loaded, otherwise added to
 * the first page in list order. Answers the same object when nothing is cached.
 */
export function upsertInPages<T extends { id: number }>(data: Pages<T> | undefined, record: T, compare: (a: T, b: T) => number): Pages<T> | undefined {
  if (!data) return data;
  let found = false;
  const pages = data.pages.map((page) => ({
    ...page,
    items: page.items.map((item) => {
      if (item.id !== record.id) return item;
      found = true;
      return record;
    }),
  }));
  if (found) return { ...data, pages };
  const [first, ...rest] = pages;
  if (!first) return data;
  const grown = (page: Page<T>) => ({ ...page, count: page.count + 1 });
  return { ...data, pages: [{ ...grown(first), items: [...first.items, record].sort(compare) }, ...rest.map(grown)] };
}

/** A deleted record leaves every page it was on. */
export function removeFromPages<T extends { id: number }>(data: Pages<T> | undefined, id: number): Pages<T> | undefined {
  if (!data || !data.pages.some((page) => page.items.some((item) => item.id === id))) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, count: Math.max(0, page.count - 1), items: page.items.filter((item) => item.id !== id) })),
  };
}

/** Flattens the loaded pages into the rows the table shows (a record on two pages shows once). */
export function rowsOf<T extends { id: number }>(data: Pages<T> | undefined): T[] {
  const seen = new Set<number>();
  const rows: T[] = [];
  for (const page of data?.pages ?? []) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      rows.push(item);
    }
  }
  return rows;
}
