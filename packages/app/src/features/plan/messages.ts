import idTexts from '../../i18n/catalogues/id/plan.json';
import { catalogueArea } from '../../i18n/area';

/** The texts of this area, in the current language (catalogues/<locale>/plan.json). */
export const t = catalogueArea(idTexts);
