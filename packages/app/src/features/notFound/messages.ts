import idTexts from '../../i18n/catalogues/id/notFound.json';
import { catalogueArea } from '../../i18n/area';

/** The texts of this area, in the current language (catalogues/<locale>/notFound.json). */
export const t = catalogueArea(idTexts);
export const notFoundMessages = {
  code: '404',
} as const;
