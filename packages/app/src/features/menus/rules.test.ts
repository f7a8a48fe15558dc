import { describe, expect, it } from 'vitest';
import type { Menu } from './api';
import { menuActionState } from './rules';

const menu = (id: number, name: string, url: string | null, level: Menu['level'], parentId: number | null) =>
  ({
    id,
    name,
    url,
    level,
    parentId,
    parentName: null,
    icon: null,
    sortOrder: 0,
    depth: 0,
    version: 1,
  }) as Menu;
const rows = [
  menu(1, 'Pengaturan Aplikasi', null, 'header', null),
  menu(2, 'User Management', '/user-management', 'parent', 1),
  menu(3, 'Laporan', null, 'header', null),
  menu(4, 'Penjualan', '/report', 'parent', 3),
  menu(5, 'Lain-lain', null, 'header', null),
  menu(6, 'Jabatan', '/position-management', 'parent', 5),
];

describe('menu rules the client knows for sure', () => {
  it('the administration menus cannot be deleted, nor what would take one along', () => {
    expect(menuActionState(rows[1]!, 'delete', rows).disabled).toBe(true);
    expect(menuActionState(rows[0]!, 'delete', rows).reason).toMatch(/Menu administrasi tidak dapat dihapus/);
    expect(menuActionState(rows[4]!, 'delete', rows)).toEqual({
      disabled: true,
      reason: 'Menu ini memuat menu administrasi, yang tidak dapat dihapus.',
    });
    expect(menuActionState(rows[2]!, 'delete', rows).disabled).toBe(false);
    expect(menuActionState(rows[3]!, 'delete', rows).disabled).toBe(false);
    // They can still be renamed or reordered.
    expect(menuActionState(rows[1]!, 'edit', rows).disabled).toBe(false);
  });
});
