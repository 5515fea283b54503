/**
 * How tag names compare when deciding whether a typed name is a new tag: ignoring case, accents and
 * extra spaces, so 'urgencia' finds 'Urgência' instead of offering to create a near twin.
 */
export function tagNameKey(name: string): string {
  return name.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The tag among `tags` with the same name as `typed` (ignoring case and accents), if any. */
export function findTagByName<T extends { name: string }>(tags: readonly T[], typed: string): T | undefined {
  const key = tagNameKey(typed);
  return key === '' ? undefined : tags.find((tag) => tagNameKey(tag.name) === key);
}
