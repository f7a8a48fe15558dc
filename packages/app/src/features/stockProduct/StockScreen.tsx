import type { Schemas } from '@pawon/api-client';
import { useStore } from 'jotai';
import { useCallback, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { Checkbox, DataTable, IconButton, PageHeader, Tabs } from '@pawon/ui';
import { productLabelFromRows, productSearchFilter } from '../../lib/references';
import { formatQuantity } from '../../lib/format';
import { FilterSelect } from '../../lib/resource/ListFilters';
import { ListTotals } from '../../lib/resource/ListTotals';
import { SearchBox } from '../../lib/resource/SearchBox';
import type { ResourceDescriptor, ResourceFilter } from '../../lib/resource/types';
import { useListQuery } from '../../lib/resource/useListQuery';
import { useResourceTable } from '../../lib/resource/useResourceTable';
import { reasonUnless, RightButton } from '../../lib/resource/RightButton';
import { useRights } from '../../lib/rights';
import { lazyDialog } from '../../lib/lazyDialog';
import { LabelButton } from '../../lib/labels/LabelButton';
import { invalidateResource } from '../../lib/query/queryClient';
import { RecallButton, RecallHost } from '../../lib/recall/RecallButton';
import type { AdjustPreset } from './AdjustDialog';
import type { LedgerTarget } from './LedgerDialog';
import { t } from './messages';
import { ProductStockTable } from './ProductStockTable';
import type { ProductBatch } from './stock';
import * as S from './stock.styles';

// The move and adjust forms (react-hook-form, the quantity fields) are their own chunks, fetched when idle (issue 17).
const MoveDialog = lazyDialog(
  () => import('./MoveDialog').then((module) => module.MoveDialog),
  (props) => props.batch !== null,
);
const AdjustDialog = lazyDialog(
  () => import('./AdjustDialog').then((module) => module.AdjustDialog),
  (props) => props.preset !== null,
);
// A product's or batch's ledger: its own chunk, fetched once the screen is idle (as the move and adjust dialogs).
const LedgerDialog = lazyDialog(
  () => import('./LedgerDialog').then((module) => module.LedgerDialog),
  (props) => props.target !== null,
);

type Totals = Schemas['ProductBatchPage']['totals'];
/** Fresh or frozen stock only. */
const BUCKET: ResourceFilter = {
  name: 'bucket',
  get label() {
    return t('stockProduct.filterBucket');
  },
  get allLabel() {
    return t('stockProduct.allBuckets');
  },
  options: () => [
    { value: 'fresh', label: t('stockProduct.bucket.fresh') },
    { value: 'frozen', label: t('stockProduct.bucket.frozen') },
  ],
};
// Products are searched on the server as the user types: the screen never loads the whole product table.
const PRODUCT_FILTER = productSearchFilter(
  () => ({ filterProduct: t('stockProduct.filterProduct'), allProducts: t('stockProduct.allProducts') }),
  productLabelFromRows,
);
const FILTERS = [
  { name: 'productId', parse: Number },
  { name: 'bucket' },
  { name: 'includeEmpty', parse: (v: string) => v === 'true' },
];

/**
 * Product stock: per product (what can be sold, fresh and frozen) and per batch (server-paged, filtered), with
 * moves between fresh and frozen, adjustments with a reason, and each product's or batch's ledger.
 */
export function StockScreen({ resource }: { resource: ResourceDescriptor<ProductBatch, FieldValues> }) {
  const rights = useRights(resource.menuUrl);
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'batch' ? 'batch' : 'product';
  const [moving, setMoving] = useState<ProductBatch | null>(null);
  const [adjusting, setAdjusting] = useState<AdjustPreset | null>(null);
  const [ledger, setLedger] = useState<LedgerTarget | null>(null);
  const store = useStore();
  // After every write: the batch pages, the per-product view and the ledgers are stale (those shown load again),
  // and so is what depends on stock (products, the dashboard).
  const changed = useCallback(
    () => void invalidateResource(store, resource.key, { lists: true }),
    [store, resource],
  );

  return (
    <S.Stack>
      <PageHeader
        title={resource.messages.title}
        subtitle={resource.messages.description}
        actions={
          <RightButton
            icon="bx-slider-alt"
            reason={reasonUnless(rights.create, 'create', resource.messages.title)}
            onClick={() => setAdjusting({})}
            data-testid="stock-adjust"
          >
            {t('stockProduct.adjust')}
          </RightButton>
        }
      />
      <Tabs
        label={t('stockProduct.tabsLabel')}
        value={view}
        onValueChange={({ value }) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              if (value === 'batch') next.set('view', 'batch');
              else next.delete('view');
              return next;
            },
            { replace: true },
          )
        }
        items={[
          {
            value: 'product',
            label: t('stockProduct.byProduct'),
            icon: 'bx-basket',
            content: (
              <S.Panel>
                <ProductStockTable
                  adjustReason={reasonUnless(rights.create, 'create', resource.messages.title)}
                  onLedger={(p) => setLedger({ productId: p.id, title: p.name, unit: p.unit })}
                  onAdjust={(p) => setAdjusting({ productId: p.id, product: p })}
                />
              </S.Panel>
            ),
          },
          {
            value: 'batch',
            label: t('stockProduct.byBatch'),
            icon: 'bx-layer',
            content: (
              <S.Panel>
                {view === 'batch' ? (
                  <BatchTable
                    resource={resource}
                    canMove={rights.update}
                    canAdjust={rights.create}
                    onMove={setMoving}
                    onCount={(b) =>
                      setAdjusting({
                        productId: b.productId,
                        product: b.product,
                        batchId: b.id,
                        reason: 'count',
                      })
                    }
                    onLedger={(b) =>
                      setLedger({ batchId: b.id, title: resource.describe(b), unit: b.product.unit })
                    }
                  />
                ) : null}
              </S.Panel>
            ),
          },
        ]}
      />
      <MoveDialog
        batch={moving}
        onClose={() => setMoving(null)}
        onMoved={() => {
          setMoving(null);
          changed();
        }}
      />
      <AdjustDialog preset={adjusting} onClose={() => setAdjusting(null)} onAdjusted={changed} />
      <LedgerDialog target={ledger} onClose={() => setLedger(null)} />
      <RecallHost onRecalled={changed} />
    </S.Stack>
  );
}

interface BatchTableProps {
  resource: ResourceDescriptor<ProductBatch, FieldValues>;
  canMove: boolean;
  canAdjust: boolean;
  onMove: (batch: ProductBatch) => void;
  onCount: (batch: ProductBatch) => void;
  onLedger: (batch: ProductBatch) => void;
}

/** The batches, paged and sorted by the server, filtered by product, bucket and whether empty ones show. */
function BatchTable({ resource, canMove, canAdjust, onMove, onCount, onLedger }: BatchTableProps) {
  const list = useListQuery({
    filters: FILTERS,
    sortBy: resource.defaultSort?.sortBy,
    sortDir: resource.defaultSort?.sortDir,
  });
  const { query } = list;
  // A waste adjustment can empty (and so hide) the last batch of the last page: the list steps back a page.
  const { state, table, search, filter } = useResourceTable(resource, list, query);
  const totals =
    !state.loading && !state.error ? (state.summary?.['totals'] as Totals | undefined) : undefined;
  const productId = query.filters?.['productId'];
  // Filtered by a product, every row is one of its batches: the unit comes from them.
  const unit = state.rows.find((b) => b.productId === productId)?.product.unit;

  return (
    <>
      {productId ? (
        <ListTotals
          loading={!totals}
          minCardWidth="12rem"
          items={[
            {
              label: t('stockProduct.totalFresh'),
              icon: 'bx-sun',
              tone: 'success',
              value: formatQuantity(totals?.fresh ?? 0, unit),
            },
            {
              label: t('stockProduct.totalFrozen'),
              icon: 'bx-cube',
              tone: 'info',
              value: formatQuantity(totals?.frozen ?? 0, unit),
            },
          ]}
        />
      ) : null}
      <DataTable<ProductBatch>
        {...table}
        toolbar={
          <S.Toolbar>
            <SearchBox {...search} />
            <FilterSelect {...filter(PRODUCT_FILTER)} />
            <FilterSelect {...filter(BUCKET)} />
            <Checkbox
              id="stock-filter-includeEmpty"
              name="includeEmpty"
              label={t('stockProduct.includeEmpty')}
              checked={list.filterText('includeEmpty') === 'true'}
              onCheckedChange={({ checked }) =>
                list.setFilter('includeEmpty', checked === true ? 'true' : null)
              }
            />
          </S.Toolbar>
        }
        rowActions={(batch) => {
          const name = resource.describe(batch);
          return (
            <S.RowActions>
              <IconButton
                icon="bx-history"
                label={t('stockProduct.history', { name })}
                onClick={() => onLedger(batch)}
              />
              <LabelButton target={{ kind: 'batch', batchId: batch.id, title: name }} />
              {/* Without the right each stays in view, disabled, naming the right it needs. */}
              <IconButton
                icon="bx-calculator"
                label={t('stockProduct.count', { name })}
                disabledReason={reasonUnless(canAdjust, 'create', resource.messages.title)}
                onClick={() => onCount(batch)}
              />
              <IconButton
                icon="bx-transfer-alt"
                label={t('stockProduct.move', { name })}
                disabledReason={
                  reasonUnless(canMove, 'update', resource.messages.title) ??
                  (batch.total === 0 ? t('stockProduct.batchEmpty') : undefined)
                }
                onClick={() => onMove(batch)}
              />
              <RecallButton target={{ kind: 'batch', id: batch.id, name }} stock={batch} />
            </S.RowActions>
          );
        }}
      />
    </>
  );
}
