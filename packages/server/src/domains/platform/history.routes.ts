/** The history of changes (decision 030): read only. */
import { keptBackupPath } from '../../backup/store.js';
import { withDefaults } from '../../lib/validation.js';
import { allows } from './access.js';
import { historyPage, historyUsers } from './history.js';
import type { HandlerGroup } from '../../routes/handler.js';

export const historyHandlers: HandlerGroup<'historyList' | 'historyUsers'> = {
  historyList: async ({ db, body, config, caller }) =>
    historyPage(db, withDefaults('HistoryListRequest', body), config.timeZone, {
      owns: (owners) => owners.every((menus) => allows(caller.rights, menus, 'view')),
      // A backup's entries name its file: still in Cadangan Data, or deleted.
      kept: (entity, name) => entity === 'backup' && keptBackupPath(config.dataDir, name) !== null,
    }),
  historyUsers: async ({ db, body }) => historyUsers(db, body?.search),
};
