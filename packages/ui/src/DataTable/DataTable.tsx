import { useMemo, useRef, type CSSProperties } from 'react';
import { tableDefaults } from '../UiLabels/defaults/table';
import { useUiLabelGroup } from '../UiLabels/useUiLabelGroup';
import './columnMeta';
import type { CardGrid } from './cardGrid';
import { cardLabelsOf } from './columnDefs';
import { Root } from './DataTable.styles';
import type { DataTableProps } from './DataTable.types';
import { splitProps } from './splitProps';
import { TableBody, type BodyState } from './TableBody';
import { TableFoot } from './TableFoot';
import { TableColumns, TableHead } from './TableHead';
import { TablePagination } from './TablePagination';
import { useCardLayout } from './useCardLayout';
import { useRootRef } from './useRootRef';
import { useRowExpansion } from './useRowExpansion';
import { useRowSelection } from './useRowSelection';
import { useRowVirtualizer } from './useRowVirtualizer';
import { useAllColumns, useTableModel } from './useTableModel';

export type { DataTableProps, SortDirection } from './DataTable.types';
export type { CardPlace } from './cardGrid';

/**
 * The root's style: the caller's, plus a card template's areas and grid columns as the custom properties that
 * DataTable.css reads (`--pawon-card-areas`, `--pawon-card-columns`; the theme does not set them).
 */
function rootStyle(
  style: CSSProperties | undefined,
  grid: CardGrid | undefined,
  cardTemplate: string | undefined,
): CSSProperties | undefined {
  return grid
    ? ({
        ...style,
        '--pawon-card-areas': cardTemplate,
        '--pawon-card-columns': grid.columns,
      } as CSSProperties)
    : style;
}

/**
 * A server-driven data table on TanStack Table: sortable headers, pagination, toolbar, row actions, loading,
 * empty and error states, a totals row from column `footer`s, optional row selection, a sticky header,
 * virtualised rows for long pages and a card layout on narrow containers.
 *
 * The logic lives in hooks (`useAllColumns`, `useCardLayout`, `useRowVirtualizer`, `useRowSelection`,
 * `useRowExpansion`, `useTableModel`), the view in parts (`TableHead`, `TableBody`, `TableFoot`,
 * `TablePagination`); this function wires them together.
 */
export function DataTable<TData>(props: DataTableProps<TData>) {
  const { settings, ref, style, rest } = splitProps(props);
  const { data, caption, showCaption, toolbar, loading, error, page, total, stickyHeader, cardLayout } =
    settings;
  const [rootRef, setRootRef] = useRootRef(ref);
  const scrollRef = useRef<HTMLDivElement>(null);
  const labels = useUiLabelGroup('table', tableDefaults);
  const allColumns = useAllColumns(settings);
  const { narrow, grid, cardRowHeight } = useCardLayout(rootRef, settings, allColumns);
  const rowWindow = useRowVirtualizer(settings, scrollRef, { narrow, cardRowHeight });
  const selection = useRowSelection(settings);
  const expansion = useRowExpansion(settings, labels);
  const table = useTableModel(settings, { allColumns, rowWindow, selection, expansion });
  const cardLabels = useMemo(() => cardLabelsOf(allColumns), [allColumns]);
  const { virtual, scrollHeight } = rowWindow;

  const hasFooter = allColumns.some((column) => column.footer !== undefined);
  const showSkeleton = loading && data.length === 0 && !error;
  const showError = Boolean(error) && !loading;
  const showEmpty = !loading && !error && data.length === 0;
  const bodyState: BodyState = showError ? 'error' : showSkeleton ? 'skeleton' : showEmpty ? 'empty' : 'rows';
  // "Tidak ada data" in the pager would contradict the skeleton or the error: it shows once the page is in.
  const showPagination = page !== undefined && total !== undefined && !showSkeleton && !showError;
  // Cards flow with the page: a scroll box of its own inside a scrolling page or dialog is hard to use.
  const boxed = scrollHeight !== undefined && (virtual || !narrow);

  return (
    <Root
      ref={setRootRef}
      data-virtual={virtual || undefined}
      data-sticky-header={stickyHeader || undefined}
      data-cards={cardLayout || undefined}
      data-loading={loading || undefined}
      data-density={settings.density}
      data-card-template={grid ? '' : undefined}
      style={rootStyle(style, grid, settings.cardTemplate)}
      {...rest}
    >
      {toolbar ? <div data-part="toolbar">{toolbar}</div> : null}
      {loading && data.length > 0 ? (
        <div data-part="progress" role="progressbar" aria-label={labels.loading} />
      ) : null}
      <div
        data-part="scroll"
        ref={scrollRef}
        role="region"
        aria-label={caption}
        tabIndex={0}
        style={boxed ? { maxHeight: scrollHeight } : undefined}
      >
        <table aria-busy={loading || undefined} aria-rowcount={virtual ? data.length + 1 : undefined}>
          <caption data-hidden={showCaption ? undefined : ''}>{caption}</caption>
          <TableColumns table={table} />
          <TableHead table={table} virtual={virtual} />
          <tbody>
            <TableBody
              state={bodyState}
              error={error}
              onRetry={settings.onRetry}
              empty={settings.empty}
              perPage={settings.perPage}
              labels={labels}
              rowWindow={rowWindow}
              table={table}
              expansion={expansion}
              renderExpanded={settings.renderExpanded}
              cardLabels={cardLabels}
              places={grid?.places}
              allColumns={allColumns}
              onRowClick={settings.onRowClick}
              rowActions={settings.rowActions}
            />
          </tbody>
          {hasFooter && data.length > 0 && !showError ? <TableFoot table={table} /> : null}
        </table>
      </div>
      {showPagination ? (
        <TablePagination
          page={page}
          perPage={settings.perPage}
          total={total}
          totalCapped={settings.totalCapped}
          onPageChange={settings.onPageChange}
          onPerPageChange={settings.onPerPageChange}
          pageSizes={settings.pageSizes}
          paginationLabel={settings.paginationLabel}
          disabled={loading}
        />
      ) : null}
    </Root>
  );
}
DataTable.displayName = 'DataTable';
