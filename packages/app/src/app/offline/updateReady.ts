import { atom } from 'jotai';

/** Set when a new version of the app is installed and waiting: calling it activates it and reloads the page. */
export const updateReadyAtom = atom<(() => void) | null>(null);
