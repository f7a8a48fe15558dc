import idTexts from '../../i18n/catalogues/id/auth.json';
import { catalogueArea } from '../../i18n/area';

/** The texts of this area, in the current language (catalogues/<locale>/auth.json). */
export const t = catalogueArea(idTexts);
