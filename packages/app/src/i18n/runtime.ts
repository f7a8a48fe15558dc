import { setupI18n, type Messages } from '@lingui/core';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { setFormatLocale } from '@pawon/ui';
import { errorKeys, type ErrorParams } from '@pawon/api-client';
import errorTexts from '@pawon/api-client/errors/id.json';
import type { Locale } from './i18n';
import core from './catalogues/id.json';
import { uiLabelsOf } from './uiLabels';
import { registeredAreas, type Catalogue } from './area';

/**
 * The catalogue runtime (decision record "Errors with codes and message catalogues"): Lingui over two JSON catalogues
 * of ICU messages, `id` (the default, in this chunk) and `en` (its own chunk, loaded when chosen). The build compiles
 * the messages (vite.plugins.ts `compiledCatalogues`), so no message parser ships; tests and the dev server compile
 * them on the fly. This chunk is loaded right after the first paint (i18n.ts), never before it. The error texts
 * (`error.*`) are the contract's package's (`@pawon/api-client/errors/<locale>.json`, decision record 045): the server
 * renders its Indonesian `message` from the same catalogue.
 */
const id = { ...errorTexts, ...core };
/** Every key, from the Indonesian catalogue: a key missing there does not compile. */
export type MessageKey = keyof typeof id;
export type MessageParams = Record<string, string | number | null | undefined>;

/** A language's catalogue other than the default (every area's), in a chunk of its own. */
const loadCatalogue = (locale: Locale): Promise<Catalogue> =>
  locale === 'en' ? import('./english').then((m) => m.default) : Promise.reject(new Error(locale));

/**
 * A Lingui instance over the Indonesian catalogue. Lingui hands every message that is a string to its compiler (its
 * own outside production) and, in a production build without one, logs "Uncompiled message detected" on each call:
 * about 1,000 warnings and 300 ms of main thread for the order screen's first rows. The catalogues come compiled
 * (every message with ICU syntax is an array of tokens), so a string is plain text and is its own compiled form.
 */
export function createCatalogueI18n() {
  const instance = setupI18n({ locale: 'id', messages: { id: id as Messages } });
  instance.setMessagesCompiler((text): CompiledMessage => [text]);
  return instance;
}

const i18n = createCatalogueI18n();
const loaded = new Set<Locale>(['id']);
// The areas' Indonesian texts (area.ts): those loaded so far, and each one loaded later.
const addArea = (area: Catalogue) => i18n.load('id', area as Messages);
addArea(registeredAreas(addArea));

/** The text of `key` in the current language, with its parameters (`{name}`, `{available, number}`). */
export function t(key: MessageKey, params?: MessageParams): string {
  return i18n._(key, params as Record<string, unknown> | undefined);
}

/** The text of any area's key (area.ts; typed there per area). */
export function translate(key: string, params?: MessageParams): string {
  return i18n._(key, params as Record<string, unknown> | undefined);
}

/** Whether a key (an error code's, built at run time) is in the catalogues. */
export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(id, key);
}

export const currentLocale = (): Locale => i18n.locale as Locale;

/** Calls `onChange` after each switch of language; answers the unsubscribe. */
export const onLocaleChange = (onChange: () => void) => i18n.on('change', onChange);

/** ui's built-in words in the current language. */
export const uiLabels = () => uiLabelsOf(t);

/** Loads the language's catalogue when it is not yet, then switches to it (every `useI18n` renders again). */
export async function activateLocale(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) {
    i18n.load(locale, (await loadCatalogue(locale)) as Messages);
    loaded.add(locale);
  }
  // Dates (month and weekday names, the time's separator) and numbers (marks, short rupiah, number fields) follow
  // the language; LocaleProvider renders anew.
  setFormatLocale(locale);
  i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** The catalogue's key for an error code, most specific first (errorKeys: the server picks the same). */
const keyOf = (code: string, params: ErrorParams, onField: boolean) =>
  errorKeys(code, params, onField).find(isMessageKey);

/**
 * The text of a coded error in the user's language. The server's own (Indonesian) message is a parameter too, so a
 * generic code with a `rule` this catalogue does not know yet (a newer server) still says it; a code the catalogue
 * does not know, or any code before the catalogue has loaded, shows that message as it is.
 */
export function codedText(
  code: string | undefined,
  params: ErrorParams,
  message: string,
  onField = false,
): string {
  const key = code === undefined ? undefined : keyOf(code, params, onField);
  // A `rule` this catalogue has no text for (a newer server): the server's sentence says more than the code's.
  const rule = params['rule'];
  if (!key || (typeof rule === 'string' && !key.endsWith(`.${rule}`))) return message;
  return t(key, { ...params, message } as MessageParams);
}
