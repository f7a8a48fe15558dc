import type { Schemas } from '@pawon/api-client';
import { resourceMenus } from '@pawon/api-client/resourceMenus';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type CSSProperties } from 'react';
import {
  Button,
  DataTable,
  DateField,
  Dialog,
  EmptyState,
  Select,
  type ColumnDef,
  type SortDirection,
} from '@pawon/ui';
import { formatDateShort, formatRupiah, todayIn } from '../../lib/format';
import { answerState } from '../../lib/pagedTable';
import { t as tCommon } from '../../lib/messages';
import { useClient } from '../../lib/query/queryClient';
import { reasonUnless, RightButton } from '../../lib/resource/RightButton';
import { SearchBox } from '../../lib/resource/SearchBox';
import { useRights } from '../../lib/rights';
import { t } from './messages';
import { PriceHistory } from './PriceHistory';
import * as S from './priceLists.styles';
import { listPrices, type PricedProduct } from './queries';
import { SetPriceDialog } from './SetPriceDialog';

type Shown = 'all' | 'priced' | 'unpriced';
type SortBy = 'name' | 'code' | 'price';

/** The rows a product is known by in the table and the selection. */
const idOf = (p: PricedProduct) => String(p.productId);

/** `Rp 7.500` that never breaks between `Rp` and its digits. */
const rp = (amount: number) => formatRupiah(amount).replace(' ', '\u00a0');

/**
 * Seven columns beside the row's checkbox and history button: wider than the kit's `lg` (50rem), as wide as a
 * 1366 px screen allows; a phone shows cards.
 */
const WIDE = { '--pawon-dialog-width': '72rem' } as CSSProperties;

function columnsOf(): ColumnDef<PricedProduct, unknown>[] {
  return [
    {
      id: 'code',
      header: t('priceLists.prices.columns.code'),
      enableSorting: true,
      meta: { nowrap: true, width: '7rem' },
      cell: ({ row }) => row.original.code,
    },
    {
      id: 'name',
      header: t('priceLists.prices.columns.name'),
      enableSorting: true,
      meta: { grow: true, truncate: true },
      accessorFn: (p) => p.name,
    },
    {
      id: 'unit',
      header: t('priceLists.prices.columns.unit'),
      enableSorting: false,
      meta: { nowrap: true, width: '5rem' },
      cell: ({ row }) => row.original.unit,
    },
    {
      id: 'basePrice',
      header: t('priceLists.prices.columns.basePrice'),
      enableSorting: false,
      meta: { align: 'end', nowrap: true, width: '8rem' },
      cell: ({ row }) => formatRupiah(row.original.basePrice),
    },
    {
      id: 'price',
      header: t('priceLists.prices.columns.price'),
      enableSorting: true,
      meta: { align: 'end', nowrap: true, width: '10rem' },
      cell: ({ row }) =>
        row.original.price === null ? (
          <S.Muted>{t('priceLists.prices.followsProduct')}</S.Muted>
        ) : (
          rp(row.original.price)
        ),
    },
    {
      id: 'since',
      header: t('priceLists.prices.columns.since'),
      enableSorting: false,
      meta: { nowrap: true, width: '8rem' },
      cell: ({ row }) => (row.original.since ? formatDateShort(row.original.since) : '–'),
    },
    {
      id: 'next',
      header: t('priceLists.prices.columns.next'),
      enableSorting: false,
      meta: { align: 'end', width: '9rem' },
      cell: ({ row }) => {
        const next = row.original.next;
        return next ? (
          <S.Stacked>
            <span>{rp(next.price)}</span>
            <S.Muted>
              {t('priceLists.prices.nextFrom', { date: formatDateShort(next.effectiveFrom) })}
            </S.Muted>
          </S.Stacked>
        ) : (
          '–'
        );
      },
    },
  ];
}

/** A list's prices: every active product with its price on the list at a date, paged, searched and sorted. */
export function PricesDialog({
  priceList,
  open,
  onClose,
}: {
  priceList: Schemas['PriceListRef'];
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={({ open: next }) => !next && onClose()}
      size="lg"
      style={WIDE}
      data-testid="price-list-prices"
    >
      <Dialog.Header description={t('priceLists.prices.description')} closeLabel={tCommon('common.close')}>
        {t('priceLists.prices.title', { name: priceList.name })}
      </Dialog.Header>
      <Dialog.Body>{open ? <PricesTable priceList={priceList} /> : null}</Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" type="button" onClick={onClose}>
          {tCommon('common.close')}
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}

function PricesTable({ priceList }: { priceList: Schemas['PriceListRef'] }) {
  const today = todayIn();
  const [query, setQuery] = useState({
    page: 1,
    perPage: 25,
    search: '',
    sortBy: 'name' as SortBy,
    sortDir: 'asc' as SortDirection,
    date: today,
    shown: 'all' as Shown,
  });
  const body = {
    id: priceList.id,
    page: query.page,
    perPage: query.perPage,
    sortBy: query.sortBy,
    sortDir: query.sortDir,
    date: query.date,
    ...(query.search ? { search: query.search } : {}),
    ...(query.shown === 'all' ? {} : { priced: query.shown === 'priced' }),
  };
  const answer = useQuery({ ...listPrices(body), placeholderData: keepPreviousData }, useClient());
  const rows = answer.data?.datas ?? [];
  // The products chosen, across pages, as they were shown when chosen.
  const [chosen, setChosen] = useState<ReadonlyMap<string, PricedProduct>>(new Map());
  const [setting, setSetting] = useState(false);
  const [expanded, setExpanded] = useState<string[]>([]);
  const rights = useRights(resourceMenus.priceList);
  // Built each render: the headers follow a switch of language.
  const columns = columnsOf();
  const restart = (change: Partial<typeof query>) => setQuery((q) => ({ ...q, page: 1, ...change }));
  const choose = (ids: string[]) => {
    const shownNow = new Map(rows.map((p) => [idOf(p), p]));
    setChosen(
      (before) =>
        new Map(
          ids.flatMap((id) => {
            const product = shownNow.get(id) ?? before.get(id);
            return product ? [[id, product] as const] : [];
          }),
        ),
    );
  };
  const reason =
    reasonUnless(rights.update, 'update', t('priceLists.title')) ??
    (chosen.size === 0 ? t('priceLists.prices.chooseFirst') : undefined);
  return (
    <S.Body>
      <S.Toolbar>
        <SearchBox
          id="price-list-search"
          name="search"
          label={t('priceLists.prices.search')}
          placeholder={t('priceLists.prices.searchPlaceholder')}
          value={query.search}
          onSearch={(search) => restart({ search: search.trim() })}
        />
        <DateField
          id="price-list-date"
          label={t('priceLists.prices.date')}
          value={query.date}
          onValueChange={({ value }) => restart({ date: value ?? today })}
        />
        <Select
          id="price-list-shown"
          label={t('priceLists.prices.show')}
          value={query.shown}
          onValueChange={({ value }) => restart({ shown: value as Shown })}
          options={(['all', 'priced', 'unpriced'] as const).map((value) => ({
            value,
            label: t(`priceLists.prices.filter.${value}`),
          }))}
        />
        <div data-end>
          <RightButton icon="bx-edit" reason={reason} onClick={() => setSetting(true)}>
            {chosen.size > 0
              ? t('priceLists.prices.changeCount', { n: chosen.size })
              : t('priceLists.prices.change')}
          </RightButton>
        </div>
      </S.Toolbar>
      <DataTable<PricedProduct>
        caption={t('priceLists.prices.caption', { name: priceList.name })}
        columns={columns}
        data={rows}
        getRowId={idOf}
        virtualize={false}
        selectable
        selectedIds={[...chosen.keys()]}
        onSelectionChange={({ selectedIds }) => choose(selectedIds)}
        sortBy={query.sortBy}
        sortDir={query.sortDir}
        onSortChange={({ sortBy, sortDir }) =>
          restart(sortBy ? { sortBy: sortBy as SortBy, sortDir } : { sortBy: 'name', sortDir: 'asc' })
        }
        renderExpanded={(p) => <PriceHistory priceList={priceList} product={p} />}
        expandLabel={(p) => t('priceLists.prices.history', { name: p.name })}
        expandedIds={expanded}
        onExpandedChange={({ expandedIds }) => setExpanded(expandedIds)}
        page={query.page}
        perPage={query.perPage}
        total={answer.data?.total ?? 0}
        pageSizes={[10, 25, 50]}
        paginationLabel={t('priceLists.prices.pages')}
        onPageChange={({ page }) => setQuery((q) => ({ ...q, page }))}
        onPerPageChange={({ perPage }) => restart({ perPage })}
        {...answerState(answer)}
        empty={
          <EmptyState
            compact
            headingLevel="h3"
            title={t('priceLists.prices.empty')}
            text={t('priceLists.prices.emptyText')}
          />
        }
      />
      <SetPriceDialog
        open={setting}
        priceList={priceList}
        products={[...chosen.values()]}
        // A price set for a day ahead starts on the day viewed.
        from={query.date > today ? query.date : today}
        onClose={() => setSetting(false)}
        onSaved={() => {
          setSetting(false);
          setChosen(new Map());
        }}
      />
    </S.Body>
  );
}
