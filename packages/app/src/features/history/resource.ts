import { HistoryListRequest } from '@pawon/api-client/constraints';
import { callOperation } from '@pawon/api-client';
import type { ComboboxOption } from '@pawon/ui';
import { api } from '../../lib/client';
import { defineResource } from '../../lib/resource/defineResource';
import type { ResourceFilter } from '../../lib/resource/types';
import { ENTITIES, entityName, recordLabel, tr, type HistoryEntry } from './format';

/** Users to filter by, searched on the server as the user types. */
async function searchUsers(query: string): Promise<ComboboxOption[]> {
  const answer = await callOperation(api, 'historyUsers', { body: query.trim() ? { search: query } : {} });
  return answer.datas.map((u) => ({ value: String(u.id), label: u.name }));
}

export const userFilter: ResourceFilter = {
  name: 'userId',
  get label() {
    return tr('history.filters.user');
  },
  get allLabel() {
    return tr('history.filters.allUsers');
  },
  options: [],
  search: {
    load: searchUsers,
    labelFrom: (value, rows) =>
      (rows as HistoryEntry[]).find((r) => String(r.user?.id) === value)?.user?.name ?? undefined,
  },
  parse: Number,
};

export const entityFilter: ResourceFilter = {
  name: 'entity',
  get label() {
    return tr('history.filters.entity');
  },
  get allLabel() {
    return tr('history.filters.allEntities');
  },
  get options() {
    return ENTITIES.map((value) => ({ value, label: entityName(value) })).sort((a, b) =>
      a.label.localeCompare(b.label),
    );
  },
};

/** One record (set from a row, or from another screen's "Riwayat"): never drawn as a select, cleared with its type. */
export const recordFilter: ResourceFilter = {
  name: 'entityId',
  label: '',
  allLabel: '',
  options: [],
  dependsOn: 'entity',
  parse: Number,
};

/** The history of changes (decision 030): a read-only list of the audit log, newest first. */
export const history = defineResource<HistoryEntry>({
  key: 'history',
  rules: { query: HistoryListRequest },
  text: () => ({
    title: tr('history.title'),
    description: tr('history.description'),
    singular: tr('history.singular'),
    searchPlaceholder: '',
    empty: tr('history.emptyTitle'),
    emptyText: tr('history.emptyText'),
    labels: {
      at: tr('history.labels.at'),
      user: tr('history.labels.user'),
      action: tr('history.labels.action'),
      record: tr('history.labels.record'),
      changes: tr('history.labels.changes'),
    },
  }),
  // The screen draws its own columns (their cells filter the list); see HistoryScreen.
  columns: [],
  filters: [userFilter, entityFilter, recordFilter],
  defaultSort: { sortBy: 'at', sortDir: 'desc' },
  describe: recordLabel,
});

/** Every filter the URL holds (`?userId=…&entity=…&entityId=…&dateFrom=…&dateTo=…`). */
export const urlFilters = [
  userFilter,
  entityFilter,
  recordFilter,
  { name: 'dateFrom' },
  { name: 'dateTo' },
] as const;
