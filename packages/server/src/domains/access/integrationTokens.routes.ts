import { businessDate } from '../../lib/dates.js';
import type { HandlerGroup } from '../../routes/handler.js';
import { createToken, listTokens, revokeToken } from './integrationTokens.js';

/** "Token Integrasi" (issue 41): never reachable with a token itself (`x-no-token` on the tag). */
export const integrationTokenHandlers: HandlerGroup<
  'integrationTokenList' | 'integrationTokenAdd' | 'integrationTokenDelete'
> = {
  integrationTokenList: async ({ body, config, tx }) =>
    tx((t) => listTokens(t, body ?? {}, businessDate(config.timeZone))),

  integrationTokenAdd: async ({ body, caller, config, tx }) =>
    tx((t) => createToken(t, caller.userId, body, businessDate(config.timeZone))),

  async integrationTokenDelete({ params, caller, tx }) {
    await tx((t) => revokeToken(t, caller.userId, params.id));
    return { id: params.id, message: 'Token telah dicabut.' };
  },
};
