import { useSyncExternalStore } from 'react';
import { getI18n, setI18n, type I18n } from './current';

/**
 * The entry's side of the catalogues: the languages, and the catalogue runtime (Lingui and the Indonesian catalogue,
 * ./runtime.ts) loaded once, right after the first paint, so that no route's first screen waits for it. Until it is
 * there, Indonesian is what shows anyway: ui's own default labels and the server's (Indonesian) messages.
 */
export type Locale = 'id' | 'en';
export const LOCALES: readonly Locale[] = ['id', 'en'];
export { getI18n, type I18n };

let loading: Promise<I18n> | undefined;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Loads the catalogue runtime (once) and answers it. */
export function loadI18n(): Promise<I18n> {
  loading ??= import('./runtime').then((loaded) => {
    setI18n(loaded);
    loaded.onLocaleChange(notify);
    notify();
    return loaded;
  });
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => getI18n()?.currentLocale() ?? 'loading';

/** The runtime (or undefined while it loads); the component renders again when it loads or the language changes. */
export function useI18n(): I18n | undefined {
  useSyncExternalStore(subscribe, snapshot, snapshot);
  return getI18n();
}
