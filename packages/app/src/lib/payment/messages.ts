import idTexts from '../../i18n/catalogues/id/payments.json';
import { catalogueArea, catalogueChoices } from '../../i18n/area';

/** The texts of this area, in the current language (catalogues/<locale>/payments.json): the screen and the dialog. */
export const t = catalogueArea(idTexts);
/** The options of a choice of this area (`choices('payments.choices.method')`). */
export const choices = catalogueChoices(idTexts);
