import type { User, UsersPage } from '@prosa/contract';
import type { InfiniteData } from '@tanstack/react-query';

type Pages = InfiniteData<UsersPage, number> | undefined;

/**
 * Replaces a user where a cached page holds it, keeping fields an event leaves out (the server
 * sends whole users; older servers sent presence as `{ id, online }`). `found` is false when no
 * page holds it.
 */
export function upsertUser(data: Pages, user: Partial<User> & { id: number }): { data: Pages; found: boolean } {
  if (!data) return { data, found: true };
  let found = false;
  const pages = data.pages.map((page) => ({
    ...page,
    users: page.users.map((existing) => {
      if (existing.id !== user.id) return existing;
      found = true;
      return { ...existing, ...user };
    }),
  }));
  return { data: found ? { ...data, pages } : data, found };
}

export function removeUser(data: Pages, id: number): Pages {
  if (!data) return data;
  const holds = data.pages.some((page) => page.users.some((user) => user.id === id));
  if (!holds) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, users: page.users.filter((user) => user.id !== id), count: Math.max(0, page.count - 1) })) };
}

/** `GET /users/list`'s order: name ignoring case, then id. */
export const compareUsers = (a: Pick<User, 'id' | 'name'>, b: Pick<User, 'id' | 'name'>) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id - b.id;

/**
 * The whole list (`GET /users/list`): a complete record is upserted in order, a partial one (presence)
 * only merged into the user it names.
 */
export function applyUserToList(list: User[] | undefined, event: UserEvent): User[] | undefined {
  if (!list) return list;
  if (event.kind === 'delete') return list.some((user) => user.id === event.id) ? list.filter((user) => user.id !== event.id) : list;
  const current = list.find((user) => user.id === event.user.id);
  if (!current && !event.complete) return list;
  const merged = { ...current, ...event.user } as User;
  return [...list.filter((user) => user.id !== merged.id), merged].sort(compareUsers);
}

export type UserEvent = { kind: 'upsert'; user: Partial<User> & { id: number }; complete: boolean } | { kind: 'delete'; id: number };

/** `company-{id}-user`: `{ action: 'create'|'update', user }` or `{ action: 'delete', userId }`. */
export function readUserEvent(payload: unknown): UserEvent | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const { action, user, userId } = payload as { action?: unknown; user?: unknown; userId?: unknown };
  if (action === 'delete' && typeof userId === 'number') return { kind: 'delete', id: userId };
  if ((action === 'create' || action === 'update') && typeof user === 'object' && user !== null && typeof (user as { id?: unknown }).id === 'number') {
    const typed = user as Partial<User> & { id: number };
    return { kind: 'upsert', user: typed, complete: typeof typed.email === 'string' && Array.isArray(typed.queues) };
  }
  return undefined;
}
