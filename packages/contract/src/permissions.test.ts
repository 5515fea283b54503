import { describe, expect, it } from 'vitest';
import { can, isAdmin, PERMISSIONS } from './permissions.js';

describe('permission rules (design.md §4, issue: admin all; supervisor four; user none)', () => {
  it('admin has every named check, case-insensitively', () => {
    for (const permission of PERMISSIONS) expect(can({ profile: 'ADMIN' }, permission)).toBe(true);
    expect(isAdmin({ profile: 'Admin' })).toBe(true);
  });

  it('supervisor has exactly showall, connection buttons, contact delete and user queues', () => {
    expect(PERMISSIONS.filter((permission) => can({ profile: 'supervisor' }, permission)).sort()).toEqual(
      ['connections-page:actionButtons', 'contacts-page:deleteContact', 'tickets-manager:showall', 'user-modal:editQueues'].sort(),
    );
  });

  it('user and unknown profiles have none', () => {
    for (const profile of ['user', 'guest', '']) expect(PERMISSIONS.filter((permission) => can({ profile }, permission))).toEqual([]);
  });
});
