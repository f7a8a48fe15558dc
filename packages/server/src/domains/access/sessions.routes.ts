import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/index.js';
import { one } from '../../db/query.js';
import { notFound } from '../../lib/errors.js';
import { text } from '../../lib/texts.js';
import { requireSelfOrRight, type Caller } from '../../plugins/auth.js';
import { allows } from '../platform/access.js';
import { audit } from '../platform/audit.js';
import { actorOf, assertMayChangeUser } from './grants.js';
import { endUserSessions, listSessions, sessionOwner } from './sessions.js';
import type { HandlerGroup } from '../../routes/handler.js';

/**
 * Another user's sessions are theirs to see and end only with the operation's right (User Management, update) and
 * when that user holds no right the caller lacks (decision 006: a Super Admin's by a Super Admin only).
 */
async function assertMayManage(tx: Tx, req: FastifyRequest, caller: Caller, userId: number): Promise<void> {
  if (userId === caller.userId) return;
  requireSelfOrRight(req, userId);
  if (!(await one(tx, sql`select 1 from users where id = ${userId}`))) throw notFound('user');
  await assertMayChangeUser(tx, await actorOf(tx, caller.userId), userId);
}

export const sessionHandlers: HandlerGroup<'sessionList' | 'sessionEnd' | 'sessionEndOthers'> = {
  async sessionList({ body, caller, req, tx }) {
    const userId = body.userId ?? caller.userId;
    return tx(async (t) => {
      await assertMayManage(t, req, caller, userId);
      return { datas: await listSessions(t, userId, caller.sessionId) };
    });
  },

  /**
   * By its public id. A live session of another user that the caller may not manage answers 404, like one that does
   * not exist: a guessed id tells nothing.
   */
  async sessionEnd({ body, caller, req, tx }) {
    await tx(async (t) => {
      const session = await sessionOwner(t, body.id);
      if (!session) throw notFound('session');
      if (session.userId !== caller.userId) {
        const access = req.routeOptions.config.access!;
        if (!allows(caller.rights, access.menus, access.right)) throw notFound('session');
        await assertMayManage(t, req, caller, session.userId);
      }
      await t.execute(sql`update sessions set revoked_at = now() where id = ${session.id}`);
      await audit(t, {
        userId: caller.userId,
        action: 'logout',
        entity: 'user',
        entityId: session.userId,
        after: { sessionsEnded: 1 },
      });
    });
    return { message: 'Sesi telah diakhiri.', id: body.id };
  },

  /** One's own: every session but the one in use. Another user's: all of them. */
  async sessionEndOthers({ body, caller, req, tx }) {
    const userId = body.userId ?? caller.userId;
    const own = userId === caller.userId;
    const count = await tx(async (t) => {
      await assertMayManage(t, req, caller, userId);
      const ended = await endUserSessions(t, userId, own ? caller.sessionId : undefined);
      if (ended)
        await audit(t, {
          userId: caller.userId,
          action: 'logout',
          entity: 'user',
          entityId: userId,
          after: { sessionsEnded: ended },
        });
      return ended;
    });
    return {
      message: text('done.sessions.ended', { count, own: own ? 'yes' : 'no' }),
      count,
    };
  },
};
