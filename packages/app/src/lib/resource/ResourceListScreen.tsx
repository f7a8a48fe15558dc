import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Button, DataTable, EmptyState, IconButton, PageHeader, Select } from '@pawon/ui';
import { errorMessage } from '../errors';
import type { Identified } from '../listAtoms';
import { messages } from '../messages';
import { useRights } from '../rights';
import { ResourceFormDialog } from './ResourceFormDialog';
import { SearchBox } from './SearchBox';
import type { ResourceDescriptor } from './types';
import { useDeleteFlow } from './useDeleteFlow';
import { useListQuery } from './useListQuery';
import * as S from './resource.styles';

/** Select value meaning "no filter" (a Select option cannot be empty). */
const ALL = '__all__';

export interface ResourceListScreenProps<T extends Identified, V extends FieldValues> {
  resource: ResourceDescriptor<T, V>;
  /** Filters or notes above the table, beside the search. */
  toolbarExtra?: ReactNode;
}

/**
 * The list screen of any resource: heading with the add button, search, server-side paging and sorting (all in
 * the URL), edit and delete per row. Actions the user has no right to are not shown.
 */
export function ResourceListScreen<T extends Identified, V extends FieldValues>({
  resource,
  toolbarExtra,
}: ResourceListScreenProps<T, V>) {
  const rights = useRights(resource.menuUrl);
  const { query, setPage, setPerPage, setSearch, setSort, setFilter, filterText } = useListQuery({
    perPage: resource.defaultPerPage,
    filters: resource.filters,
    sortBy: resource.defaultSort?.sortBy,
    sortDir: resource.defaultSort?.sortDir,
  });
  const state = useAtomValue(resource.list.stateAtom);
  const load = useSetAtom(resource.list.loadAtom);
  // The record stays while the dialog closes, so its title does not flip during the exit animation.
  const [editing, setEditingState] = useState<{ open: boolean; record: T | null }>({
    open: false,
    record: null,
  });
  const setEditing = (next: { record: T | null } | null) =>
    setEditingState((current) => (next ? { open: true, record: next.record } : { ...current, open: false }));
  const m = resource.messages;

  useEffect(() => {
    void load(query);
  }, [load, query]);

  // Deleting the last row of a later page: show the page before it.
  useEffect(() => {
    if (state.status === 'success' && state.rows.length === 0 && state.total > 0 && query.page > 1) {
      setPage(Math.max(1, Math.ceil(state.total / query.perPage)));
    }
  }, [state.status, state.rows.length, state.total, query.page, query.perPage, setPage]);

  const deletion = useDeleteFlow<T>({
    list: resource.list,
    remove: resource.remove ?? (async () => []),
    describe: resource.describe,
    title: m.deleteTitle,
    text: (record) => m.deleteText(resource.describe(record)),
    deleted: m.deleted,
    details: resource.deleteDetails ? (record) => resource.deleteDetails?.(record, state.rows) : undefined,
  });
  const paged = resource.paged ?? true;

  const canEdit = Boolean(rights.update && resource.update);
  const canDelete = Boolean(rights.delete && resource.remove);
  const hasRowActions = canEdit || canDelete || Boolean(resource.rowActions);
  const loading = state.status === 'loading' || state.status === 'idle';

  return (
    <S.Stack>
      <PageHeader
        title={m.title}
        subtitle={m.description}
        actions={
          rights.create && resource.create ? (
            <Button
              icon="bx-plus"
              onClick={() => setEditing({ record: null })}
              data-testid={`${resource.key}-add`}
            >
              {m.addLabel}
            </Button>
          ) : null
        }
      />
      <DataTable<T>
        caption={m.caption}
        columns={resource.columns}
        data={state.rows}
        getRowId={(row) => String(row.id)}
        toolbar={
          <S.Toolbar>
            <SearchBox
              id={`${resource.key}-search`}
              label={m.searchLabel}
              placeholder={m.searchPlaceholder}
              value={query.search}
              onSearch={setSearch}
            />
            {resource.filters?.map((filter) => (
              <Select
                key={filter.name}
                id={`${resource.key}-filter-${filter.name}`}
                label={filter.label}
                placeholder={filter.allLabel}
                options={[{ value: ALL, label: filter.allLabel }, ...filter.options]}
                value={filterText(filter.name) || ALL}
                onValueChange={({ value }) => setFilter(filter.name, value === ALL ? null : value)}
              />
            ))}
            {toolbarExtra}
          </S.Toolbar>
        }
        {...(paged
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
          : { virtualize: false })}
        loading={loading}
        error={state.status === 'error' ? errorMessage(state.error) : undefined}
        onRetry={() => void load(query)}
        empty={
          <EmptyState
            compact
            title={query.search ? messages.emptySearch(query.search) : m.empty}
            text={query.search ? undefined : m.emptyText}
          />
        }
        rowActions={
          hasRowActions
            ? (record) => (
                <S.RowActions>
                  {resource.rowActions?.({
                    record,
                    edit: () => setEditing({ record }),
                    remove: () => deletion.request(record),
                  })}
                  {canEdit ? (
                    <IconButton
                      icon="bx-edit"
                      label={`${messages.edit} ${resource.describe(record)}`}
                      onClick={() => setEditing({ record })}
                    />
                  ) : null}
                  {canDelete ? (
                    <IconButton
                      icon="bx-trash"
                      variant="text"
                      label={`${messages.delete} ${resource.describe(record)}`}
                      onClick={() => deletion.request(record)}
                    />
                  ) : null}
                </S.RowActions>
              )
            : undefined
        }
      />
      <ResourceFormDialog
        resource={resource}
        record={editing.record}
        open={editing.open}
        onClose={() => setEditing(null)}
      />
      {deletion.dialog}
    </S.Stack>
  );
}
