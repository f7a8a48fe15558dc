import type { ComponentPropsWithRef } from 'react';
import { DEFAULT_PAGE_SIZES } from '../Pagination';
import type { DataTableProps } from './DataTable.types';

type DivProps = Omit<ComponentPropsWithRef<'div'>, 'children'>;

/** The table's own props (`DataTableProps` without the root div's attributes). */
type OwnProps<TData> = Omit<DataTableProps<TData>, keyof DivProps>;

/** Props that have a default value. */
type Defaulted =
  | 'showCaption'
  | 'getRowId'
  | 'perPage'
  | 'totalCapped'
  | 'pageSizes'
  | 'sortBy'
  | 'sortDir'
  | 'loading'
  | 'selectable'
  | 'selectedIds'
  | 'stickyHeader'
  | 'virtualize'
  | 'virtualizeThreshold'
  | 'cardLayout'
  | 'density';

/** The table's own props with their defaults applied. */
export type TableSettings<TData> = Omit<OwnProps<TData>, Defaulted> &
  Required<Pick<OwnProps<TData>, Defaulted>>;

export const EMPTY_IDS: readonly string[] = [];

export function defaultRowId<TData>(row: TData, index: number): string {
  const id = (row as { id?: unknown } | null)?.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : String(index);
}

/**
 * Splits DataTable's props into the table's settings (defaults applied where a prop is `undefined`) and what goes
 * to the root div: its ref, its style (the card template adds to it) and every other attribute.
 */
export function splitProps<TData>({
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
  expandedIds,
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
  const settings: TableSettings<TData> = {
    columns,
    data,
    caption,
    showCaption,
    getRowId,
    page,
    perPage,
    total,
    totalCapped,
    onPageChange,
    onPerPageChange,
    pageSizes,
    paginationLabel,
    sortBy,
    sortDir,
    onSortChange,
    toolbar,
    rowActions,
    onRowClick,
    renderExpanded,
    canExpand,
    expandLabel,
    expandedIds,
    onExpandedChange,
    loading,
    empty,
    error,
    onRetry,
    selectable,
    selectedIds,
    onSelectionChange,
    stickyHeader,
    maxHeight,
    virtualize,
    virtualizeThreshold,
    rowHeight,
    cardLayout,
    density,
    cardTemplate,
  };
  return { settings, ref, style, rest };
}
