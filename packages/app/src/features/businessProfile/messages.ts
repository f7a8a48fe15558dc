import idTexts from '../../i18n/catalogues/id/businessProfile.json';
import { catalogueArea } from '../../i18n/area';

/** The texts of this area, in the current language (catalogues/<locale>/businessProfile.json). */
export const t = catalogueArea(idTexts);
