import {
  getCoreRowModel,
  useReactTable,
  type SortingState,
  type Table,
  type Updater,
} from '@tanstack/react-table';
import { useMemo } from 'react';
import type { AnyColumnDef } from './columnDefs';
import { actionsColumn, expandColumn, selectionColumn } from './specialColumns';
import type { TableSettings } from './splitProps';
import type { RowExpansion } from './useRowExpansion';
import type { RowSelection } from './useRowSelection';
import type { RowWindow } from './useRowVirtualizer';

/** The caller's columns with the built-in ones: checkbox and expand button first, the row actions last. */
export function useAllColumns<TData>({
  columns,
  selectable,
  rowActions,
  renderExpanded,
}: Pick<
  TableSettings<TData>,
  'columns' | 'selectable' | 'rowActions' | 'renderExpanded'
>): AnyColumnDef<TData>[] {
  const hasRowActions = Boolean(rowActions);
  const expandable = Boolean(renderExpanded);
  return useMemo(() => {
    const list = [...columns];
    if (expandable) list.unshift(expandColumn<TData>());
    if (selectable) list.unshift(selectionColumn<TData>());
    if (hasRowActions) list.push(actionsColumn<TData>());
    return list;
  }, [columns, selectable, hasRowActions, expandable]);
}

export interface TableModelParts<TData> {
  allColumns: AnyColumnDef<TData>[];
  rowWindow: Pick<RowWindow<TData>, 'windowData' | 'chunkStart'>;
  selection: RowSelection;
  expansion: RowExpansion<TData>;
}

/**
 * The TanStack table instance, built for the rows of the window: sorting and selection are the server's and the
 * caller's (manual, controlled), and `meta` hands the whole page, the select-all state, the row actions and the
 * open rows to the cell renderers.
 */
export function useTableModel<TData>(
  {
    data,
    getRowId,
    sortBy,
    sortDir,
    onSortChange,
    selectable,
    rowActions,
  }: Pick<
    TableSettings<TData>,
    'data' | 'getRowId' | 'sortBy' | 'sortDir' | 'onSortChange' | 'selectable' | 'rowActions'
  >,
  { allColumns, rowWindow: { windowData, chunkStart }, selection, expansion }: TableModelParts<TData>,
): Table<TData> {
  const sorting = useMemo<SortingState>(
    () => (sortBy ? [{ id: sortBy, desc: sortDir === 'desc' }] : []),
    [sortBy, sortDir],
  );
  const { rowSelection, pageSelection, onRowSelectionChange } = selection;
  return useReactTable<TData>({
    data: windowData,
    columns: allColumns,
    getRowId: (row, index) => getRowId(row, chunkStart + index),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    enableSorting: Boolean(onSortChange),
    enableMultiSort: false,
    sortDescFirst: false,
    enableRowSelection: selectable,
    state: { sorting, rowSelection },
    meta: { rows: data, rowOffset: chunkStart, pageSelection, rowActions, expansion },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      onSortChange?.({ sortBy: first?.id ?? null, sortDir: first?.desc ? 'desc' : 'asc' });
    },
    onRowSelectionChange,
  });
}
