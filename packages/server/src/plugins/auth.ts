import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Access } from '../openapi.js';
import { AppError, forbidden, unauthorized } from '../lib/errors.js';
import { businessDate } from '../lib/dates.js';
import { allows, rightsOf, type GrantedMenu, type Rights } from '../domains/platform/access.js';
import { resolveSession, type SessionUser } from '../domains/access/sessions.js';
import { isIntegrationToken, resolveToken } from '../domains/access/integrationTokens.js';

export interface Caller extends SessionUser {
  menus: GrantedMenu[];
  rights: Rights;
  /** The integration token the request came with (issue 41); the caller is then its creator, with its scopes. */
  token?: { id: number; name: string };
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyContextConfig {
    operationId?: string;
    access?: Access;
  }
}

function bearer(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  return m?.[1];
}

/** The signed-in caller, or 401. */
export function callerOf(req: FastifyRequest): Caller {
  if (!req.caller) throw unauthorized();
  return req.caller;
}

/**
 * `x-self` operations: acting on one's own record needs only a session; on another's, the declared right.
 */
export function requireSelfOrRight(req: FastifyRequest, targetId: number | undefined): Caller {
  const caller = callerOf(req);
  const access = req.routeOptions.config.access!;
  if (targetId === undefined || targetId === caller.userId) return caller;
  if (!allows(caller.rights, access.menus, access.right)) throw forbidden();
  return caller;
}

/** Session (401) and menu rights (403) from the operation's x-menus / x-right, before the body is read. */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (req) => {
    const access = req.routeOptions.config.access;
    if (!access || access.public) return;
    const token = bearer(req);
    if (token && isIntegrationToken(token)) {
      // A token is refused where it may never act (administration, one's own account, session-only operations),
      // before it is looked up (and counted).
      if (access.noToken || access.self || access.menus.length === 0)
        throw new AppError(403, 'token.notAllowed');
      const found = await resolveToken(app.db, token, req.ip, {
        today: businessDate(app.config.timeZone),
        rate: app.config.tokenRate,
      });
      if (found)
        req.caller = {
          sessionId: 0,
          userId: found.userId,
          name: found.name,
          email: found.email,
          menus: found.menus,
          rights: rightsOf(found.menus),
          token: { id: found.tokenId, name: found.tokenName },
          writeLsn: found.writeLsn,
        };
    } else if (token) {
      const session = await resolveSession(app.db, token);
      if (session) req.caller = session;
    }
    if (!req.caller) throw token ? unauthorized() : unauthorized('auth.required');
    if (access.self || access.menus.length === 0) return;
    if (!allows(req.caller.rights, access.menus, access.right)) throw forbidden();
  });
}
