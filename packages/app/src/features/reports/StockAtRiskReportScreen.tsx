import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import {
  Card,
  DataTable,
  DateField,
  EmptyState,
  Icon,
  PageHeader,
  Select,
  TextField,
  isBusinessDate,
} from '@pawon/ui';
import { errorMessage } from '../../lib/errors';
import { formatDate, formatNumber, formatRupiah, todayIn } from '../../lib/format';
import { useClient } from '../../lib/query/queryClient';
import { stockAtRiskReports, useReportParams } from './data';
import { fieldErrorText } from './fieldError';
import { ReportTotals } from './ReportTotals';
import { t } from './messages';
import * as S from './reports.styles';
import {
  STOCK_AT_RISK_KINDS,
  STOCK_AT_RISK_SORTS,
  riskRowKey,
  stockAtRiskColumns,
  type StockAtRiskRow,
} from './stockAtRiskColumns';

/** Rows a page: the server answers at most 200 at a time. */
const RISK_PAGE_SIZES = [50, 100, 200] as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  (values as readonly (string | null)[]).includes(value) ? (value as T) : null;

/** A page number from the URL (a whole number from 1), else 1. */
function pageParam(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 1_000_000 ? n : 1;
}

/** Typed text, sent once the typing stops for a moment (the server searches every row). */
function useSettled(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Stok Berisiko (decision 052): the batches and lots that their last 28 days of use will not empty before they
 * expire, with what that stock cost. Paged, sorted and searched on the server; the state is in the URL.
 */
export default function StockAtRiskReportScreen() {
  const { get, set } = useReportParams();
  const today = todayIn();
  const asked = get('date');
  // No date in the URL is today: a bookmark of the screen always opens on the stock held now.
  const date = asked && isBusinessDate(asked) && asked <= today ? asked : today;
  const kind = oneOf(STOCK_AT_RISK_KINDS, get('kind'));
  const sortBy = oneOf(STOCK_AT_RISK_SORTS, get('sort'));
  // The value at risk sorts largest first, expiry soonest first and the name A–Z, unless the URL says otherwise.
  const sortDir: 'asc' | 'desc' =
    get('dir') === 'asc' || (get('dir') === null && sortBy !== null && sortBy !== 'valueAtRisk')
      ? 'asc'
      : 'desc';
  const page = pageParam(get('page'));
  const perPage = RISK_PAGE_SIZES.find((n) => String(n) === get('perPage')) ?? RISK_PAGE_SIZES[0];
  const [searchText, setSearchText] = useState(() => get('q') ?? '');
  const search = useSettled(searchText.trim());
  const searching = search !== '';
  // The date is always sent (not left to the server's today): the figures are those of the day on screen.
  const body = {
    date,
    ...(kind ? { kind } : {}),
    ...(searching ? { search } : {}),
    ...(sortBy ? { sortBy, sortDir } : {}),
    page,
    perPage,
  };
  // The last answer stays under a progress bar while the next is asked (another page, a search typed).
  const report = useQuery({ ...stockAtRiskReports(body), placeholderData: keepPreviousData }, useClient());
  const data = report.data;
  const dateError = fieldErrorText(report.isLoadingError ? report.error : null, 'date');
  const shownDate = formatDate(data?.date ?? date);
  const columns = useMemo(() => stockAtRiskColumns(), []);
  const missing = report.isLoadingError ? '–' : null;

  return (
    <S.Stack>
      <PageHeader title={t('reports.riskTitle')} subtitle={t('reports.riskText')} />
      <Card>
        <S.Filters>
          <DateField
            id="risk-date"
            name="date"
            label={t('reports.riskDate')}
            hint={t('reports.riskDateHint')}
            value={date}
            maxDate={today}
            error={dateError}
            onValueChange={({ value }) => set({ date: value && value !== today ? value : null, page: null })}
          />
          <Select
            id="risk-kind"
            label={t('reports.riskKind')}
            name="kind"
            options={(['all', ...STOCK_AT_RISK_KINDS] as const).map((value) => ({
              value,
              label: t(`reports.riskKinds.${value}`),
            }))}
            value={kind ?? 'all'}
            onValueChange={({ value }) => set({ kind: value === 'all' ? null : value, page: null })}
          />
          <TextField
            id="risk-search"
            name="q"
            type="search"
            label={t('reports.riskSearch')}
            placeholder={t('reports.riskSearchPlaceholder')}
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
      <Card title={t('reports.riskTotals')} subtitle={t('reports.riskAt', { date: shownDate })}>
        <ReportTotals
          items={[
            { label: t('reports.riskValue'), value: data ? formatRupiah(data.totals.valueAtRisk) : missing },
            { label: t('reports.riskRows'), value: data ? formatNumber(data.total) : missing },
            {
              label: t('reports.riskExpiredValue'),
              value: data
                ? t('reports.riskExpiredOf', {
                    value: formatRupiah(data.totals.expiredValue),
                    count: data.totals.expired,
                  })
                : missing,
            },
          ]}
        />
        <S.TotalsNote>{t('reports.riskHow')}</S.TotalsNote>
      </Card>
      <DataTable<StockAtRiskRow>
        caption={t('reports.caption', { title: t('reports.riskTitle'), period: shownDate })}
        columns={columns}
        data={data?.rows ?? []}
        getRowId={riskRowKey}
        density="compact"
        sortBy={sortBy}
        sortDir={sortDir}
        onSortChange={(change) =>
          set({ sort: change.sortBy, dir: change.sortBy ? change.sortDir : null, page: null })
        }
        page={data?.page ?? page}
        perPage={perPage}
        total={data?.total ?? 0}
        pageSizes={RISK_PAGE_SIZES}
        onPageChange={(change) => set({ page: change.page > 1 ? String(change.page) : null })}
        onPerPageChange={(change) =>
          set({ perPage: change.perPage !== RISK_PAGE_SIZES[0] ? String(change.perPage) : null, page: null })
        }
        loading={report.isPending}
        // A wrong date is said on its field; asking again would get the same answer.
        error={
          dateError
            ? t('reports.riskFixDate')
            : report.isLoadingError
              ? errorMessage(report.error)
              : undefined
        }
        onRetry={dateError ? undefined : () => void report.refetch()}
        empty={
          searching ? (
            <EmptyState
              icon="bx-search"
              title={t('reports.riskNoMatch')}
              text={t('reports.riskNoMatchText')}
              headingLevel="h2"
            />
          ) : (
            <EmptyState
              icon="bx-check-circle"
              title={t('reports.riskEmpty')}
              text={t('reports.riskEmptyText')}
              headingLevel="h2"
            />
          )
        }
      />
    </S.Stack>
  );
}
