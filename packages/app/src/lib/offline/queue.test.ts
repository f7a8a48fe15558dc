import 'fake-indexeddb/auto';
import { createStore } from 'idb-keyval';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { enqueue, patchWrite, readQueue, removeWrite, syncQueue, type SendOutcome } from './queue';
import type { QueuedWrite } from './queued';

let n = 0;
/** Each test its own database: nothing one leaves serves the next. */
const freshStore = () => createStore(`queue-test-${++n}`, 'writes');

const write = (key: string, extra: Partial<QueuedWrite> = {}): QueuedWrite => ({
  key,
  operation: 'transactionAdd',
  body: { customerId: 1, key },
  createdAt: 1_700_000_000_000,
  userId: 7,
  label: `order ${key}`,
  state: 'waiting',
  ...extra,
});

describe('the offline queue', () => {
  let store: ReturnType<typeof freshStore>;
  beforeEach(() => {
    store = freshStore();
  });

  it('keeps writes in the order they were made, each key once', async () => {
    await enqueue(write('a'), store);
    await enqueue(write('b'), store);
    await enqueue(write('a'), store);
    expect((await readQueue(store)).map((w) => w.key)).toEqual(['a', 'b']);
  });

  it('keeps what two writers add at the same time (one IndexedDB transaction each)', async () => {
    await Promise.all(['a', 'b', 'c', 'd'].map((k) => enqueue(write(k), store)));
    expect((await readQueue(store)).map((w) => w.key).sort()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('survives a new connection to the database (a reload)', async () => {
    await enqueue(write('a'), store);
    const again = createStore(`queue-test-${n}`, 'writes');
    expect(await readQueue(again)).toEqual([write('a')]);
  });

  it('sends in order, one at a time, with each write as stored, and empties on success', async () => {
    for (const k of ['a', 'b', 'c']) await enqueue(write(k), store);
    const order: string[] = [];
    let inFlight = 0;
    const send = vi.fn(async (w: QueuedWrite): Promise<SendOutcome> => {
      inFlight += 1;
      expect(inFlight).toBe(1);
      await new Promise((r) => setTimeout(r, 5));
      order.push(w.key);
      inFlight -= 1;
      return { type: 'sent', answer: { id: w.key } };
    });
    const sent: unknown[] = [];
    const result = await syncQueue(7, send, { store, onSent: (_w, answer) => sent.push(answer) });
    expect(order).toEqual(['a', 'b', 'c']);
    expect(sent).toEqual([{ id: 'a' }, { id: 'b' }, { id: 'c' }]);
    expect(result.stopped).toBe(false);
    expect(await readQueue(store)).toEqual([]);
  });

  it('stops at a network failure and keeps that write and the rest for the next try', async () => {
    for (const k of ['a', 'b', 'c']) await enqueue(write(k), store);
    const send = vi.fn(async (w: QueuedWrite): Promise<SendOutcome> =>
      w.key === 'b' ? { type: 'unreachable' } : { type: 'sent', answer: null },
    );
    const result = await syncQueue(7, send, { store });
    expect(send).toHaveBeenCalledTimes(2);
    expect(result).toMatchObject({ stopped: true, sent: [{ key: 'a' }] });
    expect((await readQueue(store)).map((w) => w.key)).toEqual(['b', 'c']);

    // The next try sends them with the same keys.
    const retry = vi.fn(async (_w: QueuedWrite): Promise<SendOutcome> => ({ type: 'sent', answer: null }));
    await syncQueue(7, retry, { store });
    expect(retry.mock.calls.map(([w]) => w.key)).toEqual(['b', 'c']);
    expect(await readQueue(store)).toEqual([]);
  });

  it('moves a refused write to "perlu dicek" with the reason and the input, and goes on with the next', async () => {
    for (const k of ['a', 'b']) await enqueue(write(k), store);
    const refusal = { status: 409, message: 'Stok Nastar tidak cukup: tersedia 2.', code: 'stock.short' };
    const send = async (w: QueuedWrite): Promise<SendOutcome> =>
      w.key === 'a' ? { type: 'refused', refusal } : { type: 'sent', answer: null };
    const result = await syncQueue(7, send, { store });
    expect(result.refused.map((w) => w.key)).toEqual(['a']);
    expect(await readQueue(store)).toEqual([{ ...write('a'), state: 'refused', refusal }]);

    // A refused write is not sent again by the next round; "Kirim ulang" puts it back to waiting.
    const next = vi.fn(async (_w: QueuedWrite): Promise<SendOutcome> => ({ type: 'sent', answer: null }));
    await syncQueue(7, next, { store });
    expect(next).not.toHaveBeenCalled();
    await patchWrite('a', { state: 'waiting', refusal: undefined }, store);
    await syncQueue(7, next, { store });
    expect(next).toHaveBeenCalledTimes(1);
    expect(await readQueue(store)).toEqual([]);
  });

  it("sends only the signed-in user's writes", async () => {
    await enqueue(write('mine'), store);
    await enqueue(write('theirs', { userId: 8 }), store);
    const send = vi.fn(async (_w: QueuedWrite): Promise<SendOutcome> => ({ type: 'sent', answer: null }));
    await syncQueue(7, send, { store });
    expect(send.mock.calls.map(([w]) => w.key)).toEqual(['mine']);
    expect((await readQueue(store)).map((w) => w.key)).toEqual(['theirs']);
  });

  it('skips a write another tab sent or discarded meanwhile', async () => {
    for (const k of ['a', 'b']) await enqueue(write(k), store);
    const send = vi.fn(async (w: QueuedWrite): Promise<SendOutcome> => {
      if (w.key === 'a') await removeWrite('b', store);
      return { type: 'sent', answer: null };
    });
    await syncQueue(7, send, { store });
    expect(send.mock.calls.map(([w]) => w.key)).toEqual(['a']);
  });
});
