import idTexts from '../../i18n/catalogues/id/reports.json';
import { catalogueArea, catalogueChoices } from '../../i18n/area';

/** The texts of this area, in the current language (catalogues/<locale>/reports.json). */
export const t = catalogueArea(idTexts);
/** The options of a choice of this area (`choices('reports.payments')`). */
export const choices = catalogueChoices(idTexts);
