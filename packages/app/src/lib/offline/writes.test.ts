import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, userDataAtom } from '../session';
import { appStore } from '../store';
import { clearQueue, readQueue } from './queue';
import { isQueuedOffline } from './queued';
import { newIdempotencyKey, queueAtom, submitWrite, syncNow } from './writes';
import { orderBody } from '../../test/fixtures';

const ORDER = orderBody();

/** The requests the app made: path, Idempotency-Key and body. */
let sent: Array<{ path: string; key: string | null; body: unknown }>;
let answer: (path: string) => Response | Promise<never>;

beforeEach(async () => {
  sent = [];
  await clearQueue();
  appStore.set(userDataAtom, { id: 7, groups: [] } as never);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      sent.push({ path, key: request.headers.get('Idempotency-Key'), body: await request.clone().json() });
      return answer(path);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // The store is the worker's: a user left here would be the next test file's signed-in user.
  clearSession(appStore);
});

const ok = () =>
  new Response(JSON.stringify({ status: 'success', datas: { id: 99, number: 'INV-1' } }), {
    headers: { 'Content-Type': 'application/json' },
  });
const down = () => Promise.reject(new TypeError('Failed to fetch'));

describe('a write through the offline queue', () => {
  it('goes out at once with a UUID Idempotency-Key when online', async () => {
    answer = ok;
    await expect(submitWrite(appStore, 'transactionAdd', ORDER, 'order')).resolves.toMatchObject({
      datas: { id: 99 },
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ path: '/api/transaction/add', body: ORDER });
    expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await readQueue()).toEqual([]);
  });

  it('is queued when the send fails for want of a network, then sent with the same key', async () => {
    answer = down;
    const error = await submitWrite(appStore, 'transactionAdd', ORDER, 'order').catch((e: unknown) => e);
    expect(isQueuedOffline(error)).toBe(true);
    const [queued] = await readQueue();
    expect(queued).toMatchObject({ operation: 'transactionAdd', body: ORDER, userId: 7, state: 'waiting' });
    expect(appStore.get(queueAtom)).toHaveLength(1);

    answer = ok;
    await syncNow(appStore);
    expect(sent.map((s) => s.key)).toEqual([queued!.key, queued!.key]);
    expect(await readQueue()).toEqual([]);
    expect(appStore.get(queueAtom)).toEqual([]);
  });

  it('is queued without trying while the browser is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    answer = ok;
    const error = await submitWrite(appStore, 'customerAdd', { name: 'Bu Sari' }, 'Bu Sari').catch(
      (e: unknown) => e,
    );
    expect(isQueuedOffline(error)).toBe(true);
    expect(sent).toEqual([]);
    expect(await readQueue()).toMatchObject([{ operation: 'customerAdd', label: 'Bu Sari' }]);
  });

  it('lands in "perlu dicek" with the server message when the server refuses it', async () => {
    answer = down;
    await submitWrite(appStore, 'transactionAdd', ORDER, 'order').catch(() => undefined);
    answer = () =>
      new Response(
        JSON.stringify({
          status: 'error',
          code: 'stock.short',
          message: 'Stok Nastar tidak cukup.',
          errors: {},
        }),
        { status: 409, headers: { 'Content-Type': 'application/json' } },
      );
    await syncNow(appStore);
    const [refused] = await readQueue();
    expect(refused).toMatchObject({ state: 'refused', body: ORDER, refusal: { status: 409 } });
    expect(refused!.refusal!.message).not.toBe('');
  });

  it('is not queued when the server answers a refusal at once (the form shows it)', async () => {
    answer = () =>
      new Response(JSON.stringify({ status: 'error', message: 'Tidak valid.', errors: {} }), {
        status: 422,
        headers: { 'Content-Type': 'application/json' },
      });
    const error = await submitWrite(appStore, 'transactionAdd', ORDER, 'order').catch((e: unknown) => e);
    expect(isQueuedOffline(error)).toBe(false);
    expect(await readQueue()).toEqual([]);
  });
});

describe('a correction of a refused write ("Perbaiki")', () => {
  const refuse = () =>
    new Response(
      JSON.stringify({
        status: 'error',
        code: 'stock.short',
        message: 'Stok Nastar tidak cukup.',
        errors: {},
      }),
      { status: 409, headers: { 'Content-Type': 'application/json' } },
    );
  /** One order refused on sync: its key. */
  async function refusedOrder(): Promise<string> {
    answer = down;
    await submitWrite(appStore, 'transactionAdd', ORDER, 'order').catch(() => undefined);
    answer = refuse;
    await syncNow(appStore);
    const [refused] = await readQueue();
    expect(refused!.state).toBe('refused');
    return refused!.key;
  }
  const fewer = { ...ORDER, packs: [{ ...ORDER.packs[0]!, count: 1 }] };

  it('is sent with a new key and takes the refused one out once accepted', async () => {
    const key = await refusedOrder();
    answer = ok;
    await submitWrite(appStore, 'transactionAdd', fewer, 'order', { replaces: key });
    const last = sent.at(-1)!;
    expect(last).toMatchObject({ path: '/api/transaction/add', body: fewer });
    expect(last.key).not.toBe(key);
    expect(await readQueue()).toEqual([]);
    expect(appStore.get(queueAtom)).toEqual([]);
  });

  it('waits in the queue in its place when there is no network', async () => {
    const key = await refusedOrder();
    answer = down;
    const error = await submitWrite(appStore, 'transactionAdd', fewer, 'order', { replaces: key }).catch(
      (e: unknown) => e,
    );
    expect(isQueuedOffline(error)).toBe(true);
    const queue = await readQueue();
    expect(queue).toMatchObject([{ state: 'waiting', body: fewer }]);
    expect(queue[0]!.key).not.toBe(key);
  });

  it('leaves the refused one where it was when the server refuses the correction too', async () => {
    const key = await refusedOrder();
    answer = refuse;
    await expect(
      submitWrite(appStore, 'transactionAdd', fewer, 'order', { replaces: key }),
    ).rejects.toMatchObject({ status: 409 });
    expect(await readQueue()).toMatchObject([{ key, state: 'refused', body: ORDER }]);
  });
});

describe('newIdempotencyKey', () => {
  it('makes a v4 UUID also where crypto.randomUUID is missing (an insecure origin)', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const key = newIdempotencyKey();
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
