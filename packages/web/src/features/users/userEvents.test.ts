import { describe, expect, it } from 'vitest';
import type { User } from '@prosa/contract';
import { applyUserToList, readUserEvent, removeUser, upsertUser } from './userEvents';

const user = (id: number, name: string): User => ({
  id, name, email: `${name}@x.co`, profile: 'user', super: false, companyId: 1, whatsappId: null, allTicket: 'desabled', online: false, queues: [], createdAt: '', updatedAt: '',
});
const data = { pageParams: [1, 2], pages: [{ users: [user(1, 'a'), user(2, 'b')], count: 3, hasMore: true }, { users: [user(3, 'c')], count: 3, hasMore: false }] };

describe('user events', () => {
  it('merges a partial update into the page that holds the user', () => {
    const result = upsertUser(data, { id: 3, online: true });
    expect(result.found).toBe(true);
    expect(result.data?.pages[1]?.users[0]).toMatchObject({ id: 3, name: 'c', online: true });
    expect(upsertUser(data, user(9, 'z')).found).toBe(false);
  });

  it('removes a deleted user and lowers the count', () => {
    const after = removeUser(data, 2);
    expect(after?.pages[0]?.users.map((u) => u.id)).toEqual([1]);
    expect(after?.pages[0]?.count).toBe(2);
    expect(removeUser(data, 42)).toBe(data);
  });

  it('reads the channel’s payloads', () => {
    expect(readUserEvent({ action: 'delete', userId: 4 })).toEqual({ kind: 'delete', id: 4 });
    expect(readUserEvent({ action: 'update', user: { id: 4, online: true } })).toMatchObject({ kind: 'upsert', complete: false });
    expect(readUserEvent({ action: 'create', user: user(5, 'e') })).toMatchObject({ kind: 'upsert', complete: true });
    expect(readUserEvent({ action: 'other' })).toBeUndefined();
  });
});

describe('the whole user list (transfer choices)', () => {
  const list = [user(1, 'Ana'), user(2, 'carla')];

  it('adds a new complete user in name order and merges a partial one', () => {
    expect(applyUserToList(list, { kind: 'upsert', user: user(3, 'Bruno'), complete: true })?.map((u) => u.id)).toEqual([1, 3, 2]);
    expect(applyUserToList(list, { kind: 'upsert', user: { id: 2, online: true }, complete: false })?.[1]).toMatchObject({ name: 'carla', online: true });
  });

  it('ignores a partial record of a user it does not hold, and drops a deleted one', () => {
    expect(applyUserToList(list, { kind: 'upsert', user: { id: 9, online: true }, complete: false })).toBe(list);
    expect(applyUserToList(list, { kind: 'delete', id: 1 })?.map((u) => u.id)).toEqual([2]);
    expect(applyUserToList(undefined, { kind: 'delete', id: 1 })).toBeUndefined();
  });
});
