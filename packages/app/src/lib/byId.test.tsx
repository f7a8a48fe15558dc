import { act, renderHook, waitFor } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createByIdReader, useByIds } from './byId';
import { invalidateResource, queryClientOf, resetQueryClient } from './query/queryClient';

const wrapperOf = (store: ReturnType<typeof createStore>) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <Provider store={store}>{children}</Provider>;
  };

function setup(fail = false) {
  const calls: number[][] = [];
  const load = vi.fn(async (ids: number[]) => {
    calls.push(ids);
    if (fail) throw new Error('Basis data sedang tidak dapat dihubungi.');
    // Id 4 has nothing to show (no stock row).
    return new Map(ids.filter((id) => id !== 4).map((id) => [id, { id, name: `Bahan ${id}` }]));
  });
  const reader = createByIdReader('bahanBaku', 'test', load, 2);
  const store = createStore();
  resetQueryClient(store);
  return { calls, reader, store, wrapper: wrapperOf(store) };
}

describe('records read by id through the cache', () => {
  it('gathers the ids asked together into requests of at most the limit, and leaves out what has none', async () => {
    const { calls, reader, wrapper } = setup();
    const { result } = renderHook(() => useByIds(reader, [3, 1, 4, 2, 5]), { wrapper });
    await waitFor(() => expect(result.current.found.size).toBe(4));
    expect(calls).toEqual([[1, 2], [3, 4], [5]]);
    expect(result.current.found.get(3)).toEqual({ id: 3, name: 'Bahan 3' });
    expect(result.current.found.has(4)).toBe(false);
    expect(result.current.failed).toBe(false);
  });

  it('asks only for a new id once the others are cached, and again for all after a write to the resource', async () => {
    const { calls, reader, store, wrapper } = setup();
    const { result, rerender } = renderHook(({ ids }) => useByIds(reader, ids), {
      wrapper,
      initialProps: { ids: [1] },
    });
    await waitFor(() => expect(result.current.found.size).toBe(1));
    rerender({ ids: [1, 2] });
    await waitFor(() => expect(result.current.found.size).toBe(2));
    expect(calls).toEqual([[1], [2]]);
    expect(queryClientOf(store).getQueryData(reader(2).queryKey)).toEqual({ id: 2, name: 'Bahan 2' });
    await act(() => invalidateResource(store, 'bahanBaku'));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]).toEqual([1, 2]);
  });

  it('says a read failed, and reads again on retry', async () => {
    const { calls, reader, wrapper } = setup(true);
    const { result } = renderHook(() => useByIds(reader, [1, 2]), { wrapper });
    await waitFor(() => expect(result.current.failed).toBe(true));
    act(() => result.current.retry());
    await waitFor(() => expect(calls).toHaveLength(2));
  });
});
