/**
 * Unpaged lists (`…/list` routes) patched by socket events like the paged ones: the lists a
 * conversation reads stay live instead of waiting for a cache to go stale.
 */

/** A created or updated record: replaced, or added in the list's order. No list cached, nothing to do. */
export function upsertInList<T extends { id: number }>(list: T[] | undefined, record: T, compare: (a: T, b: T) => number): T[] | undefined {
  if (!list) return list;
  return [...list.filter((item) => item.id !== record.id), record].sort(compare);
}

/** A deleted record leaves the list (the same list back when it was not there). */
export function removeFromList<T extends { id: number }>(list: T[] | undefined, id: number): T[] | undefined {
  if (!list || !list.some((item) => item.id === id)) return list;
  return list.filter((item) => item.id !== id);
}
