import type { Row, Table } from '@tanstack/react-table';
import { Fragment, type ReactNode } from 'react';
import { EmptyState } from '../EmptyState';
import { ErrorState } from '../ErrorState';
import type { UiLabels } from '../UiLabels/UiLabels';
import type { CardPlace } from './cardGrid';
import type { AnyColumnDef } from './columnDefs';
import { DataRow } from './DataRow';
import { detailId } from './specialColumns';
import type { TableSettings } from './splitProps';
import type { RowExpansion } from './useRowExpansion';
import type { RowWindow } from './useRowVirtualizer';

/** What the body shows: an error, skeleton rows (first load), the empty state, or the rows. */
export type BodyState = 'error' | 'skeleton' | 'empty' | 'rows';

/** What every row needs from the table. */
interface RowContext<TData> extends Pick<
  TableSettings<TData>,
  'renderExpanded' | 'onRowClick' | 'rowActions'
> {
  table: Table<TData>;
  columnCount: number;
  expansion: RowExpansion<TData>;
  /** Card labels by column id. */
  cardLabels: ReadonlyMap<string, string>;
  /** Each cell's area in a compact card, by column id. */
  places: ReadonlyMap<string, CardPlace> | undefined;
  allColumns: AnyColumnDef<TData>[];
  measure: RowWindow<TData>['measure'];
}

/** A body row of one cell across the table (the error or the empty state). */
function StateRow({ columnCount, children }: { columnCount: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columnCount} data-state-cell="">
        {children}
      </td>
    </tr>
  );
}

/** Grey bars in place of the first page's rows (at most 10), hidden from assistive technology. */
function SkeletonRows<TData>({ table, perPage }: { table: Table<TData>; perPage: number }) {
  const leafColumns = table.getVisibleLeafColumns();
  return Array.from({ length: Math.min(perPage, 10) }, (_, index) => (
    <tr key={`skeleton-${index}`} aria-hidden="true">
      {leafColumns.map((column) => (
        <td key={column.id} data-align={column.columnDef.meta?.align}>
          <span
            data-skeleton-bar=""
            style={{ width: `${55 + ((index * 17 + column.getIndex() * 23) % 40)}%` }}
          />
        </td>
      ))}
    </tr>
  ));
}

/**
 * A row and, when it is open, its detail row. One keyed fragment either way, so opening a row does not mount it
 * again (its button keeps focus). A plain function, not a component: the rows stay direct children of the body.
 */
function rowElements<TData>(context: RowContext<TData>, row: Row<TData>, virtualIndex?: number) {
  const { table, columnCount, expansion, renderExpanded } = context;
  const open = Boolean(expansion?.isOpen(row.id) && expansion.canExpand(row.original));
  return (
    <Fragment key={row.id}>
      <DataRow
        expanded={open}
        key={row.id}
        row={row}
        index={virtualIndex}
        selected={row.getIsSelected()}
        labels={context.cardLabels}
        places={context.places}
        columns={context.allColumns}
        // Table rows share one height; only cards (narrow) differ per row and need measuring.
        measure={virtualIndex === undefined ? undefined : context.measure}
        onRowClick={context.onRowClick}
        defaultCell={table._getDefaultColumnDef().cell}
        rowActions={context.rowActions}
      />
      {open ? (
        <tr data-detail="" id={detailId(row.id)}>
          <td colSpan={columnCount}>{renderExpanded?.(row.original)}</td>
        </tr>
      ) : null}
    </Fragment>
  );
}

/** A spacer row keeping the scroll height of the rows that are not rendered (none when there are none). */
function spacerRow(columnCount: number, height: number) {
  return height > 0 ? (
    <tr data-spacer="" aria-hidden="true">
      <td colSpan={columnCount} style={{ height }} />
    </tr>
  ) : null;
}

/** The rows on screen between two spacer rows. */
function VirtualRows<TData>({
  context,
  rowWindow,
}: {
  context: RowContext<TData>;
  rowWindow: RowWindow<TData>;
}) {
  const { virtualizer, items, windowStart, windowEnd, chunkStart } = rowWindow;
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  return (
    <>
      {spacerRow(context.columnCount, paddingTop)}
      {context.table
        .getRowModel()
        .rows.slice(windowStart - chunkStart, windowEnd - chunkStart)
        .map((row, position) => rowElements(context, row, windowStart + position))}
      {spacerRow(context.columnCount, paddingBottom)}
    </>
  );
}

export interface TableBodyProps<TData>
  extends
    Omit<RowContext<TData>, 'columnCount' | 'measure'>,
    Pick<TableSettings<TData>, 'error' | 'onRetry' | 'empty' | 'perPage'> {
  state: BodyState;
  labels: UiLabels['table'];
  rowWindow: RowWindow<TData>;
}

/** The body's rows for its state: the error, skeleton rows, the empty state, or the (virtualised) rows. */
export function TableBody<TData>({
  state,
  error,
  onRetry,
  empty,
  perPage,
  labels,
  rowWindow,
  ...rowProps
}: TableBodyProps<TData>) {
  const { table } = rowProps;
  const columnCount = table.getVisibleLeafColumns().length;
  switch (state) {
    case 'error':
      return (
        <StateRow columnCount={columnCount}>
          <ErrorState compact headingLevel="h2" onRetry={onRetry} text={error === true ? undefined : error} />
        </StateRow>
      );
    case 'skeleton':
      return <SkeletonRows table={table} perPage={perPage} />;
    case 'empty':
      return (
        <StateRow columnCount={columnCount}>
          {empty ?? <EmptyState compact headingLevel="h2" title={labels.empty} />}
        </StateRow>
      );
    case 'rows': {
      const context: RowContext<TData> = { ...rowProps, columnCount, measure: rowWindow.measure };
      if (rowWindow.virtual) return <VirtualRows context={context} rowWindow={rowWindow} />;
      return table.getRowModel().rows.map((row) => rowElements(context, row));
    }
  }
}
