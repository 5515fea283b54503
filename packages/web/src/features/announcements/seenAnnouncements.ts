import { readStorage, STORAGE_KEYS, writeStorage } from '../../storage/browserStorage';

/** How many seen ids are remembered per user: far more than the bell ever shows. */
const REMEMBERED = 500;

type SeenByUser = Record<string, number[]>;

function readAll(): SeenByUser {
  try {
    const parsed: unknown = JSON.parse(readStorage(STORAGE_KEYS.announcementsSeen) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as SeenByUser) : {};
  } catch {
    return {};
  }
}

/** The announcements this user has already seen in this browser (the bell's badge counts the others). */
export function readSeenAnnouncements(userId: number): ReadonlySet<number> {
  const ids = readAll()[String(userId)];
  return new Set(Array.isArray(ids) ? ids.filter((id) => Number.isInteger(id)) : []);
}

export function rememberSeenAnnouncements(userId: number, ids: readonly number[]): ReadonlySet<number> {
  const all = readAll();
  const merged = [...new Set([...ids, ...(all[String(userId)] ?? [])])].slice(0, REMEMBERED);
  writeStorage(STORAGE_KEYS.announcementsSeen, JSON.stringify({ ...all, [String(userId)]: merged }));
  return new Set(merged);
}

export function unseenCount(ids: readonly number[], seen: ReadonlySet<number>): number {
  return ids.filter((id) => !seen.has(id)).length;
}
