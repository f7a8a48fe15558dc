import idTexts from '../../i18n/catalogues/id/transactions.json';
import { catalogueArea, catalogueChoices } from '../../i18n/area';

/** The texts of this area, in the current language (catalogues/<locale>/transactions.json). */
export const t = catalogueArea(idTexts);
/** The options of a choice of this area (`choices('transactions.choices.payment')`). */
export const choices = catalogueChoices(idTexts);
