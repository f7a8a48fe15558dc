import idTexts from '../../i18n/catalogues/id/menuRights.json';
import { catalogueArea } from '../../i18n/area';

/** The texts of the menu-rights table, in the current language (catalogues/<locale>/menuRights.json). */
export const t = catalogueArea(idTexts);
