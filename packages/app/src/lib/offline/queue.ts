import { createStore, get, set, update, type UseStore } from 'idb-keyval';
import type { QueuedWrite, Refusal } from './queued';

/**
 * The offline queue in IndexedDB (idb-keyval): one list, in the order the user made the writes, read and changed in
 * one IndexedDB transaction each (`update`), so that two tabs never lose each other's items. It survives reloads
 * and browser restarts; only sending it (syncQueue) or the user's "Buang" takes an item out.
 */
const QUEUE = 'queue';

let defaultStore: UseStore | undefined;
/** The app's store (a test passes its own). */
export const queueStore = (): UseStore => (defaultStore ??= createStore('pawon-offline', 'writes'));

export async function readQueue(store: UseStore = queueStore()): Promise<QueuedWrite[]> {
  return (await get<QueuedWrite[]>(QUEUE, store)) ?? [];
}

export function enqueue(write: QueuedWrite, store: UseStore = queueStore()): Promise<void> {
  return update<QueuedWrite[]>(
    QUEUE,
    (list = []) => (list.some((w) => w.key === write.key) ? list : [...list, write]),
    store,
  );
}

export function removeWrite(key: string, store: UseStore = queueStore()): Promise<void> {
  return update<QueuedWrite[]>(QUEUE, (list = []) => list.filter((w) => w.key !== key), store);
}

/** Changes one item (a refusal, or back to waiting to be sent again). */
export function patchWrite(
  key: string,
  patch: Partial<Pick<QueuedWrite, 'state' | 'refusal' | 'body'>>,
  store: UseStore = queueStore(),
): Promise<void> {
  return update<QueuedWrite[]>(
    QUEUE,
    (list = []) => list.map((w) => (w.key === key ? { ...w, ...patch } : w)),
    store,
  );
}

/** Empties the queue (tests). */
export const clearQueue = (store: UseStore = queueStore()) => set(QUEUE, [], store);

/** How a send ended, as syncQueue needs to know it. */
export type SendOutcome =
  | { type: 'sent'; answer: unknown }
  | { type: 'refused'; refusal: Refusal }
  /** The network (or the server) is not there: keep it, stop, try again later. */
  | { type: 'unreachable' };

export interface SyncResult {
  sent: QueuedWrite[];
  refused: QueuedWrite[];
  /** Sending stopped at a network failure; the rest waits for the next try. */
  stopped: boolean;
}

/**
 * Sends one user's waiting writes in the order they were made, one at a time, each with its own key (the server
 * answers a key it has seen with its first answer and writes nothing again). A sent one leaves the queue; a refused
 * one (4xx) moves to "perlu dicek" and sending goes on; an unreachable server stops the round. Items of other users
 * and refused ones are left alone.
 */
export async function syncQueue(
  userId: number,
  send: (write: QueuedWrite) => Promise<SendOutcome>,
  options: { store?: UseStore; onSent?: (write: QueuedWrite, answer: unknown) => void } = {},
): Promise<SyncResult> {
  const store = options.store ?? queueStore();
  const result: SyncResult = { sent: [], refused: [], stopped: false };
  const waiting = (await readQueue(store)).filter((w) => w.userId === userId && w.state === 'waiting');
  for (const write of waiting) {
    // Another tab may have sent or discarded it meanwhile.
    const current = (await readQueue(store)).find((w) => w.key === write.key);
    if (!current || current.state !== 'waiting') continue;
    const outcome = await send(current);
    if (outcome.type === 'unreachable') {
      result.stopped = true;
      break;
    }
    if (outcome.type === 'refused') {
      await patchWrite(current.key, { state: 'refused', refusal: outcome.refusal }, store);
      result.refused.push(current);
      continue;
    }
    await removeWrite(current.key, store);
    result.sent.push(current);
    options.onSent?.(current, outcome.answer);
  }
  return result;
}
