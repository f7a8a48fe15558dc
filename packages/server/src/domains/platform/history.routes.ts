/** The history of changes (decision 030): read only. */
import { withDefaults } from '../../lib/validation.js';
import { allows } from './access.js';
import { historyPage, historyUsers } from './history.js';
import type { HandlerGroup } from '../../routes/handler.js';

export const historyHandlers: HandlerGroup<'historyList' | 'historyUsers'> = {
  historyList: async ({ db, body, config, caller }) =>
    historyPage(db, withDefaults('HistoryListRequest', body), config.timeZone, {
      owns: (owners) => owners.every((menus) => allows(caller.rights, menus, 'view')),
    }),
  historyUsers: async ({ db, body }) => historyUsers(db, body?.search),
};
