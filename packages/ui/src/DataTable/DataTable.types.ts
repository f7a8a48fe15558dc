import type { ColumnDef } from '@tanstack/react-table';
import type { ComponentPropsWithRef, ReactNode } from 'react';

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
