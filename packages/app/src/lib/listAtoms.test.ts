import { describe, expect, it } from 'vitest';
import {
  emptyListState,
  sameListQuery,
  withAdded,
  withRemoved,
  withUpdated,
  type ListQuery,
  type ListState,
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
