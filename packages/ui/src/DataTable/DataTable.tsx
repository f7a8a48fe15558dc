import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type Header,
  type Row,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import {
  Fragment,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from 'react';
import { EmptyState } from '../EmptyState';
import { ErrorState } from '../ErrorState';
import { Pagination, DEFAULT_PAGE_SIZES } from '../Pagination';
import './columnMeta';
import { Root } from './DataTable.styles';
import { DataRow } from './DataRow';
import { useControllableState } from '../hooks/useControllableState';
import { actionsColumn, detailId, expandColumn, selectionColumn } from './specialColumns';
import { tableDefaults } from '../UiLabels/defaults/table';
import { useUiLabelGroup } from '../UiLabels/useUiLabelGroup';

export type SortDirection = 'asc' | 'desc';

export interface DataTableProps<TData> extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** Column definitions (TanStack Table `ColumnDef`; see `meta` for align, width, card label). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- column value types differ per column
  columns: ColumnDef<TData, any>[];
  /** Rows of the current page. */
  data: readonly TData[];
  /** Accessible name of the table (a visually hidden caption). */
  caption: string;
  /** Show the caption above the table. @default false */
  showCaption?: boolean;
  /** Stable id of a row, used for selection and React keys. @default row.id, else the index */
  getRowId?: (row: TData, index: number) => string;

  /** Current page (1-based); with `total`, shows the pagination bar. @default undefined */
  page?: number;
  /** Rows per page. @default 25 */
  perPage?: number;
  /** Rows on the server for the current filter. @default undefined */
  total?: number;
  /** `total` is a lower bound: the server stopped counting there (shown as `10.000+`). @default false */
  totalCapped?: boolean;
  /** Called with the page the user asks for. @default undefined */
  onPageChange?: (change: { page: number }) => void;
  /** Called with the new page size. @default undefined */
  onPerPageChange?: (change: { perPage: number }) => void;
  /** Page sizes offered. @default [10, 25, 50, 100] */
  pageSizes?: readonly number[];
  /** Accessible name of the pagination landmark (unique when two paged tables show, e.g. one in a dialog). @default 'Navigasi halaman' */
  paginationLabel?: string;

  /** Column id the server sorts by; `null` for its default order. @default null */
  sortBy?: string | null;
  /** Sort direction. @default 'asc' */
  sortDir?: SortDirection;
  /** Called when a header is clicked (asc → desc → none); without it headers are not sortable. @default undefined */
  onSortChange?: (change: { sortBy: string | null; sortDir: SortDirection }) => void;

  /** Search field and filters above the table. @default undefined */
  toolbar?: ReactNode;
  /** Buttons for one row, in a last "Aksi" column. @default undefined */
  rowActions?: (row: TData) => ReactNode;
  /**
   * Detail shown under a row that the user opens with the row's "Rincian" button (the lots a usage drew from,
   * the lines of an order). Rows with detail are not virtualised. @default undefined
   */
  renderExpanded?: (row: TData) => ReactNode;
  /** Whether a row has detail to open. @default every row */
  canExpand?: (row: TData) => boolean;
  /** Accessible name of a row's open/close button. @default 'Rincian baris N' */
  expandLabel?: (row: TData) => string;
  /** Ids of the open rows (controlled). @default undefined (uncontrolled, none open) */
  expandedIds?: readonly string[];
  /** Called with the open rows when one is opened or closed. @default undefined */
  onExpandedChange?: (change: { expandedIds: string[] }) => void;
  /** Called when a row is clicked (not on its buttons or checkbox). @default undefined */
  onRowClick?: (change: { row: TData }) => void;

  /** Loading: skeleton rows when empty, a progress bar over existing rows. @default false */
  loading?: boolean;
  /** Shown when there are no rows. @default <EmptyState title="Belum ada data" /> */
  empty?: ReactNode;
  /** Loading failed: `true` for the default message or a text. @default undefined */
  error?: ReactNode;
  /** Retry after an error; shows a "Coba lagi" button. @default undefined */
  onRetry?: () => void;

  /** Show row checkboxes and a select-all-on-page checkbox. @default false */
  selectable?: boolean;
  /** Ids of the selected rows (controlled). @default [] */
  selectedIds?: readonly string[];
  /** Called with the new selection. @default undefined */
  onSelectionChange?: (change: { selectedIds: string[] }) => void;

  /** Keep the header (and totals row) visible while scrolling. @default true */
  stickyHeader?: boolean;
  /** Height limit of the scroll area (a CSS length). @default undefined; 'min(70vh, 40rem)' when virtualised */
  maxHeight?: string;
  /** Render only visible rows: `auto` does so above `virtualizeThreshold` rows. @default 'auto' */
  virtualize?: boolean | 'auto';
  /** Row count above which `auto` virtualises. @default 100 */
  virtualizeThreshold?: number;
  /** Estimated row height in px, for virtualisation. @default 49, or 39 when compact */
  rowHeight?: number;
  /** Turn rows into label/value cards when the table is narrower than 40rem. @default true */
  cardLayout?: boolean;
  /**
   * Row spacing: `compact` halves the padding so that about twice as many rows fit (give buttons in cells
   * `size="sm"`). @default 'comfortable'
   */
  density?: 'comfortable' | 'compact';
  /**
   * A compact card on narrow containers: the cells placed in these grid areas (a CSS `grid-template-areas` value,
   * e.g. `'"number total" "status status" "actions actions"'`), without labels. An area is a column's
   * `meta.cardArea` or id (`actions`, `select`, `expand` for the built-in columns); areas after the first column
   * align to the end; a column that no area names takes a whole line. @default undefined (a "label: value" line
   * per cell)
   */
  cardTemplate?: string;
}

/** A cell's place in a compact card. */
export interface CardPlace {
  area: string;
  /** Not in the template's first column: aligned to the end. */
  end: boolean;
}

const BUILT_IN_AREAS: Readonly<Record<string, string>> = {
  __select: 'select',
  __actions: 'actions',
  __expand: 'expand',
};

/**
 * The grid of a card template: each area's place by column id, the grid's columns, its row count. A grid column
 * holding only the checkbox or the expand button is as wide as they are; the first other one takes the room left,
 * and the areas after it align to the end.
 */
function cardGrid<TData>(
  template: string | undefined,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- column value types differ per column
  columns: readonly ColumnDef<TData, any>[],
): { places: ReadonlyMap<string, CardPlace>; columns: string; rows: number } | undefined {
  if (!template) return undefined;
  const lines = (template.match(/"[^"]*"/g) ?? []).map((line) => line.slice(1, -1).trim().split(/\s+/));
  const width = Math.max(1, ...lines.map((line) => line.length));
  const builtIn = new Set(['select', 'expand', '.']);
  const narrow = Array.from({ length: width }, (_, index) =>
    lines.every((line) => builtIn.has(line[index] ?? '.')),
  );
  const main = Math.max(0, narrow.indexOf(false));
  const start = new Set(lines.map((line) => line[main]));
  const named = new Set(lines.flat().filter((area) => area !== '.'));
  const places = new Map<string, CardPlace>();
  for (const [id, column] of leafColumnsOf(columns)) {
    const area = column.meta?.cardArea ?? BUILT_IN_AREAS[id] ?? id;
    if (named.has(area)) places.set(id, { area, end: !start.has(area) && !builtIn.has(area) });
  }
  const tracks = narrow.map((_, index) => (index === main ? 'minmax(0, 1fr)' : 'auto')).join(' ');
  return { places, columns: tracks, rows: lines.length };
}

function headerText<TData>(header: Header<TData, unknown>): string {
  const { header: def, meta } = header.column.columnDef;
  return meta?.cardLabel ?? (typeof def === 'string' ? def : '');
}

/** Every leaf column by id (ids resolved the way TanStack Table does). */
function leafColumnsOf<TData>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- column value types differ per column
  columns: readonly ColumnDef<TData, any>[],
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- column value types differ per column
): Map<string, ColumnDef<TData, any>> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- column value types differ per column
  const leaves = new Map<string, ColumnDef<TData, any>>();
  for (const column of columns) {
    if ('columns' in column && column.columns) {
      for (const [id, leaf] of leafColumnsOf(column.columns)) leaves.set(id, leaf);
      continue;
    }
    const accessorKey = 'accessorKey' in column ? String(column.accessorKey) : undefined;
    const header = typeof column.header === 'string' ? column.header : undefined;
    const id = column.id ?? accessorKey?.replace(/\./g, '_') ?? header;
    if (id !== undefined) leaves.set(id, column);
  }
  return leaves;
}

/** Card label of every leaf column by id. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- column value types differ per column
function cardLabelsOf<TData>(columns: readonly ColumnDef<TData, any>[]): Map<string, string> {
  const labels = new Map<string, string>();
  for (const [id, column] of leafColumnsOf(columns)) {
    const header = typeof column.header === 'string' ? column.header : undefined;
    labels.set(id, column.meta?.cardLabel ?? header ?? '');
  }
  return labels;
}

function defaultRowId<TData>(row: TData, index: number): string {
  const id = (row as { id?: unknown } | null)?.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : String(index);
}

const EMPTY_IDS: readonly string[] = [];

/** Rows per table-model chunk when virtualised. */
const CHUNK = 64;

/** Width below which the card layout applies; matches the container query in DataTable.styles. */
const CARD_BREAKPOINT_REM = 40;

/** Whether the table is narrow enough for cards (the virtualiser then measures each card). */
function useIsNarrow(ref: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [narrow, setNarrow] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof ResizeObserver === 'undefined') return;
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
    const update = () => setNarrow(element.clientWidth < CARD_BREAKPOINT_REM * rem);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled]);
  return enabled && narrow;
}

/**
 * A server-driven data table on TanStack Table: sortable headers, pagination, toolbar, row actions, loading,
 * empty and error states, a totals row from column `footer`s, optional row selection, a sticky header,
 * virtualised rows for long pages and a card layout on narrow containers.
 */
export function DataTable<TData>({
  columns,
  data,
  caption,
  showCaption = false,
  getRowId = defaultRowId,
  page,
  perPage = 25,
  total,
  totalCapped = false,
  onPageChange,
  onPerPageChange,
  pageSizes = DEFAULT_PAGE_SIZES,
  paginationLabel,
  sortBy = null,
  sortDir = 'asc',
  onSortChange,
  toolbar,
  rowActions,
  onRowClick,
  renderExpanded,
  canExpand,
  expandLabel,
  expandedIds: expandedIdsProp,
  onExpandedChange,
  loading = false,
  empty,
  error,
  onRetry,
  selectable = false,
  selectedIds = EMPTY_IDS,
  onSelectionChange,
  stickyHeader = true,
  maxHeight,
  virtualize = 'auto',
  virtualizeThreshold = 100,
  rowHeight,
  cardLayout = true,
  density = 'comfortable',
  cardTemplate,
  ref,
  style,
  ...rest
}: DataTableProps<TData>) {
  const rootRef = useRef<HTMLDivElement | null>(null);
  const setRootRef = useCallback(
    (element: HTMLDivElement | null) => {
      rootRef.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );
  const scrollRef = useRef<HTMLDivElement>(null);
  const narrow = useIsNarrow(rootRef, cardLayout);

  const hasRowActions = Boolean(rowActions);
  const expandable = Boolean(renderExpanded);
  const [expandedIds, setExpandedIds] = useControllableState<readonly string[]>({
    value: expandedIdsProp,
    defaultValue: EMPTY_IDS,
    onChange: onExpandedChange ? (ids) => onExpandedChange({ expandedIds: [...ids] }) : undefined,
  });
  const allColumns = useMemo(() => {
    const list = [...columns];
    if (expandable) list.unshift(expandColumn<TData>());
    if (selectable) list.unshift(selectionColumn<TData>());
    if (hasRowActions) list.push(actionsColumn<TData>());
    return list;
  }, [columns, selectable, hasRowActions, expandable]);

  // Virtualise the data, not only the DOM: the table model gets just the rows on screen, so 10,000 rows do
  // not build 10,000 TanStack row objects on every render.
  const virtual =
    !expandable && (virtualize === true || (virtualize === 'auto' && data.length > virtualizeThreshold));
  const scrollHeight = maxHeight ?? (virtual ? 'min(70vh, 40rem)' : undefined);
  const grid = useMemo(() => cardGrid(cardTemplate, allColumns), [cardTemplate, allColumns]);
  const cardRowHeight = grid ? grid.rows * 28 + 30 : (columns.length + (rowActions ? 1 : 0)) * 41 + 26;
  const tableRowHeight = rowHeight ?? (density === 'compact' ? 39 : 49);
  const estimateSize = useCallback(
    () => (narrow ? cardRowHeight : tableRowHeight),
    [narrow, cardRowHeight, tableRowHeight],
  );
  const getItemKey = useCallback(
    (index: number) => {
      const row = data[index];
      return row === undefined ? index : getRowId(row, index);
    },
    [data, getRowId],
  );
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLTableRowElement>({
    count: virtual ? data.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    overscan: 6,
    // Render the first screen in the first commit instead of waiting for a measurement.
    initialRect: { width: 0, height: 640 },
    getItemKey,
  });
  const items = virtual ? virtualizer.getVirtualItems() : [];
  const windowStart = virtual ? (items[0]?.index ?? 0) : 0;
  const windowEnd = virtual ? (items[items.length - 1]?.index ?? -1) + 1 : data.length;
  // The table model covers an aligned chunk around the window, so it is rebuilt once per CHUNK rows scrolled
  // rather than on every frame; only the window itself is rendered.
  const chunkStart = virtual ? Math.floor(windowStart / CHUNK) * CHUNK : 0;
  const chunkEnd = virtual ? Math.min(data.length, Math.ceil(windowEnd / CHUNK) * CHUNK) : data.length;
  const windowData = useMemo(
    () => (virtual ? data.slice(chunkStart, chunkEnd) : (data as TData[])),
    [data, virtual, chunkStart, chunkEnd],
  );

  const sorting = useMemo<SortingState>(
    () => (sortBy ? [{ id: sortBy, desc: sortDir === 'desc' }] : []),
    [sortBy, sortDir],
  );
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

  const tableLabels = useUiLabelGroup('table', tableDefaults);
  const expansion = useMemo(() => {
    if (!expandable) return undefined;
    const open = new Set(expandedIds);
    return {
      isOpen: (id: string) => open.has(id),
      canExpand: (row: TData) => canExpand?.(row) ?? true,
      label: (row: TData, position: number) => expandLabel?.(row) ?? tableLabels.detailsRow(position),
      toggle: (id: string) =>
        setExpandedIds(open.has(id) ? expandedIds.filter((other) => other !== id) : [...expandedIds, id]),
    };
  }, [expandable, expandedIds, canExpand, expandLabel, setExpandedIds, tableLabels]);

  const table = useReactTable<TData>({
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
    onRowSelectionChange: (updater: Updater<RowSelectionState>) => {
      const next = typeof updater === 'function' ? updater(rowSelection) : updater;
      onSelectionChange?.({ selectedIds: Object.keys(next).filter((id) => next[id]) });
    },
  });

  const rows = table.getRowModel().rows;
  const leafColumns = table.getVisibleLeafColumns();
  const cardLabels = useMemo(() => cardLabelsOf(allColumns), [allColumns]);
  const columnCount = leafColumns.length;
  const hasFooter = allColumns.some((column) => column.footer !== undefined);
  const showSkeleton = loading && data.length === 0 && !error;
  const showError = Boolean(error) && !loading;
  const showEmpty = !loading && !error && data.length === 0;

  const measure = narrow ? virtualizer.measureElement : undefined;
  const renderRow = (row: Row<TData>, virtualIndex?: number) => {
    const open = expansion?.isOpen(row.id) && expansion.canExpand(row.original);
    // One keyed fragment either way, so opening a row does not mount it again (its button keeps focus).
    return (
      <Fragment key={row.id}>
        {renderLine(row, virtualIndex, Boolean(open))}
        {open ? (
          <tr data-detail="" id={detailId(row.id)}>
            <td colSpan={columnCount}>{renderExpanded?.(row.original)}</td>
          </tr>
        ) : null}
      </Fragment>
    );
  };
  const renderLine = (row: Row<TData>, virtualIndex: number | undefined, open: boolean) => (
    <DataRow
      expanded={open}
      key={row.id}
      row={row}
      index={virtualIndex}
      selected={row.getIsSelected()}
      labels={cardLabels}
      places={grid?.places}
      columns={allColumns}
      // Table rows share one height; only cards (narrow) differ per row and need measuring.
      measure={virtualIndex === undefined ? undefined : measure}
      onRowClick={onRowClick}
      defaultCell={table._getDefaultColumnDef().cell}
      rowActions={rowActions}
    />
  );

  let body: ReactNode;
  if (showError) {
    body = (
      <tr>
        <td colSpan={columnCount} data-state-cell="">
          <ErrorState compact headingLevel="h2" onRetry={onRetry} text={error === true ? undefined : error} />
        </td>
      </tr>
    );
  } else if (showSkeleton) {
    body = Array.from({ length: Math.min(perPage, 10) }, (_, index) => (
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
  } else if (showEmpty) {
    body = (
      <tr>
        <td colSpan={columnCount} data-state-cell="">
          {empty ?? <EmptyState compact headingLevel="h2" title={tableLabels.empty} />}
        </td>
      </tr>
    );
  } else if (virtual) {
    const paddingTop = items[0]?.start ?? 0;
    const paddingBottom = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
    body = (
      <>
        {paddingTop > 0 ? (
          <tr data-spacer="" aria-hidden="true">
            <td colSpan={columnCount} style={{ height: paddingTop }} />
          </tr>
        ) : null}
        {rows
          .slice(windowStart - chunkStart, windowEnd - chunkStart)
          .map((row, position) => renderRow(row, windowStart + position))}
        {paddingBottom > 0 ? (
          <tr data-spacer="" aria-hidden="true">
            <td colSpan={columnCount} style={{ height: paddingBottom }} />
          </tr>
        ) : null}
      </>
    );
  } else {
    body = rows.map((row) => renderRow(row));
  }

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
      data-density={density}
      data-card-template={grid ? '' : undefined}
      style={
        grid
          ? ({
              ...style,
              '--pawon-card-areas': cardTemplate,
              '--pawon-card-columns': grid.columns,
            } as CSSProperties)
          : style
      }
      {...rest}
    >
      {toolbar ? <div data-part="toolbar">{toolbar}</div> : null}
      {loading && data.length > 0 ? (
        <div data-part="progress" role="progressbar" aria-label={tableLabels.loading} />
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
          <colgroup>
            {leafColumns.map((column) => (
              <col
                key={column.id}
                style={{
                  width: column.id === '__select' ? '3rem' : (column.columnDef.meta?.width ?? undefined),
                }}
              />
            ))}
          </colgroup>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} aria-rowindex={virtual ? 1 : undefined}>
                {group.headers.map((header) => {
                  const canSort = header.column.getCanSort() && header.column.id !== '__select';
                  const direction = header.column.getIsSorted();
                  const meta = header.column.columnDef.meta;
                  const content = header.isPlaceholder
                    ? null
                    : flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      colSpan={header.colSpan}
                      scope="col"
                      data-align={meta?.align}
                      data-sortable={canSort ? '' : undefined}
                      data-select-cell={header.column.id === '__select' ? '' : undefined}
                      data-actions-cell={header.column.id === '__actions' ? '' : undefined}
                      aria-sort={
                        canSort
                          ? direction === 'asc'
                            ? 'ascending'
                            : direction === 'desc'
                              ? 'descending'
                              : 'none'
                          : undefined
                      }
                    >
                      {canSort ? (
                        <button
                          type="button"
                          data-sort={direction || 'none'}
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {content}
                          {/* Drawn in CSS: an icon component per header would cost more than the whole row. */}
                          <span data-sort-indicator="" aria-hidden="true" />
                        </button>
                      ) : (
                        content
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>{body}</tbody>
          {hasFooter && data.length > 0 && !showError ? (
            <tfoot>
              {table
                .getFooterGroups()
                .slice(0, 1)
                .map((group) => (
                  <tr key={group.id}>
                    {group.headers.map((header) => (
                      <td
                        key={header.id}
                        colSpan={header.colSpan}
                        data-align={header.column.columnDef.meta?.align}
                        data-label={headerText(header)}
                      >
                        {header.isPlaceholder
                          ? null
                          : flexRender(header.column.columnDef.footer, header.getContext())}
                      </td>
                    ))}
                  </tr>
                ))}
            </tfoot>
          ) : null}
        </table>
      </div>
      {showPagination ? (
        <div data-part="footer">
          <Pagination
            page={page}
            perPage={perPage}
            total={total}
            totalCapped={totalCapped}
            onPageChange={onPageChange}
            onPerPageChange={onPerPageChange}
            pageSizes={pageSizes}
            disabled={loading}
            {...(paginationLabel ? { 'aria-label': paginationLabel } : {})}
          />
        </div>
      ) : null}
    </Root>
  );
}
DataTable.displayName = 'DataTable';
