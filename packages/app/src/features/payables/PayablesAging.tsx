import { callOperation, type BodyOf } from '@pawon/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  Card,
  DataTable,
  DateField,
  EmptyState,
  Icon,
  IconButton,
  TextField,
  isBusinessDate,
  type ColumnDef,
} from '@pawon/ui';
import { api } from '../../lib/client';
import { errorMessage } from '../../lib/errors';
import { formatDate, formatNumber, formatRupiah, todayIn } from '../../lib/format';
import { useClient } from '../../lib/query/queryClient';
import { t } from './messages';
import { PAYABLES_FIGURES, PAYABLES_SORTS, type PayablesFigure, type PayablesRow } from './payment';
import * as S from './payables.styles';
import { PayablesExport } from './PayablesExport';

/** Rows a page: the server answers at most 200 vendors at a time. */
const PAGE_SIZES = [50, 100, 200] as const;

/**
 * The payables report's cache key starts with the payments' resource key: a payment recorded or reversed asks it
 * again (`written` invalidates the resource's queries), as a receipt does when the screen opens again.
 */
export const payablesKey = (body: object) => ['vendorPayment', 'payables', body] as const;

const label = (figure: PayablesFigure) => t(`payables.aging.${figure}`);

function pageParam(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 1_000_000 ? n : fallback;
}

/** Typed text, sent once the typing stops for a moment (the server searches every vendor). */
function useSettled(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The vendor, the five ages, what is owed and the balance (paid ahead as a second line under it). */
function columns(): ColumnDef<PayablesRow, unknown>[] {
  return [
    { id: 'vendor', accessorFn: (r) => r.vendor, header: t('payables.aging.vendor'), meta: { grow: true } },
    ...PAYABLES_FIGURES.filter((f) => f !== 'credit').map((figure): ColumnDef<PayablesRow, unknown> => ({
      id: figure,
      accessorFn: (r) => r[figure],
      header: () => <S.ColumnHead>{label(figure)}</S.ColumnHead>,
      cell: ({ row }) => {
        const value = row.original[figure];
        if (figure === 'balance' && row.original.credit > 0)
          return (
            <>
              {formatRupiah(value)}
              <S.CellNote>
                {t('payables.aging.creditLine', { amount: formatRupiah(row.original.credit) })}
              </S.CellNote>
            </>
          );
        return value === 0 && figure !== 'balance' && figure !== 'open' ? '–' : formatRupiah(value);
      },
      meta: { align: 'end', nowrap: true, width: '6.5rem', cardLabel: label(figure) },
    })),
  ];
}

/**
 * "Umur hutang": per vendor the open bills not yet due and 1–7, 8–30, 31–60, over 60 days past due at the end of a
 * day, with the totals of every matching vendor; date, search, sort and page in the URL. A row's "Catat
 * pembayaran" opens the payment dialog on that vendor (for a user with the create right).
 */
export function PayablesAging({
  onPay,
}: {
  /** Opens the payment dialog for a vendor; absent without the right to record payments. */
  onPay?: ((vendor: { id: number; name: string }) => void) | undefined;
}) {
  const [params, setParams] = useSearchParams();
  const set = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [k, v] of Object.entries(changes)) {
          if (v === null || v === '') next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { replace: true },
    );
  const today = todayIn();
  const asked = params.get('date');
  const date = asked && isBusinessDate(asked) && asked <= today ? asked : today;
  const sortParam = params.get('sort');
  const sortBy = PAYABLES_SORTS.find((s) => s === sortParam) ?? null;
  const sortDir: 'asc' | 'desc' =
    params.get('dir') === 'asc' || (params.get('dir') === null && sortBy === 'vendor') ? 'asc' : 'desc';
  const page = pageParam(params.get('page'), 1);
  const perPage = PAGE_SIZES.find((n) => String(n) === params.get('perPage')) ?? PAGE_SIZES[0];
  const [searchText, setSearchText] = useState(() => params.get('q') ?? '');
  const search = useSettled(searchText.trim());
  const searching = search !== '';
  const body: NonNullable<BodyOf<'reportPayables'>> = {
    date,
    ...(searching ? { search } : {}),
    ...(sortBy ? { sortBy, sortDir } : {}),
    page,
    perPage,
  };
  const report = useQuery(
    {
      queryKey: payablesKey(body),
      queryFn: () => callOperation(api, 'reportPayables', { body }),
      placeholderData: keepPreviousData,
      // A receipt (a bill) or a vendor's payment term changes it too.
      meta: { resources: ['purchase', 'vendor'] },
    },
    useClient(),
  );
  const data = report.data;
  const shownDate = formatDate(data?.date ?? date);
  const cols = useMemo(() => columns(), []);
  const figure = (value: number | undefined) =>
    value !== undefined ? formatRupiah(value) : report.isLoadingError ? '–' : '…';

  return (
    <S.Stack>
      <Card>
        <S.Filters>
          <DateField
            id="payables-date"
            name="date"
            label={t('payables.aging.date')}
            hint={t('payables.aging.dateHint')}
            value={date}
            maxDate={today}
            onValueChange={({ value }) => set({ date: value && value !== today ? value : null, page: null })}
          />
          <TextField
            id="payables-search"
            name="q"
            type="search"
            label={t('payables.aging.search')}
            placeholder={t('payables.aging.searchPlaceholder')}
            value={searchText}
            maxLength={100}
            startAdornment={<Icon name="bx-search" />}
            onChange={(event) => {
              setSearchText(event.target.value);
              set({ q: event.target.value.trim() || null, page: null });
            }}
          />
        </S.Filters>
      </Card>
      <Card
        title={t('payables.aging.totals')}
        subtitle={t('payables.aging.at', { date: shownDate })}
        actions={
          <PayablesExport
            query={{ date, ...(searching ? { search } : {}), ...(sortBy ? { sortBy, sortDir } : {}) }}
          />
        }
      >
        <S.Totals aria-busy={!data || undefined}>
          {PAYABLES_FIGURES.map((f) => (
            <div key={f}>
              <dt>{label(f)}</dt>
              <dd>{figure(data?.totals[f])}</dd>
            </div>
          ))}
          <div>
            <dt>{t('payables.aging.vendors')}</dt>
            <dd>{data ? formatNumber(data.total) : '…'}</dd>
          </div>
        </S.Totals>
      </Card>
      <DataTable<PayablesRow>
        caption={t('payables.aging.caption', { date: shownDate })}
        columns={cols}
        data={data?.rows ?? []}
        getRowId={(row) => String(row.vendorId)}
        density="compact"
        sortBy={sortBy}
        sortDir={sortDir}
        onSortChange={(change) =>
          set({ sort: change.sortBy, dir: change.sortBy ? change.sortDir : null, page: null })
        }
        page={data?.page ?? page}
        perPage={perPage}
        total={data?.total ?? 0}
        pageSizes={PAGE_SIZES}
        onPageChange={(change) => set({ page: change.page > 1 ? String(change.page) : null })}
        onPerPageChange={(change) =>
          set({ perPage: change.perPage !== PAGE_SIZES[0] ? String(change.perPage) : null, page: null })
        }
        loading={report.isPending}
        error={report.isLoadingError ? errorMessage(report.error) : undefined}
        onRetry={() => void report.refetch()}
        rowActions={
          onPay
            ? (row) => (
                <IconButton
                  icon="bx-money-withdraw"
                  size="sm"
                  label={t('payables.aging.pay', { name: row.vendor })}
                  disabledReason={row.open <= 0 ? t('payables.aging.empty') : undefined}
                  onClick={() => onPay({ id: row.vendorId, name: row.vendor })}
                />
              )
            : undefined
        }
        empty={
          searching ? (
            <EmptyState
              icon="bx-search"
              title={t('payables.aging.noMatch')}
              text={t('payables.aging.noMatchText')}
              headingLevel="h2"
            />
          ) : (
            <EmptyState
              icon="bx-check-circle"
              title={t('payables.aging.empty')}
              text={t('payables.aging.emptyText')}
              headingLevel="h2"
            />
          )
        }
      />
    </S.Stack>
  );
}
