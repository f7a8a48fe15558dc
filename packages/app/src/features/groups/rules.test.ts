import { describe, expect, it } from 'vitest';
import { actionContextOf } from '../../lib/rights';
import type { User } from '../../lib/session';
import type { Group } from './api';
import { confirmOwnRights, groupActionState, losesGrants } from './rules';

const me = (groups: string[]): User => ({
  id: 3,
  name: 'Sari',
  email: 'sari@pawon.test',
  phone: null,
  photo: null,
  active: true,
  position: null,
  groups: groups.map((name, i) => ({ id: i + 1, name })),
  version: 1,
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
});
const group = (name: string, userIds: number[]): Group =>
  ({
    id: 9,
    name,
    description: null,
    menus: [
      { menuId: 1, name: 'Dashboard', url: null, view: true, create: false, update: false, delete: false },
      {
        menuId: 2,
        name: 'Produk',
        url: '/items/produk',
        view: true,
        create: true,
        update: true,
        delete: false,
      },
    ],
    users: userIds.map((id) => ({ id, name: `U${id}`, email: `u${id}@pawon.test` })),
    userCount: userIds.length,
    version: 1,
    createdAt: '2026-11-01T00:00:00Z',
    updatedAt: '2026-11-01T00:00:00Z',
  }) as Group;
const grant = (view: boolean, create = false, update = false, del = false) => ({
  view,
  create,
  update,
  delete: del,
});

describe('group rules the client knows for sure', () => {
  it('the Super Admin group cannot be deleted, and only its members edit it', () => {
    const superGroup = group('Super Admin', [1]);
    const asSuper = actionContextOf(me(['Super Admin']));
    const asOwner = actionContextOf(me(['Owner']));
    expect(groupActionState(superGroup, 'delete', asSuper)).toEqual({
      disabled: true,
      reason: 'Grup Super Admin tidak dapat dihapus.',
    });
    expect(groupActionState(superGroup, 'edit', asSuper).disabled).toBe(false);
    expect(groupActionState(superGroup, 'edit', asOwner).disabled).toBe(true);
    expect(groupActionState(group('Staff', []), 'delete', asOwner).disabled).toBe(false);
  });

  it('knows when an edit takes a menu or a right away', () => {
    const before = { '1': grant(true), '2': grant(true, true, true) };
    expect(losesGrants(before, { '1': grant(true), '2': grant(true, true, true, true) })).toBe(false);
    expect(losesGrants(before, { '1': grant(true), '2': grant(true, true, false) })).toBe(true);
    expect(losesGrants(before, { '2': grant(true, true, true) })).toBe(true);
  });

  it('asks before a member leaves the group or takes rights away from it, not otherwise', () => {
    const context = actionContextOf(me(['Staff']));
    const staff = group('Staff', [3, 4]);
    const same = { '1': grant(true), '2': grant(true, true, true) };
    const values = (userIds: string[], menus = same) => ({ name: 'Staff', description: '', menus, userIds });
    expect(confirmOwnRights(staff, values(['3', '4']), context)).toBeNull();
    expect(confirmOwnRights(staff, values(['4']), context)?.text).toMatch(
      /mengeluarkan diri sendiri dari grup Staff/,
    );
    expect(
      confirmOwnRights(staff, values(['3', '4'], { '1': grant(true), '2': grant(true) }), context)?.text,
    ).toMatch(/Anda anggota grup Staff/);
    // Not a member: nothing of one's own is at stake.
    expect(confirmOwnRights(group('Kasir', [4]), values([]), context)).toBeNull();
    expect(confirmOwnRights(null, values([]), context)).toBeNull();
  });
});
