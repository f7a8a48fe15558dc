import idTexts from '../../i18n/catalogues/id/users.json';
import { catalogueArea } from '../../i18n/area';

/** The texts of this area, in the current language (catalogues/<locale>/users.json). */
const tr = catalogueArea(idTexts);
export const userMessages = {
  get title() {
    return tr('users.title');
  },
  get active() {
    return tr('users.active');
  },
  get inactive() {
    return tr('users.inactive');
  },
  get noPosition() {
    return tr('users.noPosition');
  },
  get statusFilter() {
    return tr('users.statusFilter');
  },
  get statusAll() {
    return tr('users.statusAll');
  },
  rules: {
    get deleteSelf() {
      return tr('users.rules.deleteSelf');
    },
    get deactivateSelf() {
      return tr('users.rules.deactivateSelf');
    },
    get editSuper() {
      return tr('users.rules.editSuper');
    },
    get deleteSuper() {
      return tr('users.rules.deleteSuper');
    },
    get resetSuper() {
      return tr('users.rules.resetSuper');
    },
    get sessionsSuper() {
      return tr('users.rules.sessionsSuper');
    },
    get selfRightsTitle() {
      return tr('users.rules.selfRightsTitle');
    },
    leaveGroups: (names: string) => tr('users.rules.leaveGroups', { names }),
    get confirm() {
      return tr('users.rules.confirm');
    },
  },
  sessions: {
    action: (name: string) => tr('users.sessions.action', { name }),
    title: (name: string) => tr('users.sessions.title', { name }),
  },
  reset: {
    action: (name: string) => tr('users.reset.action', { name }),
    get title() {
      return tr('users.reset.title');
    },
    description: (name: string) => tr('users.reset.description', { name }),
    get newPassword() {
      return tr('users.reset.newPassword');
    },
    get confirm() {
      return tr('users.reset.confirm');
    },
    get mismatch() {
      return tr('users.reset.mismatch');
    },
    get submit() {
      return tr('users.reset.submit');
    },
    done: (name: string) => tr('users.reset.done', { name }),
  },
} as const;
