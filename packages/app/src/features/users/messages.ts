import idTexts from '../../i18n/catalogues/id/users.json';
import { catalogueArea } from '../../i18n/area';

/** The texts of this area, in the current language (catalogues/<locale>/users.json). */
const tr = catalogueArea(idTexts);
export const userMessages = {
  get title() {
    return tr('users.title');
  },
  get description() {
    return tr('users.description');
  },
  get singular() {
    return tr('users.singular');
  },
  get addLabel() {
    return tr('users.addLabel');
  },
  get addTitle() {
    return tr('users.addTitle');
  },
  get editTitle() {
    return tr('users.editTitle');
  },
  created: (name: string) => tr('users.created', { name }),
  updated: (name: string) => tr('users.updated', { name }),
  deleted: (name: string) => tr('users.deleted', { name }),
  get deleteTitle() {
    return tr('users.deleteTitle');
  },
  deleteText: (name: string) => tr('users.deleteText', { name }),
  get searchLabel() {
    return tr('users.searchLabel');
  },
  get searchPlaceholder() {
    return tr('users.searchPlaceholder');
  },
  get empty() {
    return tr('users.empty');
  },
  emptyText: undefined,
  get caption() {
    return tr('users.caption');
  },
  columns: {
    get name() {
      return tr('users.columns.name');
    },
    get email() {
      return tr('users.columns.email');
    },
    get phone() {
      return tr('users.columns.phone');
    },
    get position() {
      return tr('users.columns.position');
    },
    get groups() {
      return tr('users.columns.groups');
    },
    get active() {
      return tr('users.columns.active');
    },
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
  fields: {
    get name() {
      return tr('users.fields.name');
    },
    get email() {
      return tr('users.fields.email');
    },
    get phone() {
      return tr('users.fields.phone');
    },
    get position() {
      return tr('users.fields.position');
    },
    get positionPlaceholder() {
      return tr('users.fields.positionPlaceholder');
    },
    get groups() {
      return tr('users.fields.groups');
    },
    get groupsHint() {
      return tr('users.fields.groupsHint');
    },
    get active() {
      return tr('users.fields.active');
    },
    get activeHint() {
      return tr('users.fields.activeHint');
    },
    get password() {
      return tr('users.fields.password');
    },
    get passwordHint() {
      return tr('users.fields.passwordHint');
    },
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
