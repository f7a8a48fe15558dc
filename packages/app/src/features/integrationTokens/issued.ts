import { atom } from 'jotai';

/** A token just made: shown once by its dialog, then forgotten (only its hash is kept on the server). */
export interface IssuedToken {
  name: string;
  token: string;
}

export const issuedTokenAtom = atom<IssuedToken | null>(null);
