import { describe, expect, it } from 'vitest';
import { nearBottom, nextPageNumber, normaliseSearch, removeFromPages, rowsOf, upsertInPages, type Pages } from './pagedCache';

type Row = { id: number; name: string };
const byName = (a: Row, b: Row) => a.name.localeCompare(b.name);
const pages = (...lists: Row[][]): Pages<Row> => ({
  pages: lists.map((items, index) => ({ items, count: 3, hasMore: index < lists.length - 1 })),
  pageParams: lists.map((_, index) => index + 1),
});

describe('paged cache', () => {
  it('replaces a loaded record in place', () => {
    const data = pages([{ id: 1, name: 'a' }], [{ id: 2, name: 'b' }]);
    const next = upsertInPages(data, { id: 2, name: 'z' }, byName);
    expect(rowsOf(next)).toEqual([{ id: 1, name: 'a' }, { id: 2, name: 'z' }]);
    expect(next?.pages[1]?.count).toBe(3);
  });

  it('adds a new record to the first page in order and counts it', () => {
    const data = pages([{ id: 1, name: 'a' }, { id: 3, name: 'c' }]);
    const next = upsertInPages(data, { id: 2, name: 'b' }, byName);
    expect(rowsOf(next).map((row) => row.id)).toEqual([1, 2, 3]);
    expect(next?.pages[0]?.count).toBe(4);
  });

  it('leaves an empty cache alone', () => {
    expect(upsertInPages(undefined, { id: 1, name: 'a' }, byName)).toBeUndefined();
  });

  it('removes a deleted record from every page', () => {
    const data = pages([{ id: 1, name: 'a' }], [{ id: 2, name: 'b' }]);
    const next = removeFromPages(data, 1);
    expect(rowsOf(next)).toEqual([{ id: 2, name: 'b' }]);
    expect(removeFromPages(data, 99)).toBe(data);
  });

  it('shows a record once even when it moved between pages', () => {
    expect(rowsOf(pages([{ id: 1, name: 'a' }], [{ id: 1, name: 'a' }]))).toHaveLength(1);
  });

  it('asks for the next page only while the server has more, near the bottom', () => {
    expect(nextPageNumber({ items: [], count: 30, hasMore: true }, [{ items: [], count: 30, hasMore: true }])).toBe(2);
    expect(nextPageNumber({ items: [], count: 30, hasMore: false }, [])).toBeUndefined();
    expect(nearBottom({ scrollHeight: 1000, scrollTop: 850, clientHeight: 100 })).toBe(true);
    expect(nearBottom({ scrollHeight: 1000, scrollTop: 700, clientHeight: 100 })).toBe(false);
  });

  it('lower-cases the search text', () => {
    expect(normaliseSearch('  Cliente VIP ')).toBe('cliente vip');
  });
});
