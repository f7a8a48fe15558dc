import { hashKey } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { authTokenAtom } from '../session';
import { appStore } from '../store';
import { listKey, useListPage, written, type ListSource } from './lists';
import type { ListQuery, PageResult } from '../listQuery';
import { invalidateResource, queryClientOf, resetQueryClient } from './queryClient';

interface Row {
  id: number;
  name: string;
  note?: string;
}

const q = (page = 1, search = ''): ListQuery => ({ page, perPage: 25, search });
const page = (rows: Row[], total = rows.length, p = 1): PageResult<Row> => ({
  datas: rows,
  total,
  page: p,
  perPage: 25,
});

type Fetch = ListSource<Row>['fetchPage'];

/** A write, then the cache's notice to the screen (sent after the current task). */
const write = (run: () => Promise<void>) =>
  act(async () => {
    await run();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

/**
 * A list on screen as a screen shows it (`useListPage` in a component, first on the first page), with its own
 * store and cache, or one shared by several lists.
 */
function setup(
  options: Omit<ListSource<Row>, 'key'>,
  key = 'test-rows',
  shared?: ReturnType<typeof createStore>,
) {
  const store = shared ?? createStore();
  if (!shared) resetQueryClient(store);
  const list: ListSource<Row> = { key, ...options };
  const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { store }, children);
  const view = renderHook(({ query }: { query: ListQuery }) => useListPage(list, query), {
    wrapper,
    initialProps: { query: q() },
  });
  const show = async (query: ListQuery) => {
    view.rerender({ query });
    await waitFor(() => expect(view.result.current.loading).toBe(false));
  };
  return { store, list, view, show, state: () => view.result.current };
}

describe('the list rules of spec section 4, applied by `written` to the page on screen', () => {
  const rows = [
    { id: 1, name: 'A' },
    { id: 2, name: 'B', note: 'kept' },
    { id: 3, name: 'C' },
  ];
  const shown = async (moveUpdatedToFront = false) => {
    const fetchPage = vi.fn<Fetch>(async () => page(rows, 10));
    const s = setup({ fetchPage, moveUpdatedToFront });
    await s.show(q());
    return { ...s, fetchPage };
  };
  const ids = (s: { state: () => { rows: Row[] } }) => s.state().rows.map((r) => r.id);

  it('puts a new record at the front and counts it', async () => {
    const s = await shown();
    await write(() => written(s.store, s.list, { added: { id: 9, name: 'New' } }));
    expect(ids(s)).toEqual([9, 1, 2, 3]);
    expect(s.state().total).toBe(11);
  });

  it('merges an updated record by id, in place, keeping the fields the answer left out', async () => {
    const s = await shown();
    await write(() => written(s.store, s.list, { updated: { id: 2, name: 'B2' } }));
    expect(s.state().rows).toEqual([
      { id: 1, name: 'A' },
      { id: 2, name: 'B2', note: 'kept' },
      { id: 3, name: 'C' },
    ]);
    expect(s.state().total).toBe(10);
  });

  it('ignores an update of a record that is not on the page', async () => {
    const s = await shown();
    const before = s.state().rows;
    await write(() => written(s.store, s.list, { updated: { id: 42, name: 'X' } }));
    expect(s.state().rows).toBe(before);
  });

  it('moves an updated transaction or production record to the front', async () => {
    const s = await shown(true);
    await write(() => written(s.store, s.list, { updated: { id: 3, name: 'C2' } }));
    expect(s.state().rows.map((r) => [r.id, r.name])).toEqual([
      [3, 'C2'],
      [1, 'A'],
      [2, 'B'],
    ]);
    expect(s.state().total).toBe(10);
  });

  it('removes a deleted record by id, or several', async () => {
    const s = await shown();
    await write(() => written(s.store, s.list, { removed: 2 }));
    expect(ids(s)).toEqual([1, 3]);
    expect(s.state().total).toBe(9);
    await write(() => written(s.store, s.list, { removed: [1, 3, 99] }));
    expect(ids(s)).toEqual([]);
    expect(s.state().total).toBe(7);
    // The page on screen holds the answer: nothing was asked again.
    expect(s.fetchPage).toHaveBeenCalledTimes(1);
  });
});

describe('listKey: equal queries share one entry of the cache', () => {
  const same = (a: ListQuery, b: ListQuery) => hashKey(listKey('r', a)) === hashKey(listKey('r', b));
  it('compares paging, search, sort and filters by value, filters in any order', () => {
    expect(same(q(1), q(1))).toBe(true);
    expect(same(q(1), q(2))).toBe(false);
    expect(same(q(1, 'a'), q(1, 'b'))).toBe(false);
    expect(same({ ...q(), sortBy: 'name' }, { ...q(), sortBy: 'date' })).toBe(false);
    expect(same({ ...q(), filters: { a: 1, b: 'x' } }, { ...q(), filters: { b: 'x', a: 1 } })).toBe(true);
    expect(same({ ...q(), filters: { a: 1 } }, { ...q(), filters: { a: 2 } })).toBe(false);
    expect(same({ ...q(), filters: { a: undefined } }, q())).toBe(true);
  });
});

describe('useListPage on the query cache', () => {
  it('loads a page and applies writes with the rules, without asking the server again', async () => {
    const fetchPage = vi.fn<Fetch>(async () =>
      page(
        [
          { id: 1, name: 'A' },
          { id: 2, name: 'B' },
        ],
        2,
      ),
    );
    const { store, list, show, state } = setup({ fetchPage });
    await show(q());
    expect(fetchPage).toHaveBeenCalledWith(q());
    expect(state()).toMatchObject({ total: 2, rows: [{ id: 1 }, { id: 2 }], query: q(), error: null });
    await write(() => written(store, list, { added: { id: 3, name: 'C' } }));
    await write(() => written(store, list, { updated: { id: 2, name: 'B2' } }));
    expect(state().rows.map((r) => `${r.id}${r.name}`)).toEqual(['3C', '1A', '2B2']);
    await write(() => written(store, list, { removed: 1 }));
    expect(state().rows.map((r) => r.id)).toEqual([3, 2]);
    expect(state().total).toBe(2);
    await show(q());
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('asks once for a page shown twice at once, and not again while it is fresh', async () => {
    const fetchPage = vi.fn<Fetch>(async (query) => page([{ id: 1, name: 'A' }], 1, query.page));
    const { store, show } = setup({ fetchPage });
    const again = renderHook(() => useListPage({ key: 'test-rows', fetchPage }, q()), {
      wrapper: ({ children }: { children: ReactNode }) => createElement(Provider, { store }, children),
    });
    await show(q());
    await waitFor(() => expect(again.result.current.loading).toBe(false));
    await show(q(2));
    await show(q());
    expect(fetchPage.mock.calls.map(([query]) => query.page)).toEqual([1, 2]);
  });

  it('marks the other pages stale after a write: a page shown again later is asked again', async () => {
    const fetchPage = vi.fn<Fetch>(async (query) => page([{ id: query.page, name: 'x' }], 60, query.page));
    const { store, list, show } = setup({ fetchPage });
    await show(q(1));
    await show(q(2));
    await write(() => written(store, list, { added: { id: 99, name: 'new' } }));
    await show(q(2));
    expect(fetchPage).toHaveBeenCalledTimes(2);
    await show(q(1));
    expect(fetchPage).toHaveBeenCalledTimes(3);
  });

  it("keeps a list's totals (every matching row) beside its rows, and asks for them again after a write", async () => {
    let value = 1500;
    const fetchPage = vi.fn<Fetch>(async (query) => ({
      ...page([{ id: 1, name: 'A' }], 1, query.page),
      perPage: query.perPage,
      totals: { value },
    }));
    const { store, list, show, state } = setup({ fetchPage });
    await show(q());
    await waitFor(() => expect(state().summary).toEqual({ totals: { value: 1500 } }));
    value = 2500;
    await write(() => written(store, list, { added: { id: 2, name: 'B' } }));
    // The footer follows the write (Data Transaksi's "Total" stayed until a reload): the page on screen keeps the
    // rules' rows, the figures alone are asked again, by the smallest page.
    await waitFor(() => expect(state().summary).toEqual({ totals: { value: 2500 } }));
    expect(state().rows.map((r) => r.id)).toEqual([2, 1]);
    expect(fetchPage).toHaveBeenLastCalledWith({ ...q(), perPage: 1 });
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('shows the newest query when answers come back out of order', async () => {
    let resolveFirst: (v: PageResult<Row>) => void = () => undefined;
    const fetchPage = vi
      .fn<Fetch>()
      .mockImplementationOnce(() => new Promise((r) => (resolveFirst = r)))
      .mockImplementationOnce(async () => page([{ id: 2, name: 'second' }], 1, 2));
    const { show, state } = setup({ fetchPage });
    await show(q(2));
    act(() => resolveFirst(page([{ id: 1, name: 'first' }])));
    await new Promise((r) => setTimeout(r, 0));
    expect(state().rows).toEqual([{ id: 2, name: 'second' }]);
    expect(state().query).toEqual(q(2));
  });

  it('says a failed load as an error, and loads the same query again on retry', async () => {
    const failure = new Error('boom');
    const fetchPage = vi
      .fn<Fetch>()
      .mockResolvedValueOnce(page([]))
      .mockResolvedValueOnce(page([{ id: 1, name: 'A' }]))
      .mockRejectedValueOnce(failure)
      .mockResolvedValueOnce(
        page([
          { id: 1, name: 'A' },
          { id: 5, name: 'E' },
        ]),
      );
    const { view, show, state } = setup({ fetchPage });
    await show(q(1, 'a'));
    view.rerender({ query: q(1, 'ab') });
    await waitFor(() => expect(state().error).toBe(failure));
    act(() => state().retry());
    await waitFor(() => expect(state().rows).toHaveLength(2));
    expect(fetchPage).toHaveBeenLastCalledWith(q(1, 'ab'));
    expect(state().error).toBeNull();
  });

  it('keeps the rows shown and says no error when the connection is gone (decision 039)', async () => {
    const offline = Object.assign(new Error('offline'), { status: 0 });
    const fetchPage = vi
      .fn<Fetch>()
      .mockResolvedValueOnce(page([{ id: 1, name: 'A' }]))
      .mockRejectedValueOnce(offline);
    const { show, state } = setup({ fetchPage });
    await show(q());
    act(() => state().retry());
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(state().loading).toBe(false));
    expect(state()).toMatchObject({ rows: [{ id: 1 }], error: null });
  });
});

describe('signing out', () => {
  it('forgets every answer of the app store', async () => {
    appStore.set(authTokenAtom, 'token');
    const fetchPage = vi.fn<Fetch>(async () => page([{ id: 1, name: 'A' }]));
    const { show, view } = setup({ fetchPage }, 'test-session', appStore);
    await show(q());
    expect(queryClientOf(appStore).getQueryData(listKey('test-session', q()))).toBeDefined();
    appStore.set(authTokenAtom, null);
    expect(queryClientOf(appStore).getQueryData(listKey('test-session', q()))).toBeUndefined();
    view.unmount();
  });
});

describe('what a write makes stale', () => {
  it('a new order makes the stock list stale but leaves the order page to the write rules', async () => {
    const orders = vi.fn<Fetch>(async () => page([{ id: 1, name: 'TRX-1' }]));
    const stock = vi.fn<Fetch>(async () => page([{ id: 7, name: 'Bakso' }]));
    const store = createStore();
    resetQueryClient(store);
    const orderList = setup({ fetchPage: orders }, 'transaction', store);
    const stockList = setup({ fetchPage: stock }, 'stock', store);
    await orderList.show(q());
    await stockList.show(q());
    orders.mockClear();
    stock.mockClear();
    await write(() => written(store, orderList.list, { added: { id: 2, name: 'TRX-2' } }));
    // The stock on screen loads again at once; the order page keeps the new order at the front, unasked.
    await waitFor(() => expect(stock).toHaveBeenCalledTimes(1));
    expect(orders).not.toHaveBeenCalled();
    expect(orderList.state().rows.map((r) => r.id)).toEqual([2, 1]);
    await write(() => invalidateResource(store, 'transaction'));
    expect(orders).not.toHaveBeenCalled();
  });
});

describe('keyset paging: the next or previous page asks from a cached neighbour', () => {
  const rowsOf = (p: number) => [0, 1, 2].map((i) => ({ id: 100 - p * 10 - i, name: `p${p}` }));
  const load = (keyset: boolean, key = 'test-keyset') => {
    const fetchPage = vi.fn<Fetch>(async (query) => ({
      datas: rowsOf(query.page),
      total: 300,
      page: query.page,
      perPage: 25,
    }));
    return { fetchPage, ...setup({ fetchPage, keyset }, key) };
  };

  it('sends after (next), before (previous), and nothing for a jump or another query', async () => {
    const { fetchPage, list, store, show } = load(true);
    await show(q(1));
    expect(fetchPage).toHaveBeenLastCalledWith(q(1));
    await show(q(2));
    expect(fetchPage).toHaveBeenLastCalledWith(q(2), { after: 88 });
    // A local write moves rows on the page (and makes page 1 stale); the cursor stays the row the server answered.
    await write(() => written(store, list, { added: { id: 500, name: 'new' } }));
    await show(q(1));
    expect(fetchPage).toHaveBeenLastCalledWith(q(1), { before: 80 });
    await show(q(7));
    expect(fetchPage).toHaveBeenLastCalledWith(q(7));
    await show(q(8, 'warung'));
    expect(fetchPage).toHaveBeenLastCalledWith(q(8, 'warung'));
    await show({ ...q(9, 'warung'), sortBy: 'total' });
    expect(fetchPage).toHaveBeenLastCalledWith({ ...q(9, 'warung'), sortBy: 'total' });
  });

  it('sends no cursor to a list whose contract has none, or after an empty page', async () => {
    const plain = load(false, 'test-plain');
    await plain.show(q(1));
    await plain.show(q(2));
    expect(plain.fetchPage).toHaveBeenLastCalledWith(q(2));
    const fetchPage = vi.fn<Fetch>(async () => ({ datas: [] as Row[], total: 0, page: 1, perPage: 25 }));
    const { show } = setup({ fetchPage, keyset: true }, 'test-empty');
    await show(q(1));
    await show(q(2));
    expect(fetchPage).toHaveBeenLastCalledWith(q(2));
  });
});
