import { describe, expect, it } from 'vitest';
import { removeFromList, upsertInList } from './listCache';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

describe('unpaged list cache', () => {
  const list = [
    { id: 1, name: 'Azul' },
    { id: 2, name: 'Verde' },
  ];

  it('adds a new record in order and replaces a known one', () => {
    expect(upsertInList(list, { id: 3, name: 'Bege' }, byName)?.map((item) => item.id)).toEqual([1, 3, 2]);
    expect(upsertInList(list, { id: 2, name: 'Amarelo' }, byName)).toEqual([
      { id: 2, name: 'Amarelo' },
      { id: 1, name: 'Azul' },
    ]);
  });

  it('removes a deleted record and leaves lists that are not cached alone', () => {
    expect(removeFromList(list, 1)).toEqual([{ id: 2, name: 'Verde' }]);
    expect(removeFromList(list, 9)).toBe(list);
    expect(upsertInList(undefined, { id: 3, name: 'x' }, byName)).toBeUndefined();
  });
});
