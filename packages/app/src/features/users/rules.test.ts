import { describe, expect, it } from 'vitest';
import { actionContextOf } from '../../lib/rights';
import type { User } from './api';
import { activeLockedFor, confirmOwnGroups, userActionState } from './rules';

const user = (id: number, groups: string[]): User => ({
  id,
  name: `U${id}`,
  email: `u${id}@pawon.test`,
  phone: null,
  photo: null,
  active: true,
  position: null,
  groups: groups.map((name, i) => ({ id: i + 1, name })),
  version: 1,
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
});
const superAdmin = actionContextOf(user(1, ['Super Admin']));
const owner = actionContextOf(user(2, ['Owner']));
const values = (groupIds: string[]) => ({
  name: 'U1',
  email: 'u1@pawon.test',
  phone: '',
  positionId: '',
  active: true,
  password: '',
  groupIds,
});

describe('user rules the client knows for sure', () => {
  it('nobody deletes their own account or switches it off', () => {
    expect(userActionState(user(1, ['Super Admin']), 'delete', superAdmin)).toEqual({
      disabled: true,
      reason: 'Anda tidak dapat menghapus akun sendiri.',
    });
    expect(userActionState(user(1, ['Super Admin']), 'edit', superAdmin).disabled).toBe(false);
    expect(activeLockedFor(user(1, []), superAdmin)).toBe('Anda tidak dapat menonaktifkan akun sendiri.');
    expect(activeLockedFor(user(3, []), superAdmin)).toBeUndefined();
    expect(activeLockedFor(null, superAdmin)).toBeUndefined();
  });

  it('only a Super Admin edits, deletes or resets a Super Admin', () => {
    const target = user(5, ['Super Admin', 'Owner']);
    for (const action of ['edit', 'delete', 'reset'] as const) {
      expect(userActionState(target, action, owner).disabled).toBe(true);
      expect(userActionState(target, action, owner).reason).toMatch(/Hanya anggota Super Admin/);
      expect(userActionState(target, action, superAdmin).disabled).toBe(false);
    }
    expect(userActionState(user(6, ['Staff']), 'delete', owner).disabled).toBe(false);
  });

  it('asks before one takes groups away from one’s own account, not for others or additions', () => {
    const me = user(2, ['Owner', 'Staff']);
    expect(confirmOwnGroups(me, values(['1']), owner)?.text).toMatch(
      /melepas grup Staff dari akun Anda sendiri/,
    );
    expect(confirmOwnGroups(me, values(['1', '2', '9']), owner)).toBeNull();
    expect(confirmOwnGroups(user(7, ['Staff']), values([]), owner)).toBeNull();
    expect(confirmOwnGroups(null, values([]), owner)).toBeNull();
  });
});
