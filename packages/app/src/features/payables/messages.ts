import idTexts from '../../i18n/catalogues/id/payables.json';
import { catalogueArea, catalogueChoices } from '../../i18n/area';

/** The texts of this area, in the current language (catalogues/<locale>/payables.json). */
export const t = catalogueArea(idTexts);
/** The options of a choice of this area (`choices('payables.choices.method')`). */
export const choices = catalogueChoices(idTexts);
