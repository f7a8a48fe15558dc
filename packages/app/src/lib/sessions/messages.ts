import idTexts from '../../i18n/catalogues/id/sessions.json';
import { catalogueArea } from '../../i18n/area';
import type { SessionDevice } from './api';

/** The texts of the sessions list (catalogues/<locale>/sessions.json), shown in the profile and in user management. */
export const t = catalogueArea(idTexts);
export const sessionMessages = {
  /** "Chrome 131 di Android 14", or what the user agent says of it. */
  device: ({ browser, os }: SessionDevice) =>
    t('sessions.device', {
      browser,
      os,
      known: browser && os ? 'both' : browser ? 'browser' : os ? 'os' : 'none',
    }),
} as const;
