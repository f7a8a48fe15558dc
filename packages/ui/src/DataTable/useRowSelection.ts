import type { RowSelectionState, TableMeta, Updater } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { TableSettings } from './splitProps';

export interface RowSelection {
  /** The selected ids as TanStack's selection state. */
  rowSelection: RowSelectionState;
  /** Page-wide state for the select-all checkbox (the table's `meta.pageSelection`); only when selectable. */
  pageSelection: TableMeta<unknown>['pageSelection'];
  /** TanStack's selection updates, reported as `onSelectionChange({ selectedIds })`. */
  onRowSelectionChange: (updater: Updater<RowSelectionState>) => void;
}

/**
 * Row selection, controlled by `selectedIds`: TanStack's selection state for the row checkboxes, and select-all
 * over every row of the page (with virtualisation the table model holds only the rows on screen).
 */
export function useRowSelection<TData>({
  selectable,
  selectedIds,
  onSelectionChange,
  data,
  getRowId,
}: Pick<
  TableSettings<TData>,
  'selectable' | 'selectedIds' | 'onSelectionChange' | 'data' | 'getRowId'
>): RowSelection {
  const rowSelection = useMemo<RowSelectionState>(
    () => Object.fromEntries(selectedIds.map((id) => [id, true])),
    [selectedIds],
  );
  const pageSelection = useMemo(() => {
    if (!selectable) return undefined;
    const pageIds = data.map((row, index) => getRowId(row, index));
    const chosen = pageIds.filter((id) => rowSelection[id]).length;
    const all = pageIds.length > 0 && chosen === pageIds.length;
    return {
      all,
      some: chosen > 0,
      toggle: () => {
        const onPage = new Set(pageIds);
        const others = selectedIds.filter((id) => !onPage.has(id));
        onSelectionChange?.({ selectedIds: all ? others : [...others, ...pageIds] });
      },
    };
  }, [selectable, data, getRowId, rowSelection, selectedIds, onSelectionChange]);
  const onRowSelectionChange = (updater: Updater<RowSelectionState>) => {
    const next = typeof updater === 'function' ? updater(rowSelection) : updater;
    onSelectionChange?.({ selectedIds: Object.keys(next).filter((id) => next[id]) });
  };
  return { rowSelection, pageSelection, onRowSelectionChange };
}
