import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import type { ListQuery, PageResult } from '../listAtoms';
import { authTokenAtom } from '../session';
import { appStore } from '../store';
import { createListAtoms, listKey } from './lists';
import { invalidateResource, queryClientOf, resetQueryClient } from './queryClient';

interface Row {
  id: number;
  name: string;
}

const q = (page = 1, search = ''): ListQuery => ({ page, perPage: 25, search });
const page = (rows: Row[], total = rows.length, p = 1): PageResult<Row> => ({
  datas: rows,
  total,
  page: p,
  perPage: 25,
});

/** The cache tells its observers after the current task. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A store with its own cache, and the list's state mounted as a screen would (an observer on the query). */
function setup(options: Omit<Parameters<typeof createListAtoms<Row>>[0], 'key'>, key = 'test-rows') {
  const store = createStore();
  resetQueryClient(store);
  const list = createListAtoms<Row>({ key, ...options });
  const unmount = store.sub(list.stateAtom, () => undefined);
  return { store, list, unmount, state: () => store.get(list.stateAtom) };
}

describe('createListAtoms on the query cache', () => {
  it('loads a page and applies writes with the rules, without asking the server again', async () => {
    const fetchPage = vi.fn(async () =>
      page(
        [
          { id: 1, name: 'A' },
          { id: 2, name: 'B' },
        ],
        2,
      ),
    );
    const { store, list, state } = setup({ fetchPage });
    await store.set(list.loadAtom, q());
    expect(fetchPage).toHaveBeenCalledWith(q());
    await tick();
    expect(state()).toMatchObject({ status: 'success', total: 2, rows: [{ id: 1 }, { id: 2 }], query: q() });

    store.set(list.addedAtom, { id: 3, name: 'C' });
    store.set(list.updatedAtom, { id: 2, name: 'B2' });
    await tick();
    expect(state().rows.map((r) => `${r.id}${r.name}`)).toEqual(['3C', '1A', '2B2']);
    store.set(list.removedAtom, 1);
    await tick();
    expect(state().rows.map((r) => r.id)).toEqual([3, 2]);
    expect(state().total).toBe(2);
    await store.set(list.loadAtom, q());
    // One round trip: the writes changed the cached page; showing it again asks nothing.
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('asks once for the same page wanted twice at once, and not again while it is fresh', async () => {
    const fetchPage = vi.fn(async (query: ListQuery) => page([{ id: 1, name: 'A' }], 1, query.page));
    const { store, list } = setup({ fetchPage });
    await Promise.all([store.set(list.loadAtom, q()), store.set(list.loadAtom, q())]);
    await store.set(list.loadAtom, q(2));
    await store.set(list.loadAtom, q());
    expect(fetchPage.mock.calls.map(([query]) => query.page)).toEqual([1, 2]);
  });

  it('marks the other pages stale after a write: a page shown again later is asked again', async () => {
    const fetchPage = vi.fn(async (query: ListQuery) =>
      page([{ id: query.page, name: 'x' }], 60, query.page),
    );
    const { store, list } = setup({ fetchPage });
    await store.set(list.loadAtom, q(1));
    await store.set(list.loadAtom, q(2));
    store.set(list.addedAtom, { id: 99, name: 'new' });
    await store.set(list.loadAtom, q(2));
    expect(fetchPage).toHaveBeenCalledTimes(2);
    await store.set(list.loadAtom, q(1));
    expect(fetchPage).toHaveBeenCalledTimes(3);
  });

  it("keeps a page's totals (every matching row) beside its rows", async () => {
    const { store, list, state } = setup({
      fetchPage: async () => ({ ...page([{ id: 1, name: 'A' }]), totals: { value: 1500 } }),
    });
    await store.set(list.loadAtom, q());
    await tick();
    expect(state().summary).toEqual({ totals: { value: 1500 } });
  });

  it('moves updates to the front when asked (transactions, production)', async () => {
    const { store, list, state } = setup({
      fetchPage: async () =>
        page([
          { id: 1, name: 'A' },
          { id: 2, name: 'B' },
        ]),
      moveUpdatedToFront: true,
    });
    await store.set(list.loadAtom, q());
    store.set(list.updatedAtom, { id: 2, name: 'B2' });
    await tick();
    expect(state().rows.map((r) => r.id)).toEqual([2, 1]);
  });

  it('shows the newest query when answers come back out of order', async () => {
    let resolveFirst: (v: PageResult<Row>) => void = () => undefined;
    const fetchPage = vi
      .fn<(query: ListQuery) => Promise<PageResult<Row>>>()
      .mockImplementationOnce(() => new Promise((r) => (resolveFirst = r)))
      .mockImplementationOnce(async () => page([{ id: 2, name: 'second' }], 1, 2));
    const { store, list, state } = setup({ fetchPage });
    const first = store.set(list.loadAtom, q(1));
    await store.set(list.loadAtom, q(2));
    resolveFirst(page([{ id: 1, name: 'first' }]));
    await first;
    await tick();
    expect(state().rows).toEqual([{ id: 2, name: 'second' }]);
    expect(state().query).toEqual(q(2));
  });

  it('says a failed load as an error, and loads the same query again on retry', async () => {
    const failure = new Error('boom');
    const fetchPage = vi
      .fn<(query: ListQuery) => Promise<PageResult<Row>>>()
      .mockResolvedValueOnce(page([{ id: 1, name: 'A' }]))
      .mockRejectedValueOnce(failure)
      .mockResolvedValueOnce(
        page([
          { id: 1, name: 'A' },
          { id: 5, name: 'E' },
        ]),
      );
    const { store, list, state } = setup({ fetchPage });
    await store.set(list.loadAtom, q(1, 'a'));
    await store.set(list.loadAtom, q(1, 'ab'));
    await vi.waitFor(() => expect(state()).toMatchObject({ status: 'error', error: failure }));
    await store.set(list.loadAtom, q(1, 'ab'));
    expect(fetchPage).toHaveBeenLastCalledWith(q(1, 'ab'));
    await vi.waitFor(() => expect(state().rows).toHaveLength(2));
  });

  it('is forgotten by reset (a story starting over)', async () => {
    const fetchPage = vi.fn(async () => page([{ id: 1, name: 'A' }]));
    const { store, list, state } = setup({ fetchPage });
    await store.set(list.loadAtom, q());
    store.set(list.resetAtom);
    await tick();
    expect(state()).toMatchObject({ status: 'idle', rows: [], query: null });
    expect(queryClientOf(store).getQueryData(listKey('test-rows', q()))).toBeUndefined();
  });
});

describe('signing out', () => {
  it('forgets every answer of the app store', async () => {
    const fetchPage = vi.fn(async () => page([{ id: 1, name: 'A' }]));
    const list = createListAtoms<Row>({ key: 'test-session', fetchPage });
    appStore.set(authTokenAtom, 'token');
    const unmount = appStore.sub(list.stateAtom, () => undefined);
    await appStore.set(list.loadAtom, q());
    expect(queryClientOf(appStore).getQueryData(listKey('test-session', q()))).toBeDefined();
    appStore.set(authTokenAtom, null);
    expect(queryClientOf(appStore).getQueryData(listKey('test-session', q()))).toBeUndefined();
    unmount();
  });
});

describe('what a write makes stale', () => {
  it('a new order makes the stock list stale but leaves the order page to the write rules', async () => {
    const orders = vi.fn(async () => page([{ id: 1, name: 'TRX-1' }]));
    const stock = vi.fn(async () => page([{ id: 7, name: 'Bakso' }]));
    const store = createStore();
    resetQueryClient(store);
    const orderList = createListAtoms<Row>({ key: 'transaction', fetchPage: orders });
    const stockList = createListAtoms<Row>({ key: 'stock', fetchPage: stock });
    store.sub(orderList.stateAtom, () => undefined);
    store.sub(stockList.stateAtom, () => undefined);
    await store.set(orderList.loadAtom, q());
    await store.set(stockList.loadAtom, q());
    store.set(orderList.addedAtom, { id: 2, name: 'TRX-2' });
    await invalidateResource(store, 'transaction');
    // The stock on screen loads again at once; the order page keeps the new order at the front, unasked.
    expect(stock).toHaveBeenCalledTimes(2);
    expect(orders).toHaveBeenCalledTimes(1);
    await tick();
    expect(store.get(orderList.stateAtom).rows.map((r) => r.id)).toEqual([2, 1]);
  });
});

describe('keyset paging: the next or previous page asks from a cached neighbour', () => {
  const rowsOf = (p: number) => [0, 1, 2].map((i) => ({ id: 100 - p * 10 - i, name: `p${p}` }));
  const load = (keyset: boolean) => {
    const fetchPage = vi.fn(async (query: ListQuery) => ({
      datas: rowsOf(query.page),
      total: 300,
      page: query.page,
      perPage: 25,
    }));
    return { fetchPage, ...setup({ fetchPage, keyset }) };
  };

  it('sends after (next), before (previous), and nothing for a jump or another query', async () => {
    const { fetchPage, list, store } = load(true);
    await store.set(list.loadAtom, q(1));
    expect(fetchPage).toHaveBeenLastCalledWith(q(1));
    await store.set(list.loadAtom, q(2));
    expect(fetchPage).toHaveBeenLastCalledWith(q(2), { after: 88 });
    // A local write moves rows on the page (and makes page 1 stale); the cursor stays the row the server answered.
    store.set(list.addedAtom, { id: 500, name: 'new' });
    await store.set(list.loadAtom, q(1));
    expect(fetchPage).toHaveBeenLastCalledWith(q(1), { before: 80 });
    await store.set(list.loadAtom, q(7));
    expect(fetchPage).toHaveBeenLastCalledWith(q(7));
    await store.set(list.loadAtom, q(8, 'warung'));
    expect(fetchPage).toHaveBeenLastCalledWith(q(8, 'warung'));
    await store.set(list.loadAtom, { ...q(9, 'warung'), sortBy: 'total' });
    expect(fetchPage).toHaveBeenLastCalledWith({ ...q(9, 'warung'), sortBy: 'total' });
  });

  it('sends no cursor to a list whose contract has none, or after an empty page', async () => {
    const plain = load(false);
    await plain.store.set(plain.list.loadAtom, q(1));
    await plain.store.set(plain.list.loadAtom, q(2));
    expect(plain.fetchPage).toHaveBeenLastCalledWith(q(2));
    const fetchPage = vi.fn(async () => ({ datas: [] as Row[], total: 0, page: 1, perPage: 25 }));
    const { store, list } = setup({ fetchPage, keyset: true }, 'test-empty');
    await store.set(list.loadAtom, q(1));
    await store.set(list.loadAtom, q(2));
    expect(fetchPage).toHaveBeenLastCalledWith(q(2));
  });
});
