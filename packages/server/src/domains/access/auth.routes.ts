import { text } from '../../lib/texts.js';
import { menuTree, rightsList } from '../platform/access.js';
import { audit } from '../platform/audit.js';
import { signIn } from './auth.js';
import { hashPassword } from './passwords.js';
import { revokeSession } from './sessions.js';
import { getUser, registerUser } from './users.js';
import type { HandlerGroup } from '../../routes/handler.js';

export const authHandlers: HandlerGroup<'login' | 'logout' | 'register' | 'me'> = {
  login: async ({ body, req, db }) =>
    signIn(db, { ...body, ip: req.ip, userAgent: req.headers['user-agent'] }),

  async logout({ caller, tx }) {
    await tx(async (t) => {
      await revokeSession(t, caller.sessionId);
      await audit(t, { userId: caller.userId, action: 'logout', entity: 'session', entityId: null });
    });
    return { message: text('done.signedOut') };
  },

  async register({ body, db }) {
    // Hashed whether or not the email is taken, so both answers take the same time.
    const passwordHash = await hashPassword(body.password);
    await registerUser(db, { ...body, passwordHash });
    // The same answer when the email already has an account (which is left as it is): no account enumeration.
    return { message: text('done.registered') };
  },

  async me({ caller, db }) {
    return {
      datas: await getUser(db, caller.userId),
      menus: menuTree(caller.menus),
      rights: rightsList(caller.rights),
    };
  },
};
