import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Card, DataTable, EmptyState, FilterBar, Select, formatDateRange } from '@pawon/ui';
import type { BodyOf, OkOf } from '@pawon/api-client';
import { errorMessage } from '../../lib/errors';
import { formatNumber, formatRupiah } from '../../lib/format';
import { marginReports, useReportParams } from './data';
import { marginByRow, marginOverTime } from './chart';
import {
  formatMarginPct,
  marginColumns,
  packsLine,
  type MarginBy,
  type MarginGrain,
  type MarginLine,
} from './marginColumns';
import { ReportChartCard } from './ReportChartCard';
import { ReportHeader } from './ReportHeader';
import { ReportTotals, withTotalRow } from './ReportTotals';
import { choices, t } from './messages';
import * as S from './reports.styles';
import { useClient } from '../../lib/query/queryClient';

type Answer = OkOf<'reportGetMargin'>;
type SortBy = NonNullable<BodyOf<'reportGetMargin'>['sortBy']>;

const BY: readonly MarginBy[] = ['product', 'customer', 'period'];
const SORTS: readonly SortBy[] = ['revenue', 'cost', 'margin', 'marginPct'];

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  (values as readonly (string | null)[]).includes(value) ? (value as T) : null;

/**
 * The answer to show: the one asked for, or while a new order loads, the last one of the same filters (the same
 * totals, rows in another order), so that a click on a header does not blank the cards, chart and table. Another
 * period, payment or row kind shows nothing until its answer comes.
 */
function useKeptWhileSorting(answer: Answer | null, filters: readonly unknown[]): Answer | null {
  const key = JSON.stringify(filters);
  const [kept, setKept] = useState<{ key: string; answer: Answer } | null>(null);
  // Remembered during render (React's pattern for a value from earlier renders): no extra effect pass.
  if (answer && kept?.answer !== answer) setKept({ key, answer });
  return answer ?? (kept?.key === key ? kept.answer : null);
}

/** The chart of an answer with rows: per period revenue and cost over time, else the first rows' margin. */
function MarginChart({ data }: { data: Answer }) {
  if (data.by === 'period') {
    const grain = data.grain ?? 'day';
    const chart = marginOverTime(data.datas, data.period, grain);
    return (
      <ReportChartCard
        title={t('reports.marginTimeTitle', { grain })}
        subtitle={t('reports.marginTimeText')}
        labels={chart.labels}
        above={{ label: t('reports.revenue'), data: chart.revenue }}
        below={{ label: t('reports.cost'), data: chart.cost }}
      />
    );
  }
  const chart = marginByRow(data.datas);
  return (
    <ReportChartCard
      title={t('reports.marginChartTitle', { by: data.by })}
      subtitle={t('reports.marginChartText')}
      labels={chart.labels}
      above={{ label: t('reports.profit'), data: chart.profit }}
      below={{ label: t('reports.loss'), data: chart.loss }}
    />
  );
}

export default function MarginReportScreen() {
  const { period, get, set, setPeriod } = useReportParams();
  const by = oneOf(BY, get('by')) ?? 'product';
  const payment = oneOf(['paid', 'unpaid'] as const, get('payment'));
  // Period rows come in date order: the server sorts product and customer rows only.
  const sortBy = by === 'period' ? null : oneOf(SORTS, get('sort'));
  const sortDir = get('dir') === 'asc' ? 'asc' : 'desc';
  const body: BodyOf<'reportGetMargin'> = {
    by,
    dateFrom: period.dateFrom,
    dateTo: period.dateTo,
    ...(payment ? { payment } : {}),
    ...(sortBy ? { sortBy, sortDir } : {}),
  };
  const report = useQuery(marginReports(body), useClient());
  const periodText = formatDateRange({ dateFrom: period.dateFrom, dateTo: period.dateTo });
  const data = useKeptWhileSorting(report.data ?? null, [by, period.dateFrom, period.dateTo, payment]);
  const totals = data?.totals;
  const rows = data && data.datas.length > 0;
  const grain: MarginGrain = data?.grain ?? 'day';
  const columns = useMemo(() => marginColumns(by, grain), [by, grain]);
  const lines: MarginLine[] =
    rows && data.by === 'product' ? [...data.datas, packsLine(data.totals)] : (data?.datas ?? []);

  return (
    <S.Stack>
      <ReportHeader
        title={t('reports.marginTitle')}
        text={t('reports.marginText')}
        exportOperation="reportMarginExport"
        body={body}
        fileName="laporan-laba-kotor"
      />
      <Card>
        <FilterBar value={period} onValueChange={setPeriod}>
          <Select
            id="report-by"
            label={t('reports.marginBy')}
            name="by"
            options={BY.map((value) => ({ value, label: t(`reports.marginByOptions.${value}`) }))}
            value={by}
            onValueChange={({ value }) => set({ by: value === 'product' ? null : value })}
          />
          <Select
            id="report-payment"
            label={t('reports.payment')}
            name="payment"
            options={choices('reports.payments')}
            value={payment ?? 'all'}
            onValueChange={({ value }) => set({ payment: value === 'all' ? null : value })}
          />
        </FilterBar>
      </Card>
      <Card title={t('reports.totals')} subtitle={periodText}>
        <ReportTotals
          items={[
            { label: t('reports.revenue'), value: totals ? formatRupiah(totals.revenue) : null },
            { label: t('reports.cost'), value: totals ? formatRupiah(totals.cost) : null },
            { label: t('reports.margin'), value: totals ? formatRupiah(totals.margin) : null },
            { label: t('reports.marginPct'), value: totals ? formatMarginPct(totals.marginPct) : null },
            ...(totals && totals.belowCost > 0
              ? [{ label: t('reports.belowCostCount', { by }), value: formatNumber(totals.belowCost) }]
              : []),
            // Sold but not in the figures yet: fresh lines wait for packing to take their stock and cost.
            ...(totals && totals.open.orders > 0
              ? [
                  {
                    label: t('reports.openTotal'),
                    value: t('reports.openValue', {
                      orders: totals.open.orders,
                      revenue: formatRupiah(totals.open.revenue),
                    }),
                  },
                ]
              : []),
          ]}
        />
      </Card>
      {totals && totals.open.orders > 0 ? (
        <S.Note role="note">
          {t('reports.openLines', { orders: totals.open.orders, revenue: formatRupiah(totals.open.revenue) })}
        </S.Note>
      ) : null}
      {rows ? <MarginChart data={data} /> : null}
      <DataTable<MarginLine>
        caption={t('reports.caption', { title: t('reports.marginTitle'), period: periodText })}
        columns={withTotalRow(
          columns,
          rows
            ? {
                revenue: formatRupiah(data.totals.revenue),
                cost: formatRupiah(data.totals.cost),
                margin: formatRupiah(data.totals.margin),
                marginPct: formatMarginPct(data.totals.marginPct),
              }
            : null,
        )}
        data={lines}
        getRowId={(r) => r.key}
        sortBy={sortBy}
        sortDir={sortDir}
        onSortChange={
          by === 'period'
            ? undefined
            : (change) => set({ sort: change.sortBy, dir: change.sortBy ? change.sortDir : null })
        }
        loading={report.isPending}
        error={report.isLoadingError ? errorMessage(report.error) : undefined}
        onRetry={() => void report.refetch()}
        empty={
          <EmptyState
            icon="bx-bar-chart"
            title={t('reports.marginEmpty')}
            text={t('reports.marginEmptyText')}
            headingLevel="h2"
          />
        }
      />
      {data?.truncated ? <S.Note>{t('reports.truncated', { count: data.datas.length })}</S.Note> : null}
    </S.Stack>
  );
}
