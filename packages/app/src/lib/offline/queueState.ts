import { atom } from 'jotai';
import type { QueuedWrite } from './queued';

/**
 * What the screens know of the offline queue, without the offline layer's code: the list screen reads it to show the
 * queued records on top of its rows (only then does it load their view), the top bar to count them. The offline
 * runtime (writes.ts) keeps it up to date from IndexedDB.
 */

/** The signed-in user's queued writes (waiting and refused), as last read from IndexedDB. */
export const queueAtom = atom<QueuedWrite[]>([]);

/** "Antrean sinkron" is open: the top bar's button opens it, and so does a queued row of a list ("Lihat antrean"). */
export const syncPanelOpenAtom = atom(false);
