import { useCallback, useMemo, useState } from 'react';
import type { Identified, ListQuery } from '../listQuery';

/** Rows chosen on a list screen for an action on several at once (a bulk bar). */
export interface ListSelection<T> {
  /** The chosen records, across pages, as the list last showed them. */
  records: T[];
  /** Every row matching the list's search and filters is chosen (`total` of them), not only `records`. */
  allMatching: boolean;
  /** How many rows match the list's search and filters. */
  total: number;
  /** The list's query (search, filters, sort) the selection was made in. */
  query: ListQuery;
  /** Chooses every row matching the search and filters, on every page. */
  selectAllMatching: () => void;
  clear: () => void;
}

/** The search and filters a selection belongs to: it starts over when they change (not the page or the sort). */
const scopeOf = (query: ListQuery) => JSON.stringify([query.search, query.filters ?? {}]);

/**
 * The rows chosen on a list (checkboxes, across pages) and "all matching the filter": the DataTable's selection
 * props and the selection the screen's bulk bar acts on. Records of other pages are kept as last seen; those on the
 * page shown are always the fresh ones (a version moved by a row's own action).
 */
export function useListSelection<T extends Identified>(
  enabled: boolean,
  rows: readonly T[],
  total: number,
  query: ListQuery,
) {
  const [chosen, setChosen] = useState<ReadonlyMap<string, T>>(() => new Map());
  const [allMatching, setAllMatching] = useState(false);
  const scope = scopeOf(query);
  const [scopeSeen, setScopeSeen] = useState(scope);
  if (scope !== scopeSeen) {
    // Adjusting state while rendering (React's documented pattern): a new search or filter, a new selection.
    setScopeSeen(scope);
    setChosen(new Map());
    setAllMatching(false);
  }

  const selectedIds = useMemo(() => [...chosen.keys()], [chosen]);
  const onSelectionChange = useCallback(
    ({ selectedIds: ids }: { selectedIds: string[] }) => {
      setAllMatching(false);
      setChosen((previous) => {
        const next = new Map<string, T>();
        for (const id of ids) {
          const record = rows.find((r) => String(r.id) === id) ?? previous.get(id);
          if (record) next.set(id, record);
        }
        return next;
      });
    },
    [rows],
  );
  const clear = useCallback(() => {
    setChosen(new Map());
    setAllMatching(false);
  }, []);
  const selectAllMatching = useCallback(() => {
    // The page's rows are ticked too, so its checkboxes say what is chosen.
    setChosen((previous) => new Map([...previous, ...rows.map((r) => [String(r.id), r] as const)]));
    setAllMatching(true);
  }, [rows]);

  const records = useMemo(
    () => selectedIds.map((id) => rows.find((r) => String(r.id) === id) ?? chosen.get(id)!),
    [selectedIds, rows, chosen],
  );
  const selection: ListSelection<T> = { records, allMatching, total, query, selectAllMatching, clear };
  const tableProps = enabled ? { selectable: true, selectedIds, onSelectionChange } : {};
  return { selection, tableProps };
}
