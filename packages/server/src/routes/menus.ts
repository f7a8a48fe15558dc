import type { RouteHandlerMethod } from 'fastify';
import type { Schemas } from '../lib/types.js';
import { requireSelfOrRight } from '../plugins/auth.js';
import { grantedMenus, menuTree } from '../services/access.js';
import { createMenu, deleteMenu, listMenus, parentsFor, updateMenu } from '../services/menus.js';
import { getUser } from '../services/users.js';
import { inTx, ok } from './tx.js';

export const menuHandlers: Record<string, RouteHandlerMethod> = {
  async menuTreeForUser(req) {
    const { id } = req.body as Schemas['IdRequest'];
    const caller = requireSelfOrRight(req, id);
    if (id === caller.userId) return ok({ menus: menuTree(caller.menus) });
    await getUser(req.server.db, id);
    return ok({ menus: menuTree(await grantedMenus(req.server.db, id)) });
  },

  async menuList(req) {
    const { search } = req.body as Schemas['SearchRequest'];
    const datas = await listMenus(req.server.db, search);
    return ok({ datas, total: datas.length });
  },

  async menuParents(req) {
    const { category } = req.params as { category: Schemas['MenuLevel'] };
    const datas = await parentsFor(req.server.db, category);
    return ok({ datas, total: datas.length });
  },

  async menuAdd(req) {
    const actor = req.caller!.userId;
    const datas = await inTx(req, (tx) => createMenu(tx, actor, req.body as Schemas['MenuInput']));
    return ok({ message: 'Menu berhasil ditambahkan.', datas });
  },

  async menuUpdate(req) {
    const actor = req.caller!.userId;
    const datas = await inTx(req, (tx) => updateMenu(tx, actor, req.body as Schemas['MenuUpdate']));
    return ok({ message: 'Menu berhasil diperbarui.', datas });
  },

  async menuDelete(req) {
    const actor = req.caller!.userId;
    const { id } = req.body as Schemas['IdRequest'];
    const ids = await inTx(req, (tx) => deleteMenu(tx, actor, id));
    const children = ids.length - 1;
    return ok({
      message: children ? `Menu dan ${children} menu turunannya berhasil dihapus.` : 'Menu berhasil dihapus.',
      id,
      ids,
    });
  },
};
