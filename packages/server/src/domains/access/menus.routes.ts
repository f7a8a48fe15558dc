import { text } from '../../lib/texts.js';
import { requireSelfOrRight } from '../../plugins/auth.js';
import { grantedMenus, menuTree } from '../platform/access.js';
import { listMenus, menus, parentsFor, subtree } from './menus.js';
import { getUser } from './users.js';
import { crudHandlers } from '../../routes/crud.js';
import type { HandlerGroup } from '../../routes/handler.js';

const { menuAdd, menuUpdate } = crudHandlers(menus, {
  list: 'menuList',
  add: 'menuAdd',
  update: 'menuUpdate',
  delete: 'menuDelete',
});

export const menuHandlers: HandlerGroup<
  'menuTreeForUser' | 'menuList' | 'menuParents' | 'menuAdd' | 'menuUpdate' | 'menuDelete'
> = {
  menuAdd,
  menuUpdate,

  /** A user's own tree needs only a session; anyone else's needs Menu Management. */
  async menuTreeForUser({ body, req, db }) {
    const caller = requireSelfOrRight(req, body.id);
    if (body.id === caller.userId) return { menus: menuTree(caller.menus) };
    await getUser(db, body.id);
    return { menus: menuTree(await grantedMenus(db, body.id)) };
  },

  /** The whole tree, flat in tree order (a small list, not paged). */
  async menuList({ body, db }) {
    const datas = await listMenus(db, body?.search);
    return { datas, total: datas.length };
  },

  async menuParents({ params, db }) {
    const datas = await parentsFor(db, params.category);
    return { datas, total: datas.length };
  },

  /** A menu goes with its children; the answer names every id removed, the menu's own first. */
  async menuDelete({ body, caller, tx }) {
    const ids = await tx(async (t) => {
      const gone = (await subtree(t, body.id)).map((m) => m.id);
      await menus.remove(t, caller, body.id);
      return gone;
    });
    const children = ids.length - 1;
    return {
      message: text('done.menu.deleted', { children }),
      id: body.id,
      ids,
    };
  },
};
