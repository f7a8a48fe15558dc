import idTexts from '../../i18n/catalogues/id/webhooks.json';
import { catalogueArea } from '../../i18n/area';

/** The texts of this area, in the current language (catalogues/<locale>/webhooks.json). */
export const t = catalogueArea(idTexts);
