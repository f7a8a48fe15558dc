import idTexts from '../../i18n/catalogues/id/print.json';
import { catalogueArea } from '../../i18n/area';

/** The texts every printed paper shares (catalogues/<locale>/print.json): its heading's. */
export const t = catalogueArea(idTexts);
