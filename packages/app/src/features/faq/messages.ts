import idTexts from '../../i18n/catalogues/id/faq.json';
import { catalogueArea } from '../../i18n/area';

/** The texts of this area, in the current language (catalogues/<locale>/faq.json). */
export const t = catalogueArea(idTexts);
/** Help text: how to use Pawon, in Indonesian. */

/** The questions, in the catalogue's order (`faq.items.<n>.q` and `.a`). */
export const FAQ_ITEMS = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;
