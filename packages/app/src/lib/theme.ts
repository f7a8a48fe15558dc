import { atom } from 'jotai';
import type { ThemeMode } from '@pawon/ui';
import { atomWithLocalStorage, STORAGE_KEYS } from './storage';

/** Light (default, spec section 9) or dark, remembered in localStorage. */
const storedThemeAtom = atomWithLocalStorage<string>(STORAGE_KEYS.theme, 'light', true);
export const themeModeAtom = atom(
  (get): ThemeMode => (get(storedThemeAtom) === 'dark' ? 'dark' : 'light'),
  (_get, set, mode: ThemeMode) => set(storedThemeAtom, mode),
);

export const toggleThemeAtom = atom(null, (get, set) =>
  set(themeModeAtom, get(themeModeAtom) === 'dark' ? 'light' : 'dark'),
);
