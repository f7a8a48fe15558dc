import { atom } from 'jotai';
import { notify } from '../feedback';
import { invalidateResource } from '../query/queryClient';
import { userDataAtom } from '../session';
import type { AppStore } from '../store';
import { t } from './messages';
import { enqueue, patchWrite, readQueue, removeWrite, syncQueue } from './queue';
import { QueuedOffline, type QueuedOperation, type QueuedWrite } from './queued';
import { queueAtom } from './queueState';
import { isNetworkFailure, sendForQueue, sendWrite } from './send';

export { queueAtom, syncPanelOpenAtom } from './queueState';
export const waitingCountAtom = atom((get) => get(queueAtom).filter((w) => w.state === 'waiting').length);
export const refusedCountAtom = atom((get) => get(queueAtom).filter((w) => w.state === 'refused').length);
/** A sync round is running. */
export const syncingAtom = atom(false);

/** The resource a queued write changes (its lists and dependents load again once it is sent). */
const RESOURCE: Record<QueuedOperation, string> = {
  transactionAdd: 'transaction',
  transactionStatus: 'transaction',
  customerAdd: 'customer',
};

/** A v4 UUID; `crypto.randomUUID` exists only on secure origins (a server reached over the LAN by IP is not one). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export async function refreshQueue(store: AppStore): Promise<QueuedWrite[]> {
  const user = store.get(userDataAtom);
  const list = user ? (await readQueue()).filter((w) => w.userId === user.id) : [];
  store.set(queueAtom, list);
  return list;
}

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * A write that must not be lost to a bad signal (an order, a state change, a new customer): it gets a new
 * idempotency key now and is sent with it. When the network is down (or the send fails on the way) it goes into the
 * queue instead and this rejects with `QueuedOffline`; it is sent, with the same key, when the connection is back.
 * Any answer of the server (2xx or a refusal) is the caller's, as for any other call.
 */
export async function submitWrite(
  store: AppStore,
  operation: QueuedOperation,
  body: unknown,
  label: string,
  options: {
    /**
     * What the toast says when it is queued. @default "… disimpan di perangkat ini …" naming the label (a new order:
     * "Pesanan baru untuk <label> …", its label naming the customer and packs)
     */
    queuedText?: string;
    /**
     * The key of a refused write this one corrects ("Perbaiki"): it leaves the queue once this one is accepted or
     * queued, never before (a correction the server refuses again leaves it where it was).
     */
    replaces?: string;
  } = {},
): Promise<unknown> {
  const write: QueuedWrite = {
    key: newIdempotencyKey(),
    operation,
    body,
    createdAt: Date.now(),
    userId: store.get(userDataAtom)?.id ?? 0,
    label,
    state: 'waiting',
  };
  const settled = async () => {
    if (options.replaces) await removeWrite(options.replaces);
    await refreshQueue(store);
  };
  if (!offline()) {
    try {
      const answer = await sendWrite(write);
      if (options.replaces) await settled();
      return answer;
    } catch (error) {
      if (!isNetworkFailure(error)) throw error;
    }
  }
  await enqueue(write);
  await settled();
  throw new QueuedOffline(
    write,
    t('offline.queuedTitle'),
    options.queuedText ??
      (operation === 'transactionAdd'
        ? t('offline.queuedOrder', { what: label })
        : t('offline.queuedText', { what: label })),
  );
}

let running: Promise<void> | null = null;

/**
 * One round of sending (never two at once in a tab; another tab's round is harmless: the keys make a second send
 * answer the first one's answer). Sent writes make their resource's queries stale (the lists show the new order).
 */
export function syncNow(store: AppStore): Promise<void> {
  const user = store.get(userDataAtom);
  if (!user || offline()) return Promise.resolve();
  running ??= (async () => {
    store.set(syncingAtom, true);
    try {
      const result = await syncQueue(user.id, sendForQueue, {
        onSent: (write) => {
          // Out of the lists' queued rows at once: the list loading again shows the record the server made.
          store.set(queueAtom, (list) => list.filter((w) => w.key !== write.key));
          void invalidateResource(store, RESOURCE[write.operation], { lists: true });
        },
      });
      if (result.sent.length)
        notify(store, { status: 'success', title: t('offline.synced', { count: result.sent.length }) });
      if (result.refused.length)
        notify(store, {
          status: 'warning',
          title: t('offline.refusedTitle', { count: result.refused.length }),
          text: t('offline.refusedText'),
        });
    } finally {
      store.set(syncingAtom, false);
      running = null;
      await refreshQueue(store);
    }
  })();
  return running;
}

/** Sends a refused write again, unchanged (the user fixed the cause elsewhere: stock made, a price set). */
export async function resend(store: AppStore, key: string): Promise<void> {
  await patchWrite(key, { state: 'waiting', refusal: undefined });
  await refreshQueue(store);
  await syncNow(store);
}

/** Drops a write the user chose to discard. */
export async function discard(store: AppStore, key: string): Promise<void> {
  await removeWrite(key);
  await refreshQueue(store);
}

/** How often a waiting queue is tried again while the browser thinks it is online (a weak signal drops requests). */
export const RETRY_MS = 30_000;

/** Sends the queue now, whenever the browser comes back online, and every RETRY_MS while some wait. */
export function startSync(store: AppStore): () => void {
  const run = () => void syncNow(store);
  void refreshQueue(store).then(run);
  window.addEventListener('online', run);
  const timer = window.setInterval(() => {
    if (store.get(waitingCountAtom) > 0) run();
  }, RETRY_MS);
  const unsubscribe = store.sub(userDataAtom, () => void refreshQueue(store).then(run));
  return () => {
    window.removeEventListener('online', run);
    window.clearInterval(timer);
    unsubscribe();
  };
}
