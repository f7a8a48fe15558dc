import idTexts from '../../i18n/catalogues/id/groups.json';
import { catalogueArea } from '../../i18n/area';

/** The texts of this area, in the current language (catalogues/<locale>/groups.json). */
const tr = catalogueArea(idTexts);
export const groupMessages = {
  menuCount: (n: number) => tr('groups.menuCount', { n }),
  fields: {
    get name() {
      return tr('groups.fields.name');
    },
    get description() {
      return tr('groups.fields.description');
    },
    get menus() {
      return tr('groups.fields.menus');
    },
    get menusHint() {
      return tr('groups.fields.menusHint');
    },
    get users() {
      return tr('groups.fields.users');
    },
    get usersSearch() {
      return tr('groups.fields.usersSearch');
    },
    get usersSearchPlaceholder() {
      return tr('groups.fields.usersSearchPlaceholder');
    },
    usersChosen: (n: number) => tr('groups.fields.usersChosen', { n }),
    get noUsers() {
      return tr('groups.fields.noUsers');
    },
  },
  rights: {
    get menu() {
      return tr('groups.rights.menu');
    },
    get view() {
      return tr('groups.rights.view');
    },
    get create() {
      return tr('groups.rights.create');
    },
    get update() {
      return tr('groups.rights.update');
    },
    get delete() {
      return tr('groups.rights.delete');
    },
  },
  rightLabel: (right: string, menu: string) => tr('groups.rightLabel', { right, menu }),
  level: {
    get header() {
      return tr('groups.level.header');
    },
    get parent() {
      return tr('groups.level.parent');
    },
    get submenu() {
      return tr('groups.level.submenu');
    },
    get action() {
      return tr('groups.level.action');
    },
  },
  rules: {
    get deleteSuper() {
      return tr('groups.rules.deleteSuper');
    },
    get editSuper() {
      return tr('groups.rules.editSuper');
    },
    get selfRightsTitle() {
      return tr('groups.rules.selfRightsTitle');
    },
    leaveGroup: (name: string) => tr('groups.rules.leaveGroup', { name }),
    loseRights: (name: string) => tr('groups.rules.loseRights', { name }),
    get confirm() {
      return tr('groups.rules.confirm');
    },
  },
  get menusLoadError() {
    return tr('groups.menusLoadError');
  },
  get usersLoadError() {
    return tr('groups.usersLoadError');
  },
} as const;
