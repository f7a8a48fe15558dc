import { atom } from 'jotai';
import type { Webhook } from './api';

/** A signing secret just made (a new webhook, a rotation): shown once by its dialog, then forgotten. */
export interface IssuedSecret {
  /** The webhook's URL, naming it in the dialog. */
  name: string;
  secret: string;
}

export const issuedSecretAtom = atom<IssuedSecret | null>(null);

/** The webhook whose delivery log is open, if any. */
export const deliveryLogAtom = atom<Webhook | null>(null);
