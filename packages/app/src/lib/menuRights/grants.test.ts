import { describe, expect, it } from 'vitest';
import { grantsOf, setGrant } from './grants';

// header 1 → parent 2 → submenus 3, 4; header 5 → parent 6
const menus = [
  { id: 1, parentId: null },
  { id: 2, parentId: 1 },
  { id: 3, parentId: 2 },
  { id: 4, parentId: 2 },
  { id: 5, parentId: null },
  { id: 6, parentId: 5 },
];
const v = { view: true, create: false, update: false, delete: false };

describe('menu grants of a group', () => {
  it('viewing a submenu also views its parent and header', () => {
    expect(setGrant(menus, {}, 3, 'view', true)).toEqual({ '3': v, '2': v, '1': v });
  });

  it('a create/update/delete right implies viewing', () => {
    expect(setGrant(menus, {}, 6, 'delete', true)).toEqual({ '6': { ...v, delete: true }, '5': v });
  });

  it('clearing view hides the menu and everything under it', () => {
    const grants = setGrant(menus, setGrant(menus, {}, 3, 'update', true), 4, 'view', true);
    expect(Object.keys(grants).sort()).toEqual(['1', '2', '3', '4']);
    expect(Object.keys(setGrant(menus, grants, 2, 'view', false)).sort()).toEqual(['1']);
  });

  it('clearing another right keeps the menu visible', () => {
    const grants = setGrant(menus, {}, 6, 'create', true);
    expect(setGrant(menus, grants, 6, 'create', false)['6']).toEqual(v);
  });

  it('reads a group’s menus', () => {
    expect(
      grantsOf([
        { menuId: 9, view: true, create: true, update: false, delete: false, name: 'x', url: null } as never,
      ]),
    ).toEqual({
      '9': { view: true, create: true, update: false, delete: false },
    });
  });
});
