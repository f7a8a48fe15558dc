import type { RouteHandlerMethod } from 'fastify';
import type { Schemas } from '../lib/types.js';
import { createPosition, deletePosition, listPositions, positionOptions, updatePosition } from '../services/positions.js';
import { inTx, ok } from './tx.js';

export const positionHandlers: Record<string, RouteHandlerMethod> = {
  async positionList(req) {
    return ok(await listPositions(req.server.db, req.body as Schemas['PositionListRequest']));
  },
  async userPositions(req) {
    return ok({ datas: await positionOptions(req.server.db) });
  },
  async positionAdd(req) {
    const actor = req.caller!.userId;
    const datas = await inTx(req, (tx) => createPosition(tx, actor, req.body as Schemas['PositionInput']));
    return ok({ message: 'Jabatan berhasil ditambahkan.', datas });
  },
  async positionUpdate(req) {
    const actor = req.caller!.userId;
    const datas = await inTx(req, (tx) => updatePosition(tx, actor, req.body as Schemas['PositionUpdate']));
    return ok({ message: 'Jabatan berhasil diperbarui.', datas });
  },
  async positionDelete(req) {
    const actor = req.caller!.userId;
    const { id } = req.params as { id: number };
    await inTx(req, (tx) => deletePosition(tx, actor, id));
    return ok({ message: 'Jabatan berhasil dihapus.', id });
  },
};
