import idTexts from '../../i18n/catalogues/id/notFound.json';
import { catalogueArea } from '../../i18n/area';

/** The texts of this area, in the current language (catalogues/<locale>/notFound.json). */
const tr = catalogueArea(idTexts);
export const notFoundMessages = {
  code: '404',
  get title() {
    return tr('notFound.title');
  },
  get text() {
    return tr('notFound.text');
  },
  get home() {
    return tr('notFound.home');
  },
  get login() {
    return tr('notFound.login');
  },
  get soonTitle() {
    return tr('notFound.soonTitle');
  },
  soonText: (name: string) => tr('notFound.soonText', { name }),
  get soonUnknown() {
    return tr('notFound.soonUnknown');
  },
} as const;
