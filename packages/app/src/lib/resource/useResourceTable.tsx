import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Button, EmptyState } from '@pawon/ui';
import { errorMessage } from '../errors';
import { useListPage } from '../query/lists';
import { type Identified, type ListQuery } from '../listQuery';
import { t } from '../messages';
import { useOwnedBy } from './owned';
import type { ResourceDescriptor, ResourceFilter } from './types';
import type { useListQuery } from './useListQuery';

export interface ResourceTableOptions {
  /** Server-side pages and sorting; otherwise every row at once, not virtualized. @default true */
  paged?: boolean;
  /** Some filter is set: an empty list says so instead of "nothing yet". @default false */
  filtered?: boolean;
  /** What the empty list (nothing yet) offers under its text (the add button). @default nothing */
  emptyAction?: ReactNode;
}

/**
 * A resource's list on a screen: loads the query whenever it changes and gives the props of its DataTable
 * (rows, paging and sorting in the URL, loading, error with retry, empty state), of its SearchBox and of each
 * FilterSelect, so that every list behaves alike.
 */
export function useResourceTable<T extends Identified, V extends FieldValues>(
  resource: ResourceDescriptor<T, V>,
  list: ReturnType<typeof useListQuery>,
  /** The query to load: the URL's, with whatever the screen adds (a period). */
  query: ListQuery,
  { paged = true, filtered = false, emptyAction }: ResourceTableOptions = {},
) {
  const tableRef = useRef<HTMLDivElement>(null);
  const state = useListPage(resource.list, query);
  const { setPage, setPerPage, setSort, setSearch, setFilters, filterText, clearSearchAndFilters } = list;
  const m = resource.messages;
  // Columns of fields the user's menus do not own are left out, not shown as a column of dashes (decision 014).
  const owns = useOwnedBy();
  const { columns: allColumns, columnOwners } = resource;
  const columns = useMemo(
    () => (columnOwners ? allColumns.filter((column) => owns(columnOwners[column.id ?? ''])) : allColumns),
    [allColumns, columnOwners, owns],
  );

  // The page shown has emptied while rows remain (its last row deleted or hidden): show the last page.
  useEffect(() => {
    if (!state.loading && !state.error && state.rows.length === 0 && state.total > 0 && query.page > 1) {
      setPage(Math.max(1, Math.ceil(state.total / query.perPage)));
    }
  }, [state.loading, state.error, state.rows.length, state.total, query.page, query.perPage, setPage]);

  // Until the rows answer this very query (a page or search just changed), the table is busy: it never shows the
  // previous query's rows as if they were the new one's.
  const { loading } = state;
  const table = {
    ref: tableRef,
    caption: m.caption,
    columns,
    data: state.rows,
    getRowId: (row: T) => String(row.id),
    ...(paged
      ? {
          page: state.page,
          perPage: state.perPage,
          total: state.total,
          onPageChange: ({ page }: { page: number }) => setPage(page),
          onPerPageChange: ({ perPage }: { perPage: number }) => setPerPage(perPage),
          sortBy: query.sortBy ?? null,
          sortDir: query.sortDir ?? 'asc',
          onSortChange: ({ sortBy, sortDir }: { sortBy: string | null; sortDir: 'asc' | 'desc' }) =>
            setSort(sortBy, sortDir),
        }
      : { virtualize: false }),
    loading,
    error: state.error ? errorMessage(state.error) : undefined,
    onRetry: state.retry,
    empty: (
      <EmptyState
        compact
        headingLevel="h2"
        title={
          query.search
            ? t('common.emptySearch', { q: query.search })
            : filtered
              ? t('common.emptyFilter')
              : m.empty
        }
        text={query.search || filtered ? undefined : m.emptyText}
        action={
          query.search || filtered ? (
            <Button variant="outline" icon="bx-x" onClick={clearSearchAndFilters}>
              {t('common.clearSearch')}
            </Button>
          ) : (
            emptyAction
          )
        }
      />
    ),
  };
  const search = {
    id: `${resource.key}-list-search`,
    name: 'q',
    label: m.searchLabel,
    placeholder: m.searchPlaceholder,
    value: query.search,
    onSearch: setSearch,
  };
  /** The props of a FilterSelect for one filter; the filters that hang on it start over when it changes. */
  const filter = (described: ResourceFilter) => ({
    id: `${resource.key}-filter-${described.name}`,
    filter: described,
    value: filterText(described.name),
    filterText,
    summary: state.summary,
    rows: state.rows as readonly unknown[],
    onChange: (value: string | null) =>
      setFilters({
        [described.name]: value,
        ...Object.fromEntries(
          (resource.filters ?? []).filter((f) => f.dependsOn === described.name).map((f) => [f.name, null]),
        ),
      }),
  });
  return { state, loading, tableRef, table, search, filter };
}
