import idTexts from '../../i18n/catalogues/id/menus.json';
import { catalogueArea } from '../../i18n/area';

/** The texts of this area, in the current language (catalogues/<locale>/menus.json). */
const tr = catalogueArea(idTexts);
export const menuMessages = {
  deleteChildren: (n: number) => tr('menus.deleteChildren', { n }),
  get deleteNoChildren() {
    return tr('menus.deleteNoChildren');
  },
  level: {
    get header() {
      return tr('menus.level.header');
    },
    get parent() {
      return tr('menus.level.parent');
    },
    get submenu() {
      return tr('menus.level.submenu');
    },
    get action() {
      return tr('menus.level.action');
    },
  },
  rules: {
    get adminMenu() {
      return tr('menus.rules.adminMenu');
    },
    get hasAdminMenu() {
      return tr('menus.rules.hasAdminMenu');
    },
  },
  fields: {
    get name() {
      return tr('menus.fields.name');
    },
    get level() {
      return tr('menus.fields.level');
    },
    get levelHint() {
      return tr('menus.fields.levelHint');
    },
    get parent() {
      return tr('menus.fields.parent');
    },
    get parentPlaceholder() {
      return tr('menus.fields.parentPlaceholder');
    },
    get parentRequired() {
      return tr('menus.fields.parentRequired');
    },
    get noParents() {
      return tr('menus.fields.noParents');
    },
    get url() {
      return tr('menus.fields.url');
    },
    get urlHint() {
      return tr('menus.fields.urlHint');
    },
    get urlPattern() {
      return tr('menus.fields.urlPattern');
    },
    get urlRequired() {
      return tr('menus.fields.urlRequired');
    },
    get actionUrlRequired() {
      return tr('menus.fields.actionUrlRequired');
    },
    get actionNoIcon() {
      return tr('menus.fields.actionNoIcon');
    },
    icon: 'Ikon',
    get iconSearch() {
      return tr('menus.fields.iconSearch');
    },
    get iconSearchPlaceholder() {
      return tr('menus.fields.iconSearchPlaceholder');
    },
    get iconNone() {
      return tr('menus.fields.iconNone');
    },
    iconChosen: (name: string) => tr('menus.fields.iconChosen', { name }),
    iconMore: (n: number) => tr('menus.fields.iconMore', { n }),
    get iconEmpty() {
      return tr('menus.fields.iconEmpty');
    },
    get order() {
      return tr('menus.fields.order');
    },
    get orderHint() {
      return tr('menus.fields.orderHint');
    },
  },
} as const;
