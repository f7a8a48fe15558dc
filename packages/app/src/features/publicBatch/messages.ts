import idTexts from '../../i18n/catalogues/id/publicBatch.json';
import { catalogueArea } from '../../i18n/area';

/** The texts of a label's public page (catalogues/<locale>/publicBatch.json). */
export const t = catalogueArea(idTexts);
