import { atom } from 'jotai';
import { userDataAtom } from '../lib/session';
import { atomWithLocalStorage, STORAGE_KEYS } from '../lib/storage';
import { LOCALES, type Locale } from './i18n';

/**
 * The language each user chose, remembered per user in this browser (localStorage, not the server: decision record
 * "Errors with codes and message catalogues"), and the last one chosen for the sign-in page.
 */
const storedLocalesAtom = atomWithLocalStorage<Record<string, string>>(STORAGE_KEYS.locale, {});

const known = (value: string | undefined): Locale | undefined => LOCALES.find((locale) => locale === value);

/** The signed-in user's language (Indonesian until they choose), or the last one chosen on the sign-in page. */
export const localeAtom = atom(
  (get): Locale => {
    const stored = get(storedLocalesAtom);
    const user = get(userDataAtom);
    return (user ? known(stored[String(user.id)]) : known(stored['last'])) ?? 'id';
  },
  (get, set, locale: Locale) => {
    const user = get(userDataAtom);
    set(storedLocalesAtom, {
      ...get(storedLocalesAtom),
      ...(user ? { [String(user.id)]: locale } : {}),
      last: locale,
    });
  },
);
