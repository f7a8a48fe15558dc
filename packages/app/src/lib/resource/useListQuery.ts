import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ListQuery, SortDir } from '../listQuery';

export interface ListQueryDefaults {
  perPage?: number | undefined;
  /** URL parameters read as filters, with their parser. */
  filters?:
    | ReadonlyArray<{ name: string; parse?: ((value: string) => string | number | boolean) | undefined }>
    | undefined;
  sortBy?: string | undefined;
  sortDir?: SortDir | undefined;
}

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/**
 * The list state of a screen, kept in the URL (`?page=2&perPage=50&q=ayam&sort=name&dir=desc`), so that
 * reload, back and a shared link show the same page.
 */
export function useListQuery(defaults: ListQueryDefaults = {}) {
  const [params, setParams] = useSearchParams();
  const query: ListQuery = useMemo(
    () => ({
      page: positive(params.get('page'), 1),
      perPage: Math.min(200, positive(params.get('perPage'), defaults.perPage ?? 25)),
      search: params.get('q') ?? '',
      sortBy: params.get('sort') ?? defaults.sortBy,
      sortDir:
        (params.get('dir') === 'desc' ? 'desc' : params.get('dir') === 'asc' ? 'asc' : defaults.sortDir) ??
        'asc',
      filters: Object.fromEntries(
        (defaults.filters ?? []).flatMap(({ name, parse }) => {
          const raw = params.get(name);
          return raw === null || raw === '' ? [] : [[name, parse ? parse(raw) : raw]];
        }),
      ),
    }),
    [params, defaults.perPage, defaults.sortBy, defaults.sortDir, defaults.filters],
  );

  const update = useCallback(
    (changes: Record<string, string | number | null | undefined>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          if (next.get('page') === '1') next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const setPage = useCallback((page: number) => update({ page }), [update]);
  return {
    query,
    setPage,
    setPerPage: (perPage: number) => update({ perPage, page: 1 }),
    setSearch: (search: string) => update({ q: search.trim(), page: 1 }),
    setFilter: (name: string, value: string | null) => update({ [name]: value, page: 1 }),
    /** Several filters at once (a parent and the children it clears). */
    setFilters: (changes: Readonly<Record<string, string | null>>) => update({ ...changes, page: 1 }),
    /** Back to every row: no search, no filter (the period and the sort stay). */
    clearSearchAndFilters: () =>
      update({
        q: null,
        page: 1,
        ...Object.fromEntries((defaults.filters ?? []).map(({ name }) => [name, null])),
      }),
    /** The raw URL text of a filter ('' when unset). */
    filterText: (name: string) => params.get(name) ?? '',
    setSort: (sortBy: string | null, sortDir: SortDir) =>
      update(sortBy ? { sort: sortBy, dir: sortDir, page: 1 } : { sort: null, dir: null, page: 1 }),
  };
}
