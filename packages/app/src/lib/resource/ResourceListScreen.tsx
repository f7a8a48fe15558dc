import { useAtomValue, useStore } from 'jotai';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { Button, DataTable, PageHeader, type ColumnDef } from '@pawon/ui';
import { resourceMenus } from '@pawon/api-client/resourceMenus';
import type { Identified } from '../listQuery';
import { t } from '../messages';
import { useActionContext, useRights } from '../rights';
import { queueAtom } from '../offline/queueState';
import { refreshOwnAccess } from './ownAccess';
import { HistoryButton, historyPath } from './HistoryButton';
import { RecordActions } from './RecordActions';
import { needsRight, reasonUnless, RightButton } from './RightButton';
import { FilterGroup, FilterSelect, PeriodFilter, usePeriod } from './ListFilters';
import { SearchBox } from './SearchBox';
import { ExportMenu, ImportDialog } from './TransferActions';
import { t as tTransfer } from './transferMessages';
import type { ResourceDescriptor } from './types';
import { useDeleteFlow } from './useDeleteFlow';
import { useFormDialog } from './useFormDialog';
import { useListQuery } from './useListQuery';
import { useListSelection } from './useListSelection';
import { useResourceTable } from './useResourceTable';
import * as S from './resource.styles';

// Its own chunk, asked for only while this device holds queued records of the list (decision 039).
const QueuedRows = lazy(() => import('../offline/QueuedRows'));

export interface ResourceListScreenProps<T extends Identified, V extends FieldValues> {
  resource: ResourceDescriptor<T, V>;
  /** Filters or notes above the table, beside the search. */
  toolbarExtra?: ReactNode;
  /**
   * The screen has its own heading (a list inside a tab): no page heading; the add button, if any, goes in the
   * toolbar. @default false
   */
  embedded?: boolean;
}

/**
 * The list screen of any resource: heading with the add button, search, server-side paging and sorting (all in
 * the URL), edit and delete per row. Actions the user has no right to are not shown.
 */
export function ResourceListScreen<T extends Identified, V extends FieldValues>({
  resource,
  toolbarExtra,
  embedded = false,
}: ResourceListScreenProps<T, V>) {
  const rights = useRights(resource.menuUrl);
  const context = useActionContext();
  const store = useStore();
  const list = useListQuery({
    perPage: resource.defaultPerPage,
    filters: resource.filters,
    sortBy: resource.defaultSort?.sortBy,
    sortDir: resource.defaultSort?.sortDir,
  });
  const urlQuery = list.query;
  const period = usePeriod(resource.period);
  const query = useMemo(
    () => (resource.period ? { ...urlQuery, filters: { ...urlQuery.filters, ...period.filters } } : urlQuery),
    [urlQuery, period.filters, resource.period],
  );
  const paged = resource.paged ?? true;
  const filtered = Object.values(urlQuery.filters ?? {}).some((value) => value !== undefined);
  const m = resource.messages;
  // The heading's add button, and the empty list's where it offers one (`emptyAdds`); disabled without the right.
  const addButton = (testId?: string) =>
    !resource.create && !resource.AddDialog ? null : (
      <RightButton
        icon="bx-plus"
        reason={reasonUnless(rights.create, 'create', m.title)}
        onClick={() => (resource.AddDialog ? setAdding(true) : editing.edit(null))}
        data-testid={testId}
      >
        {m.addLabel}
      </RightButton>
    );
  const { state, tableRef, table, search, filter } = useResourceTable(resource, list, query, {
    paged,
    filtered,
    emptyAction: resource.emptyAdds ? addButton() : undefined,
  });
  const editing = useFormDialog(resource);
  // The selection belongs to the rows shown: their query (not the URL's, which runs ahead while a page loads).
  const { selection, tableProps: selectionProps } = useListSelection(
    Boolean(resource.bulk),
    state.rows,
    state.total,
    state.query,
  );
  const queued = useAtomValue(queueAtom).some((w) => w.operation === resource.queued);
  const [importing, setImporting] = useState(false);

  const deletion = useDeleteFlow<T>({
    list: resource.list,
    remove: resource.remove ?? (async () => []),
    describe: resource.describe,
    title: m.deleteTitle,
    text: (record) => m.deleteText(resource.describe(record)),
    deleted: m.deleted,
    details: resource.deleteDetails ? (record) => resource.deleteDetails?.(record, state.rows) : undefined,
    afterDelete: (record) => {
      if (resource.affectsSession?.(record, context)) void refreshOwnAccess(store);
    },
    // The deleted row's button is gone: the table itself takes focus.
    returnFocusTo: () => tableRef.current?.querySelector<HTMLElement>('[data-part="scroll"]'),
    reversal: resource.reversal,
  });
  // A screen's own add dialog (shared with another screen), mounted from its first opening.
  const { AddDialog } = resource;
  const [adding, setAdding] = useState<boolean | null>(null);
  // A screen's own import (a bank statement), likewise.
  const ownImport = resource.importDialog;
  const [ownImporting, setOwnImporting] = useState<boolean | null>(null);
  // An action the screen has but the user's rights lack stays in view, disabled, with the right it needs.
  const canEdit = Boolean(resource.update);
  const canDelete = Boolean(resource.remove ?? resource.reversal);
  // The record's history of changes, for a user who may see it (decision 030).
  const historyEntity = useRights(resourceMenus.history).view ? resource.historyEntity : undefined;
  const navigate = useNavigate();
  const hasRowActions = canEdit || canDelete || Boolean(resource.rowActions) || Boolean(historyEntity);
  const { totals } = resource;
  const summary = state.summary;
  // Footers from what the list answered for every matching row (not only this page).
  const shown = table.columns;
  const columns = useMemo<ColumnDef<T, unknown>[]>(() => {
    if (!totals) return shown;
    const footers = summary ? totals(summary) : {};
    return shown.map((column) => ({ ...column, footer: () => footers[column.id ?? ''] ?? null }));
  }, [shown, totals, summary]);
  const headerAdd = addButton(`${resource.key}-add`);
  /** Why an action does not apply to a row (the rules the client knows for sure), if it does not. */
  const reasonOf = (record: T, action: 'edit' | 'delete') => {
    if (action === 'edit' && !rights.update) return needsRight('update', m.title);
    if (action === 'delete' && !rights.delete) return needsRight('delete', m.title);
    const verdict = resource.actionState?.(record, action, context, state.rows);
    return verdict?.disabled ? (verdict.reason ?? t('common.notAllowed')) : undefined;
  };

  return (
    <S.Stack>
      {embedded ? null : (
        <PageHeader
          title={m.title}
          subtitle={m.description}
          actions={
            <S.HeaderActions>
              <ExportMenu resource={resource} query={query} />
              {rights.create && (resource.transfer?.importFile || ownImport) ? (
                <Button
                  variant="outline"
                  icon="bx-import"
                  onClick={() => (ownImport ? setOwnImporting(true) : setImporting(true))}
                  data-testid={`${resource.key}-import`}
                >
                  {ownImport ? ownImport.label : tTransfer('transfer.import')}
                </Button>
              ) : null}
              {headerAdd}
            </S.HeaderActions>
          }
        />
      )}
      {resource.notice?.(state.rows)}
      <DataTable<T>
        {...table}
        {...selectionProps}
        columns={columns}
        density={resource.density}
        cardTemplate={resource.cardTemplate}
        toolbar={
          <S.Toolbar>
            {period.value ? (
              <PeriodFilter
                id={`${resource.key}-period`}
                value={period.value}
                onChange={period.setPeriod}
                inline={resource.density === 'compact'}
              />
            ) : null}
            <SearchBox {...search} />
            {resource.filters && resource.filters.length > 1 ? (
              <FilterGroup
                id={`${resource.key}-filters`}
                fold={resource.foldFilters ? 'always' : 'phone'}
                active={resource.filters.filter((described) => filter(described).value).length}
              >
                {resource.filters.map((described) => (
                  <FilterSelect key={described.name} {...filter(described)} />
                ))}
              </FilterGroup>
            ) : (
              resource.filters?.map((described) => (
                <FilterSelect key={described.name} {...filter(described)} />
              ))
            )}
            {toolbarExtra}
            {embedded && headerAdd ? <S.ToolbarEnd>{headerAdd}</S.ToolbarEnd> : null}
            {queued && resource.queued ? (
              <Suspense fallback={null}>
                <QueuedRows operation={resource.queued} />
              </Suspense>
            ) : null}
          </S.Toolbar>
        }
        {...(resource.expansion
          ? {
              renderExpanded: resource.expansion.render,
              canExpand: resource.expansion.canExpand,
              expandLabel: resource.expansion.label,
            }
          : {})}
        rowActions={
          hasRowActions
            ? (record) => (
                <S.RowActions>
                  {resource.rowActions?.({
                    record,
                    edit: () => editing.edit(record),
                    remove: () => deletion.request(record),
                    ...(resource.foldActions
                      ? {
                          history: historyEntity
                            ? () => navigate(historyPath(historyEntity, record.id))
                            : undefined,
                          deleteReason: reasonOf(record, 'delete'),
                          canDelete,
                        }
                      : {}),
                  })}
                  {historyEntity && !resource.foldActions ? (
                    <HistoryButton
                      entity={historyEntity}
                      id={record.id}
                      name={resource.describe(record)}
                      size={resource.density === 'compact' ? 'sm' : 'md'}
                    />
                  ) : null}
                  <RecordActions
                    name={resource.describe(record)}
                    onEdit={canEdit ? () => editing.edit(record) : undefined}
                    onDelete={canDelete && !resource.foldActions ? () => deletion.request(record) : undefined}
                    editReason={reasonOf(record, 'edit')}
                    deleteReason={reasonOf(record, 'delete')}
                    size={resource.density === 'compact' ? 'sm' : 'md'}
                    deleteAs={
                      resource.reversal
                        ? { label: resource.reversal.label(resource.describe(record)), icon: 'bx-undo' }
                        : undefined
                    }
                  />
                </S.RowActions>
              )
            : undefined
        }
      />
      {resource.bulk?.(selection)}
      {editing.dialog}
      {AddDialog && adding !== null ? (
        <Suspense fallback={null}>
          <AddDialog open={adding} onClose={() => setAdding(false)} />
        </Suspense>
      ) : null}
      {ownImport && ownImporting !== null ? (
        <Suspense fallback={null}>
          <ownImport.Dialog open={ownImporting} onClose={() => setOwnImporting(false)} />
        </Suspense>
      ) : null}
      {deletion.dialog}
      {resource.transfer?.importFile ? (
        <ImportDialog resource={resource} open={importing} onClose={() => setImporting(false)} />
      ) : null}
    </S.Stack>
  );
}
