import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import {
  createListAtoms,
  emptyListState,
  sameListQuery,
  withAdded,
  withRemoved,
  withUpdated,
  type ListQuery,
  type ListState,
  type PageResult,
} from './listAtoms';

interface Row {
  id: number;
  name: string;
  note?: string;
}

const state = (rows: Row[], total = rows.length): ListState<Row> => ({
  ...emptyListState<Row>(),
  rows,
  total,
});
const q = (page = 1, search = ''): ListQuery => ({ page, perPage: 25, search });

describe('list rules (spec section 4)', () => {
  const base = state(
    [
      { id: 1, name: 'A' },
      { id: 2, name: 'B' },
      { id: 3, name: 'C' },
    ],
    10,
  );

  it('puts a new record at the front and counts it', () => {
    const next = withAdded(base, { id: 9, name: 'New' });
    expect(next.rows.map((r) => r.id)).toEqual([9, 1, 2, 3]);
    expect(next.total).toBe(11);
    expect(base.rows).toHaveLength(3);
  });

  it('merges an updated record by id, in place', () => {
    const next = withUpdated(base, { id: 2, name: 'B2' });
    expect(next.rows).toEqual([
      { id: 1, name: 'A' },
      { id: 2, name: 'B2' },
      { id: 3, name: 'C' },
    ]);
    expect(next.total).toBe(10);
    const partial = withUpdated(state([{ id: 2, name: 'B', note: 'kept' }]), { id: 2, name: 'B3' });
    expect(partial.rows[0]).toEqual({ id: 2, name: 'B3', note: 'kept' });
  });

  it('ignores an update of a record that is not on the page', () => {
    expect(withUpdated(base, { id: 42, name: 'X' })).toBe(base);
  });

  it('moves an updated transaction or production record to the front', () => {
    const next = withUpdated(base, { id: 3, name: 'C2' }, true);
    expect(next.rows.map((r) => [r.id, r.name])).toEqual([
      [3, 'C2'],
      [1, 'A'],
      [2, 'B'],
    ]);
    expect(next.total).toBe(10);
  });

  it('removes a deleted record by id, or several', () => {
    expect(withRemoved(base, 2).rows.map((r) => r.id)).toEqual([1, 3]);
    expect(withRemoved(base, 2).total).toBe(9);
    const many = withRemoved(base, [1, 3, 99]);
    expect(many.rows.map((r) => r.id)).toEqual([2]);
    expect(many.total).toBe(8);
  });
});

describe('createListAtoms', () => {
  const page = (rows: Row[], total = rows.length, p = 1): PageResult<Row> => ({
    datas: rows,
    total,
    page: p,
    perPage: 25,
  });

  it('loads a page and applies writes with the rules', async () => {
    const fetchPage = vi.fn(async () =>
      page(
        [
          { id: 1, name: 'A' },
          { id: 2, name: 'B' },
        ],
        2,
      ),
    );
    const list = createListAtoms<Row>({ fetchPage });
    const store = createStore();
    await store.set(list.loadAtom, q());
    expect(fetchPage).toHaveBeenCalledWith(q());
    expect(store.get(list.stateAtom)).toMatchObject({
      status: 'success',
      total: 2,
      rows: [{ id: 1 }, { id: 2 }],
    });

    store.set(list.addedAtom, { id: 3, name: 'C' });
    store.set(list.updatedAtom, { id: 2, name: 'B2' });
    expect(store.get(list.stateAtom).rows.map((r) => `${r.id}${r.name}`)).toEqual(['3C', '1A', '2B2']);
    store.set(list.removedAtom, 1);
    expect(store.get(list.stateAtom).rows.map((r) => r.id)).toEqual([3, 2]);
    expect(store.get(list.stateAtom).total).toBe(2);
  });

  it("keeps a page's totals (every matching row) beside its rows", async () => {
    const list = createListAtoms<Row>({
      fetchPage: async () => ({ ...page([{ id: 1, name: 'A' }]), totals: { value: 1500 } }),
    });
    const store = createStore();
    await store.set(list.loadAtom, q());
    expect(store.get(list.stateAtom).summary).toEqual({ totals: { value: 1500 } });
  });

  it('moves updates to the front when asked (transactions, production)', async () => {
    const list = createListAtoms<Row>({
      fetchPage: async () =>
        page([
          { id: 1, name: 'A' },
          { id: 2, name: 'B' },
        ]),
      moveUpdatedToFront: true,
    });
    const store = createStore();
    await store.set(list.loadAtom, q());
    store.set(list.updatedAtom, { id: 2, name: 'B2' });
    expect(store.get(list.stateAtom).rows.map((r) => r.id)).toEqual([2, 1]);
  });

  it('keeps the newest query when answers come back out of order', async () => {
    let resolveFirst: (v: PageResult<Row>) => void = () => undefined;
    const fetchPage = vi
      .fn<(query: ListQuery) => Promise<PageResult<Row>>>()
      .mockImplementationOnce(() => new Promise((r) => (resolveFirst = r)))
      .mockImplementationOnce(async () => page([{ id: 2, name: 'second' }], 1, 2));
    const list = createListAtoms<Row>({ fetchPage });
    const store = createStore();
    const first = store.set(list.loadAtom, q(1));
    await store.set(list.loadAtom, q(2));
    resolveFirst(page([{ id: 1, name: 'first' }]));
    await first;
    expect(store.get(list.stateAtom).rows).toEqual([{ id: 2, name: 'second' }]);
    expect(store.get(list.stateAtom).query).toEqual(q(2));
  });

  it('keeps the rows and records the error when a load fails, and reloads the same query', async () => {
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
    const list = createListAtoms<Row>({ fetchPage });
    const store = createStore();
    await store.set(list.loadAtom, q(1, 'a'));
    await store.set(list.loadAtom, q(1, 'ab'));
    expect(store.get(list.stateAtom)).toMatchObject({ status: 'error', error: failure, rows: [{ id: 1 }] });
    await store.set(list.reloadAtom);
    expect(fetchPage).toHaveBeenLastCalledWith(q(1, 'ab'));
    expect(store.get(list.stateAtom).rows).toHaveLength(2);
  });
});

describe('keyset paging: the next or previous page asks from its boundary row', () => {
  const rowsOf = (p: number) => [0, 1, 2].map((i) => ({ id: 100 - p * 10 - i, name: `p${p}` }));
  const load = (keyset: boolean) => {
    const fetchPage = vi.fn(async (query: ListQuery) => ({
      datas: rowsOf(query.page),
      total: 300,
      page: query.page,
      perPage: 25,
    }));
    return { fetchPage, list: createListAtoms<Row>({ fetchPage, keyset }), store: createStore() };
  };

  it('sends after (next), before (previous), and nothing for a jump, a reload or another query', async () => {
    const { fetchPage, list, store } = load(true);
    await store.set(list.loadAtom, q(1));
    expect(fetchPage).toHaveBeenLastCalledWith(q(1));
    await store.set(list.loadAtom, q(2));
    expect(fetchPage).toHaveBeenLastCalledWith(q(2), { after: 88 });
    // A local write moves rows on the page; the cursor stays the row the server answered.
    store.set(list.addedAtom, { id: 500, name: 'new' });
    await store.set(list.loadAtom, q(1));
    expect(fetchPage).toHaveBeenLastCalledWith(q(1), { before: 80 });
    await store.set(list.loadAtom, q(7));
    expect(fetchPage).toHaveBeenLastCalledWith(q(7));
    await store.set(list.reloadAtom);
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
    const list = createListAtoms<Row>({ fetchPage, keyset: true });
    const store = createStore();
    await store.set(list.loadAtom, q(1));
    await store.set(list.loadAtom, q(2));
    expect(fetchPage).toHaveBeenLastCalledWith(q(2));
  });
});

describe('sameListQuery: whether the rows shown answer the query asked', () => {
  it('compares paging, search, sort and filters by value, filters in any order', () => {
    expect(sameListQuery(q(1), q(1))).toBe(true);
    expect(sameListQuery(q(1), q(2))).toBe(false);
    expect(sameListQuery(q(1, 'a'), q(1, 'b'))).toBe(false);
    expect(sameListQuery({ ...q(), sortBy: 'name' }, { ...q(), sortBy: 'date' })).toBe(false);
    expect(sameListQuery({ ...q(), filters: { a: 1, b: 'x' } }, { ...q(), filters: { b: 'x', a: 1 } })).toBe(
      true,
    );
    expect(sameListQuery({ ...q(), filters: { a: 1 } }, { ...q(), filters: { a: 2 } })).toBe(false);
    expect(sameListQuery({ ...q(), filters: { a: undefined } }, q())).toBe(true);
    expect(sameListQuery(null, q())).toBe(false);
  });
});
