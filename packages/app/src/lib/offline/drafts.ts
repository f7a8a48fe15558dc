import { del, get, set, type UseStore } from 'idb-keyval';
import { queueStore } from './queue';

/**
 * A form's unsaved input kept on this device (issue 37: a new order survives a closed tab or a reload). It lives in
 * the offline queue's IndexedDB store beside the queue, under a key of its own per signed-in user and form, so that
 * one user never sees another's draft. Only saving or discarding it takes it out.
 */
export interface Draft<V> {
  values: V;
  /** When it was last kept (ms since the epoch). */
  keptAt: number;
}

const keyOf = (userId: number, form: string) => `draft:${userId}:${form}`;

export function readDraft<V>(userId: number, form: string, store: UseStore = queueStore()) {
  return get<Draft<V>>(keyOf(userId, form), store);
}

export function keepDraft<V>(userId: number, form: string, values: V, store: UseStore = queueStore()) {
  return set(keyOf(userId, form), { values, keptAt: Date.now() } satisfies Draft<V>, store);
}

export function dropDraft(userId: number, form: string, store: UseStore = queueStore()) {
  return del(keyOf(userId, form), store);
}
