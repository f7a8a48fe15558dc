import type { RouteHandlerMethod } from 'fastify';
import type { Schemas } from '../lib/types.js';
import { createGroup, deleteGroup, listGroups, updateGroup } from '../services/groups.js';
import { inTx, ok } from './tx.js';

export const groupHandlers: Record<string, RouteHandlerMethod> = {
  async groupList(req) {
    return ok(await listGroups(req.server.db, req.body as Schemas['GroupListRequest']));
  },
  async groupAdd(req) {
    const actor = req.caller!.userId;
    const datas = await inTx(req, (tx) => createGroup(tx, actor, req.body as Schemas['GroupInput']));
    return ok({ message: 'Grup otorisasi berhasil ditambahkan.', datas });
  },
  async groupUpdate(req) {
    const actor = req.caller!.userId;
    const datas = await inTx(req, (tx) => updateGroup(tx, actor, req.body as Schemas['GroupUpdate']));
    return ok({ message: 'Grup otorisasi berhasil diperbarui.', datas });
  },
  async groupDelete(req) {
    const actor = req.caller!.userId;
    const { id } = req.body as Schemas['IdRequest'];
    await inTx(req, (tx) => deleteGroup(tx, actor, id));
    return ok({ message: 'Grup otorisasi berhasil dihapus.', id });
  },
};
