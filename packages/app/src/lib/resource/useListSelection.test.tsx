import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ListQuery } from '../listQuery';
import { useListSelection } from './useListSelection';

interface Row {
  id: number;
  version: number;
}

const query = (search: string, page = 1): ListQuery => ({
  page,
  perPage: 2,
  search,
  filters: { payment: 'unpaid' },
});
const page1: Row[] = [
  { id: 1, version: 1 },
  { id: 2, version: 1 },
];
const page2: Row[] = [
  { id: 3, version: 1 },
  { id: 4, version: 1 },
];

function setup() {
  return renderHook(({ rows, q }: { rows: Row[]; q: ListQuery }) => useListSelection<Row>(true, rows, 4, q), {
    initialProps: { rows: page1, q: query('sari') },
  });
}

describe('the rows chosen on a list', () => {
  it('keeps the rows chosen on other pages; the rows on screen are the fresh ones', () => {
    const hook = setup();
    act(() => hook.result.current.tableProps.onSelectionChange!({ selectedIds: ['1'] }));
    hook.rerender({ rows: page2, q: query('sari', 2) });
    act(() => hook.result.current.tableProps.onSelectionChange!({ selectedIds: ['1', '4'] }));
    expect(hook.result.current.selection.records.map((r) => r.id)).toEqual([1, 4]);
    // Back on page 1, row 1 came back with a new version (changed by its own action).
    hook.rerender({ rows: [{ id: 1, version: 2 }, page1[1]!], q: query('sari', 1) });
    expect(hook.result.current.selection.records).toEqual([
      { id: 1, version: 2 },
      { id: 4, version: 1 },
    ]);
    expect(hook.result.current.tableProps.selectedIds).toEqual(['1', '4']);
  });

  it('"all matching" ticks the page too; unticking a row leaves that mode; a new search starts over', () => {
    const hook = setup();
    act(() => hook.result.current.selection.selectAllMatching());
    expect(hook.result.current.selection.allMatching).toBe(true);
    expect(hook.result.current.tableProps.selectedIds).toEqual(['1', '2']);
    act(() => hook.result.current.tableProps.onSelectionChange!({ selectedIds: ['2'] }));
    expect(hook.result.current.selection.allMatching).toBe(false);
    expect(hook.result.current.selection.records.map((r) => r.id)).toEqual([2]);
    // The sort or the page does not start over; the search does.
    hook.rerender({ rows: page1, q: { ...query('sari'), sortBy: 'total' } });
    expect(hook.result.current.selection.records).toHaveLength(1);
    hook.rerender({ rows: page1, q: query('budi') });
    expect(hook.result.current.selection.records).toHaveLength(0);
    expect(hook.result.current.selection.allMatching).toBe(false);
  });

  it('gives the table nothing when the screen has no bulk actions', () => {
    const hook = renderHook(() => useListSelection<Row>(false, page1, 2, query('')));
    expect(hook.result.current.tableProps).toEqual({});
  });
});
