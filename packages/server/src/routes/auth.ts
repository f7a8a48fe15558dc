import type { RouteHandlerMethod } from 'fastify';
import type { Schemas } from '../lib/types.js';
import { callerOf } from '../plugins/auth.js';
import { signIn } from '../services/auth.js';
import { menuTree, rightsList } from '../services/access.js';
import { revokeSession } from '../services/sessions.js';
import { audit } from '../services/audit.js';
import { hashPassword } from '../services/passwords.js';
import { createUser, getUser } from '../services/users.js';
import { inTx, ok } from './tx.js';

export const authHandlers: Record<string, RouteHandlerMethod> = {
  async login(req) {
    const body = req.body as Schemas['LoginRequest'];
    return ok(await signIn(req.server.db, { ...body, ip: req.ip }));
  },

  async logout(req) {
    const caller = callerOf(req);
    await inTx(req, async (tx) => {
      await revokeSession(tx, caller.sessionId);
      await audit(tx, { userId: caller.userId, action: 'logout', entity: 'session', entityId: null });
    });
    return ok({ message: 'Anda telah keluar.' });
  },

  async register(req) {
    const body = req.body as Schemas['RegisterRequest'];
    const passwordHash = await hashPassword(body.password);
    const user = await inTx(req, (tx) =>
      createUser(tx, null, { ...body, passwordHash, active: false, groupIds: [] }, 'register'),
    );
    return ok({
      message: 'Pendaftaran berhasil. Akun Anda akan aktif setelah disetujui administrator.',
      datas: user,
    });
  },

  async me(req) {
    const caller = callerOf(req);
    return ok({
      datas: await getUser(req.server.db, caller.userId),
      menus: menuTree(caller.menus),
      rights: rightsList(caller.rights),
    });
  },
};
