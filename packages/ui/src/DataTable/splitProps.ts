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

/** The defaults of the table's own props, applied where a prop is `undefined`. */
const DEFAULTS = {
  showCaption: false,
  getRowId: defaultRowId,
  perPage: 25,
  totalCapped: false,
  pageSizes: DEFAULT_PAGE_SIZES,
  sortBy: null,
  sortDir: 'asc',
  loading: false,
  selectable: false,
  selectedIds: EMPTY_IDS,
  stickyHeader: true,
  virtualize: 'auto',
  virtualizeThreshold: 100,
  cardLayout: true,
  density: 'comfortable',
} satisfies Required<Pick<OwnProps<unknown>, Defaulted>>;

/** Every prop of the table's own (the rest go to the root div); the check below keeps the list complete. */
const OWN_KEYS = [
  ...(Object.keys(DEFAULTS) as Defaulted[]),
  ...([
    'columns',
    'data',
    'caption',
    'page',
    'total',
    'onPageChange',
    'onPerPageChange',
    'paginationLabel',
    'onSortChange',
    'toolbar',
    'rowActions',
    'onRowClick',
    'renderExpanded',
    'canExpand',
    'expandLabel',
    'expandedIds',
    'onExpandedChange',
    'empty',
    'error',
    'onRetry',
    'onSelectionChange',
    'maxHeight',
    'rowHeight',
    'cardTemplate',
  ] as const),
];
type Listed = (typeof OWN_KEYS)[number];
const complete: Exclude<keyof OwnProps<unknown>, Listed> extends never ? true : false = true;
void complete;
const OWN = new Set<string>(OWN_KEYS);

/**
 * Splits DataTable's props into the table's settings (defaults applied where a prop is `undefined`) and what goes
 * to the root div: its ref, its style (the card template adds to it) and every other attribute.
 */
export function splitProps<TData>({ ref, style, ...props }: DataTableProps<TData>) {
  const own: Record<string, unknown> = { ...DEFAULTS };
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props))
    if (!OWN.has(key)) rest[key] = value;
    else if (value !== undefined) own[key] = value;
  return {
    settings: own as TableSettings<TData>,
    ref,
    style,
    rest: rest as Omit<DivProps, 'ref' | 'style'>,
  };
}
