import idTexts from '../i18n/catalogues/id/root.json';
import { catalogueArea } from '../i18n/area';

const tr = catalogueArea(idTexts);

/**
 * The few texts the app's first chunk shows before any screen loads (the app's name, the session's end, the loading bar, a
 * route that failed to load, an empty required field), apart from the shared words of `messages.ts` (catalogues/<locale>/root.json): the sign-in
 * page carries only these.
 */
export const rootMessages = {
  get appName() {
    return tr('root.appName');
  },
  /** A required field left empty (the sign-in form's, and every form's through messages.ts). */
  get required() {
    return tr('root.required');
  },
  get sessionEnded() {
    return tr('root.sessionEnded');
  },
  get signInAgain() {
    return tr('root.signInAgain');
  },
  get sessionExpired() {
    return tr('root.sessionExpired');
  },
  get loading() {
    return tr('root.loading');
  },
  /** The theme switch (on the sign-in page too). */
  get lightMode() {
    return tr('root.lightMode');
  },
  get darkMode() {
    return tr('root.darkMode');
  },
  get routeErrorPlain() {
    return tr('root.routeError.plain');
  },
  get routeErrorPlainReload() {
    return tr('root.routeError.plainReload');
  },
} as const;
