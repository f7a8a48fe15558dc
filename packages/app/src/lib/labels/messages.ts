import idTexts from '../../i18n/catalogues/id/labels.json';
import { catalogueArea } from '../../i18n/area';

/** The texts of the label dialog and buttons (catalogues/<locale>/labels.json). */
export const t = catalogueArea(idTexts);
