import idTexts from '../../i18n/catalogues/id/shell.json';
import { catalogueArea } from '../../i18n/area';

/** The texts of this area, in the current language (catalogues/<locale>/shell.json). */
const tr = catalogueArea(idTexts);
export const shellMessages = {
  get brand() {
    return tr('shell.brand');
  },
  get openMenu() {
    return tr('shell.openMenu');
  },
  get closeMenu() {
    return tr('shell.closeMenu');
  },
  get mainNav() {
    return tr('shell.mainNav');
  },
  get searchLabel() {
    return tr('shell.searchLabel');
  },
  get searchPlaceholder() {
    return tr('shell.searchPlaceholder');
  },
  get searchPlaceholderShort() {
    return tr('shell.searchPlaceholderShort');
  },
  get searchEmpty() {
    return tr('shell.searchEmpty');
  },
  get searchHint() {
    return tr('shell.searchHint');
  },

  userMenu: (name: string) => tr('shell.userMenu', { name }),
  get profile() {
    return tr('shell.profile');
  },
  get faq() {
    return tr('shell.faq');
  },
  get logout() {
    return tr('shell.logout');
  },
  get logoutTitle() {
    return tr('shell.logoutTitle');
  },
  get logoutText() {
    return tr('shell.logoutText');
  },
  get logoutConfirm() {
    return tr('shell.logoutConfirm');
  },
  get loggedOut() {
    return tr('shell.loggedOut');
  },
  get noPosition() {
    return tr('shell.noPosition');
  },
  get skipToContent() {
    return tr('shell.skipToContent');
  },
} as const;
