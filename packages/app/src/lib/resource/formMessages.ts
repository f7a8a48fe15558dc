import idTexts from '../../i18n/catalogues/id/forms.json';
import { catalogueArea } from '../../i18n/area';

/**
 * The texts of closing a form dialog and of its kept draft (catalogues/<locale>/forms.json): an area of its own, so
 * that only the dialogs' chunks carry them, not the first page.
 */
export const t = catalogueArea(idTexts);
