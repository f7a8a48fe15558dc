import idTexts from '../i18n/catalogues/id/root.json';
import { catalogueArea } from '../i18n/area';

export const t = catalogueArea(idTexts);

/**
 * The few texts the app's first chunk shows before any screen loads (the app's name, the session's end, the loading bar, a
 * route that failed to load, an empty required field), apart from the shared words of `messages.ts` (catalogues/<locale>/root.json): the sign-in
 * page carries only these.
 */
