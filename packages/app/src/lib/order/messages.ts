import idTexts from '../../i18n/catalogues/id/transactions.json';
import { catalogueArea, catalogueChoices } from '../../i18n/area';

/**
 * The order's words (catalogues/<locale>/transactions.json): the pack editor and the pickers say pack, line,
 * product and quantity as the order form always has, wherever they are used (an order, a standing order).
 */
export const t = catalogueArea(idTexts);
/** The options of a choice of the order's area (`choices('transactions.choices.bucket')`). */
export const choices = catalogueChoices(idTexts);
