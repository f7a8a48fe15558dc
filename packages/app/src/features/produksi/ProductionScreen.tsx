import type { ProductionFormValues } from './form';
import type { Schemas } from '@pawon/api-client';
import { written } from '../../lib/query/lists';
import { useSetAtom, useStore } from 'jotai';
import { useMemo, useState } from 'react';
import { Button, DataTable, FilterBar, PageHeader } from '@pawon/ui';
import { errorMessage } from '../../lib/errors';
import { notifyAtom } from '../../lib/feedback';
import { formatQuantity, formatRupiah } from '../../lib/format';
import type { ListQuery } from '../../lib/listQuery';
import { t as tCommon } from '../../lib/messages';
import { fetchFile, saveFile } from '../../lib/files';
import { FileExportMenu, type ExportChoice } from '../../lib/FileExportMenu';
import { LabelButton } from '../../lib/labels/LabelButton';
import { lazyDialog } from '../../lib/lazyDialog';
import { productLabelFromRows, productSearchFilter } from '../../lib/references';
import { FilterSelect, usePeriod } from '../../lib/resource/ListFilters';
import { ListTotals } from '../../lib/resource/ListTotals';
import { RecordActions } from '../../lib/resource/RecordActions';
import { reasonUnless, RightButton } from '../../lib/resource/RightButton';
import { SearchBox } from '../../lib/resource/SearchBox';
import type { ResourceDescriptor, ResourceFilter, ResourcePeriod } from '../../lib/resource/types';
import { useDeleteFlow } from '../../lib/resource/useDeleteFlow';
import { useListQuery } from '../../lib/resource/useListQuery';
import { useFormDialog } from '../../lib/resource/useFormDialog';
import { useResourceTable } from '../../lib/resource/useResourceTable';
import { useRights } from '../../lib/rights';
import type { ProductionRun } from './form';
import { t } from './messages';
import * as S from './produksi.styles';

// The recipes editor (react-hook-form, the quantity fields) is its own chunk, fetched when idle (issue 17).
const RecipesDialog = lazyDialog(() => import('./RecipesDialog').then((module) => module.RecipesDialog));
// "Mulai" (a planned run's start form) likewise; it renders only while a run is being started.
const StartRunDialog = lazyDialog(
  () => import('./StartRunDialog').then((module) => module.StartRunDialog),
  () => true,
);

type Totals = Schemas['ProductionPage']['totals'];
const FILTERS = [{ name: 'productId', parse: Number }, { name: 'state' }];

/**
 * Made runs (the list's own: the server answers recorded runs unless asked) or the runs planned from Rencana Produksi
 * (decision 053), which are started from here.
 */
const STATE_FILTER: ResourceFilter = {
  name: 'state',
  get label() {
    return t('produksi.state');
  },
  get allLabel() {
    return t('produksi.stateRecorded');
  },
  options: () => [{ value: 'planned', label: t('produksi.statePlanned') }],
};

/** Runs of this month unless the URL says another period (`?period=…`, `from`, `to`). */
const PERIOD: ResourcePeriod = { defaultPreset: 'month' };

/**
 * Production runs: a period (in the URL), a product filter and a search over a server-paged list, the totals of
 * every matching run, export, the recipes, and the generic add/edit dialog and delete confirmation of the kit.
 */
// Products are searched on the server as the user types: the screen never loads the whole product table.
const PRODUCT_FILTER = productSearchFilter(
  () => ({ filterProduct: t('produksi.filterProduct'), allProducts: t('produksi.allProducts') }),
  productLabelFromRows,
);

export function ProductionScreen({
  resource,
}: {
  resource: ResourceDescriptor<ProductionRun, ProductionFormValues>;
}) {
  const rights = useRights(resource.menuUrl);
  const store = useStore();
  const period = usePeriod(PERIOD);
  const list = useListQuery({ filters: FILTERS, sortBy: 'date', sortDir: 'desc' });
  // Planned runs are every one not started yet, whatever their day: no period (a run for tomorrow is next month's on
  // the month's last day).
  const planned = list.query.filters?.['state'] === 'planned';
  const query: ListQuery = useMemo(
    () => (planned ? list.query : { ...list.query, filters: { ...list.query.filters, ...period.filters } }),
    [list.query, period.filters, planned],
  );
  const { state, tableRef, table, search, filter } = useResourceTable(resource, list, query);
  const [starting, setStarting] = useState<ProductionRun | null>(null);
  const reload = () => written(store, resource.list, null, { reload: true });
  const notify = useSetAtom(notifyAtom);
  const editing = useFormDialog(resource);
  const [recipesOpen, setRecipesOpen] = useState(false);
  const [exporting, setExporting] = useState(false);

  const deletion = useDeleteFlow<ProductionRun>({
    list: resource.list,
    remove: resource.remove ?? (async () => []),
    describe: resource.describe,
    title: resource.messages.deleteTitle,
    // A planned run has taken nothing and made nothing: deleting it gives nothing back.
    text: (record) =>
      record.state === 'planned'
        ? t('produksi.deletePlannedText', { name: resource.describe(record) })
        : resource.messages.deleteText(resource.describe(record)),
    details: resource.deleteDetails ? (record) => resource.deleteDetails?.(record, state.rows) : undefined,
    deleted: resource.messages.deleted,
    // The totals cover every matching run: ask again.
    afterDelete: () => void reload(),
    returnFocusTo: () => tableRef.current?.querySelector<HTMLElement>('[data-part="scroll"]'),
  });

  const exportAs = async ({ format, separator }: ExportChoice) => {
    setExporting(true);
    try {
      const { page: _p, perPage: _pp, sortBy, sortDir, search, filters } = query;
      const body = {
        format,
        ...(format === 'csv' ? { separator } : {}),
        ...(search ? { search } : {}),
        ...(sortBy ? { sortBy: sortBy as 'date' } : {}),
        ...(sortDir ? { sortDir } : {}),
        ...(filters as { productId?: number; dateFrom?: string; dateTo?: string }),
      };
      const file = await fetchFile('produksiExport', { body }, `produksi.${format}`);
      saveFile(file);
      notify({
        status: 'success',
        title: t('produksi.exportLabel'),
        text: t('produksi.exported', { name: file.name }),
      });
    } catch (error) {
      notify({ status: 'error', title: tCommon('common.failed'), text: errorMessage(error) });
    } finally {
      setExporting(false);
    }
  };

  const totals =
    !state.loading && !state.error ? (state.summary?.['totals'] as Totals | undefined) : undefined;
  // Without a right the action stays in view, disabled, naming the right it needs (as the list kit does).
  const canEdit = Boolean(resource.update);
  const canDelete = Boolean(resource.remove);
  const m2 = resource.messages;

  return (
    <S.Stack>
      <PageHeader
        title={m2.title}
        subtitle={m2.description}
        actions={
          <S.Actions>
            <Button variant="outline" icon="bx-book-open" onClick={() => setRecipesOpen(true)}>
              {t('produksi.recipesLabel')}
            </Button>
            <FileExportMenu
              trigger={
                <Button variant="outline" icon="bx-export" loading={exporting}>
                  {t('produksi.exportLabel')}
                </Button>
              }
              onExport={(choice) => void exportAs(choice)}
            />
            {resource.create ? (
              <RightButton
                icon="bx-plus"
                reason={reasonUnless(rights.create, 'create', m2.title)}
                onClick={() => editing.edit(null)}
                data-testid="produksi-add"
              >
                {m2.addLabel}
              </RightButton>
            ) : null}
          </S.Actions>
        }
      />
      <S.Filters>
        {planned ? (
          <S.Note>{t('produksi.plannedNote')}</S.Note>
        ) : (
          <FilterBar value={period.value!} onValueChange={period.setPeriod} />
        )}
      </S.Filters>
      <ListTotals
        loading={!totals}
        items={[
          {
            label: t('produksi.totalValue'),
            icon: 'bx-money',
            tone: 'primary',
            value: formatRupiah(totals?.value ?? 0),
          },
          // The cost is raw material money: absent for a user without a raw material menu (decision 014, fields owned by menus).
          // A planned run has cost nothing yet.
          ...((totals && totals.cost === undefined) || planned
            ? []
            : [
                {
                  label: t('produksi.totalCost'),
                  icon: 'bx-cube',
                  tone: 'warning' as const,
                  value: formatRupiah(totals?.cost ?? 0),
                },
              ]),
          {
            label: planned ? t('produksi.totalPlanned') : t('produksi.totalQty'),
            icon: 'bx-package',
            tone: 'success',
            value:
              totals && totals.quantities.length > 0
                ? totals.quantities.map((q) => formatQuantity(q.qty, q.unit)).join(' · ')
                : '0',
          },
        ]}
      />
      <DataTable<ProductionRun>
        {...table}
        toolbar={
          <S.Toolbar>
            <SearchBox {...search} />
            <FilterSelect {...filter(PRODUCT_FILTER)} />
            <FilterSelect {...filter(STATE_FILTER)} />
          </S.Toolbar>
        }
        rowActions={(record) => (
          <S.RowActions>
            {/* A recorded run's batch gets its pack labels (decision 054). */}
            {record.batch ? (
              <LabelButton
                target={{ kind: 'batch', batchId: record.batch.id, title: resource.describe(record) }}
              />
            ) : null}
            {record.state === 'planned' ? (
              // The planned run's one step, in words: a staff member looks for "Mulai", not an icon.
              <RightButton
                size="sm"
                variant="outline"
                icon="bx-play"
                aria-label={t('produksi.startAction', { name: resource.describe(record) })}
                reason={reasonUnless(rights.create, 'create', m2.title)}
                onClick={() => setStarting(record)}
              >
                {t('produksi.start')}
              </RightButton>
            ) : null}
            {canEdit || canDelete ? (
              <RecordActions
                name={resource.describe(record)}
                // A planned run is not edited (the server refuses it): started or deleted.
                onEdit={canEdit && record.state !== 'planned' ? () => editing.edit(record) : undefined}
                onDelete={canDelete ? () => deletion.request(record) : undefined}
                editReason={reasonUnless(rights.update, 'update', m2.title)}
                deleteReason={reasonUnless(rights.delete, 'delete', m2.title)}
              />
            ) : null}
          </S.RowActions>
        )}
      />
      {editing.dialog}
      {deletion.dialog}
      {starting ? (
        <StartRunDialog run={starting} list={resource.list} onClose={() => setStarting(null)} />
      ) : null}
      <RecipesDialog
        open={recipesOpen}
        onClose={() => setRecipesOpen(false)}
        editReason={reasonUnless(rights.update, 'update', m2.title)}
        store={store}
      />
    </S.Stack>
  );
}
