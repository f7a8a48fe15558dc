import { useMemo } from 'react';
import {
  Button,
  DataTable,
  DateField,
  EmptyState,
  PageHeader,
  StatusBadge,
  type ColumnDef,
  type StatusTone,
} from '@pawon/ui';
import { formatDateTime } from '../../lib/format';
import { FilterGroup, FilterSelect } from '../../lib/resource/ListFilters';
import { useListQuery } from '../../lib/resource/useListQuery';
import { useResourceTable } from '../../lib/resource/useResourceTable';
import { ChangeList } from './ChangeList';
import { actionName, entityName, recordLabel, tr, type HistoryEntry } from './format';
import { entityFilter, history, urlFilters, userFilter } from './resource';
import * as S from './history.styles';

/** Changes shown in a row; more open under it. */
const ROW_CHANGES = 4;

const TONES: Readonly<Record<string, StatusTone>> = {
  create: 'success',
  update: 'info',
  delete: 'error',
  undeliver: 'warning',
};

/**
 * Riwayat perubahan (decision 030): who changed what and when, newest first, each change's fields before → after;
 * filtered by user, record type, one record and dates, paged on the server. A row's record opens that record's
 * history; other screens' "Riwayat" buttons open it the same way (`?entity=product&entityId=12`).
 */
export default function HistoryScreen() {
  const resource = history.descriptor;
  const list = useListQuery({ perPage: 25, filters: urlFilters, sortBy: 'at', sortDir: 'desc' });
  const { query, filterText, setFilter, setFilters } = list;
  const filtered = Object.values(query.filters ?? {}).some((value) => value !== undefined);
  const { state, table, filter } = useResourceTable(resource, list, query, { filtered });
  const m = resource.messages;
  const entity = filterText('entity');
  const entityId = Number(filterText('entityId')) || undefined;

  const columns = useMemo<ColumnDef<HistoryEntry, unknown>[]>(
    () => [
      {
        id: 'at',
        header: tr('history.labels.at'),
        accessorKey: 'at',
        enableSorting: true,
        meta: { nowrap: true, width: '10rem' },
        cell: ({ row }) => formatDateTime(row.original.at, { month: 'short' }),
      },
      {
        id: 'user',
        header: tr('history.labels.user'),
        enableSorting: false,
        meta: { width: '10rem' },
        cell: ({ row }) => {
          const { user, token } = row.original;
          const name = user ? (user.name ?? tr('history.recordById', { id: user.id })) : tr('history.system');
          // A change made with an integration token: the token, and the person who made it (issue 41).
          return token ? tr('history.byToken', { token: token.name, user: name }) : name;
        },
      },
      {
        id: 'action',
        header: tr('history.labels.action'),
        enableSorting: false,
        meta: { nowrap: true, width: '8rem' },
        cell: ({ row }) => (
          <StatusBadge tone={TONES[row.original.action] ?? 'neutral'}>
            {actionName(row.original.action)}
          </StatusBadge>
        ),
      },
      {
        id: 'record',
        header: tr('history.labels.record'),
        enableSorting: false,
        meta: { width: '14rem' },
        cell: ({ row }) => {
          const e = row.original;
          const label = recordLabel(e);
          const here = e.entity === entity && e.entityId === entityId;
          return (
            <S.Record>
              <S.Muted>{entityName(e.entity)}</S.Muted>
              {e.entityId === null || here || !label ? (
                label
              ) : (
                <Button
                  variant="text"
                  size="sm"
                  aria-label={tr('history.showRecord', { label })}
                  onClick={() => setFilters({ entity: e.entity, entityId: String(e.entityId) })}
                >
                  {label}
                </Button>
              )}
            </S.Record>
          );
        },
      },
      {
        id: 'changes',
        header: tr('history.labels.changes'),
        enableSorting: false,
        meta: { grow: true },
        cell: ({ row }) => (
          <ChangeList
            changes={row.original.changes}
            action={row.original.action}
            limit={ROW_CHANGES}
            omitted={row.original.omitted}
          />
        ),
      },
    ],
    [entity, entityId, setFilters],
  );

  const recordName = (() => {
    if (!entity || !entityId) return undefined;
    const shown = (state.rows as HistoryEntry[]).find((r) => r.entity === entity && r.entityId === entityId);
    const label = shown ? recordLabel(shown) : undefined;
    return label
      ? tr('history.filters.record', { type: entityName(entity), label })
      : tr('history.filters.recordById', { type: entityName(entity), id: entityId });
  })();
  const onlyRecord =
    Boolean(recordName) && !filterText('userId') && !filterText('dateFrom') && !filterText('dateTo');
  const active = ['userId', 'entity', 'dateFrom', 'dateTo'].filter((name) => filterText(name)).length;

  return (
    <S.Stack>
      <PageHeader title={m.title} subtitle={m.description} />
      <DataTable<HistoryEntry>
        {...table}
        columns={columns}
        totalCapped={state.summary?.totalCapped === true}
        empty={
          onlyRecord ? (
            <EmptyState compact headingLevel="h2" title={tr('history.emptyRecord')} />
          ) : (
            table.empty
          )
        }
        renderExpanded={(entry) => (
          <ChangeList changes={entry.changes} action={entry.action} omitted={entry.omitted} />
        )}
        canExpand={(entry) => entry.changes.length > ROW_CHANGES}
        expandLabel={(entry) => tr('history.expand', { label: recordLabel(entry) })}
        toolbar={
          <S.Toolbar>
            <FilterGroup id="history-filters" active={active}>
              <FilterSelect {...filter(userFilter)} />
              <FilterSelect {...filter(entityFilter)} />
              <DateField
                id="history-date-from"
                name="dateFrom"
                label={tr('history.filters.dateFrom')}
                value={filterText('dateFrom') || null}
                maxDate={filterText('dateTo') || undefined}
                onValueChange={({ value }) => setFilter('dateFrom', value)}
              />
              <DateField
                id="history-date-to"
                name="dateTo"
                label={tr('history.filters.dateTo')}
                value={filterText('dateTo') || null}
                minDate={filterText('dateFrom') || undefined}
                onValueChange={({ value }) => setFilter('dateTo', value)}
              />
            </FilterGroup>
            {recordName ? (
              <Button
                variant="outline"
                icon="bx-x"
                aria-label={tr('history.filters.clearRecord', { label: recordName })}
                onClick={() => setFilters({ entity: null, entityId: null })}
                data-testid="history-record-filter"
              >
                {recordName}
              </Button>
            ) : null}
          </S.Toolbar>
        }
      />
    </S.Stack>
  );
}
