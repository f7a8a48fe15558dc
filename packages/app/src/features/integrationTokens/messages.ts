import idTexts from '../../i18n/catalogues/id/integrationTokens.json';
import { catalogueArea } from '../../i18n/area';

/** The texts of this area, in the current language (catalogues/<locale>/integrationTokens.json). */
export const t = catalogueArea(idTexts);
