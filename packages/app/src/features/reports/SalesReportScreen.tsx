import type { OkOf } from '@pawon/api-client';
import { useQuery } from '@tanstack/react-query';
import { Card, DataTable, EmptyState, FilterBar, Select, formatDateRange, type ColumnDef } from '@pawon/ui';
import { errorMessage } from '../../lib/errors';
import { formatNumber, formatQuantity, formatRupiah } from '../../lib/format';
import { salesReports, useReportParams } from './data';
import { revenueByProduct } from './chart';
import { ReportChartCard } from './ReportChartCard';
import { ReportHeader } from './ReportHeader';
import { ReportTotals, withTotalRow } from './ReportTotals';
import { choices, t } from './messages';
import * as S from './reports.styles';
import { useClient } from '../../lib/query/queryClient';

type Answer = Awaited<ReturnType<ReturnType<typeof salesReports>['queryFn']>>;
type Row = Answer['datas'][number];
type ProductRow = Extract<Row, { productId: number }>;
type CustomerRow = Extract<Row, { customerId: number }>;

/** Money received in the period, then by method when more than one brought it: `Rp 900.000 (Tunai Rp 600.000 · …)`. */
function receivedText(received: OkOf<'reportGetReport'>['received']): string {
  const total = formatRupiah(received.amount);
  if (received.byMethod.length < 2) return total;
  const parts = received.byMethod.map((m) => `${t(`reports.methods.${m.method}`)} ${formatRupiah(m.amount)}`);
  return `${total} (${parts.join(' · ')})`;
}

/** The tables' columns, their headers read in the current language (a switch of language renders the screen anew). */
const productColumns = (): ColumnDef<ProductRow, unknown>[] => [
  { id: 'code', header: t('reports.code'), accessorKey: 'code' },
  { id: 'name', header: t('reports.product'), accessorKey: 'name' },
  {
    id: 'bucket',
    header: t('reports.bucket'),
    // A returns row (negative amounts, by the return's date) says so beside the bucket its line was sold from.
    cell: ({ row }) =>
      row.original.returned
        ? t('reports.returned', { what: t(`reports.buckets.${row.original.bucket}`) })
        : t(`reports.buckets.${row.original.bucket}`),
  },
  {
    id: 'qty',
    header: t('reports.qty'),
    cell: ({ row }) => formatQuantity(row.original.qty, row.original.unit),
    meta: { align: 'end' },
  },
  {
    id: 'revenue',
    header: t('reports.revenue'),
    cell: ({ row }) => formatRupiah(row.original.revenue),
    meta: { align: 'end' },
  },
];

const customerColumns = (): ColumnDef<CustomerRow, unknown>[] => [
  { id: 'name', header: t('reports.customer'), accessorKey: 'name' },
  {
    id: 'category',
    header: t('reports.category'),
    cell: ({ row }) => {
      const category = row.original.category === 'distributor' ? 'Distributor' : 'Konsumen';
      return row.original.returned ? t('reports.returned', { what: category }) : category;
    },
  },
  {
    id: 'orders',
    header: t('reports.orders'),
    cell: ({ row }) => formatNumber(row.original.orders),
    meta: { align: 'end' },
  },
  {
    id: 'items',
    header: t('reports.items'),
    cell: ({ row }) => formatQuantity(row.original.items),
    meta: { align: 'end' },
  },
  {
    id: 'total',
    header: t('reports.spent'),
    cell: ({ row }) => formatRupiah(row.original.total),
    meta: { align: 'end' },
  },
];

export default function SalesReportScreen() {
  const { period, get, set, setPeriod } = useReportParams();
  const type = get('type') === 'customer' ? 'customer' : 'product';
  const asked = get('payment');
  const payment = asked === 'paid' || asked === 'unpaid' ? asked : 'all';
  const body: Parameters<typeof salesReports>[0] = {
    type,
    dateFrom: period.dateFrom,
    dateTo: period.dateTo,
    ...(payment !== 'all' ? { payment } : {}),
  };
  const report = useQuery(salesReports(body), useClient());
  const periodText = formatDateRange({ dateFrom: period.dateFrom, dateTo: period.dateTo });

  const data = report.data;
  const totals = data?.totals;
  const caption = t('reports.caption', { title: t('reports.salesTitle'), period: periodText });
  const empty = (
    <EmptyState
      icon="bx-bar-chart"
      title={t('reports.empty')}
      text={t('reports.emptyText')}
      headingLevel="h2"
    />
  );
  const rows = totals && data.datas.length > 0;
  const productTotals = rows
    ? {
        qty: totals.quantities.map((q) => formatQuantity(q.qty, q.unit)).join(' · '),
        revenue: formatRupiah(totals.itemRevenue),
      }
    : null;
  const customerTotals = rows
    ? {
        orders: formatNumber(totals.orders),
        items: formatQuantity(totals.items),
        total: formatRupiah(totals.total),
      }
    : null;
  const chart = revenueByProduct(type === 'product' && data ? (data.datas as ProductRow[]) : []);
  return (
    <S.Stack>
      <ReportHeader
        title={t('reports.salesTitle')}
        text={t('reports.salesText')}
        exportOperation="reportExport"
        body={body}
        fileName="laporan-penjualan"
      />
      <Card>
        <FilterBar value={period} onValueChange={setPeriod}>
          <Select
            id="report-type"
            label={t('reports.type')}
            name="type"
            options={choices('reports.types')}
            value={type}
            onValueChange={({ value }) => set({ type: value === 'product' ? null : value })}
          />
          <Select
            id="report-payment"
            label={t('reports.payment')}
            name="payment"
            options={choices('reports.payments')}
            value={payment}
            onValueChange={({ value }) => set({ payment: value === 'all' ? null : value })}
          />
        </FilterBar>
      </Card>
      <Card title={t('reports.totals')} subtitle={periodText}>
        <ReportTotals
          items={[
            { label: t('reports.orders'), value: totals ? formatNumber(totals.orders) : null },
            {
              label: t('reports.items'),
              value: totals
                ? totals.quantities.map((q) => formatQuantity(q.qty, q.unit)).join(' · ') || '0'
                : null,
            },
            { label: t('reports.itemRevenue'), value: totals ? formatRupiah(totals.itemRevenue) : null },
            { label: t('reports.packaging'), value: totals ? formatRupiah(totals.packaging) : null },
            { label: t('reports.ongkir'), value: totals ? formatRupiah(totals.ongkir) : null },
            { label: t('reports.total'), value: totals ? formatRupiah(totals.total) : null },
            {
              label: t('reports.received'),
              value: data ? receivedText(data.received) : null,
            },
          ]}
        />
        <S.TotalsNote>{t('reports.receivedNote')}</S.TotalsNote>
      </Card>
      {type === 'product' && data && data.datas.length > 0 ? (
        <ReportChartCard
          title={t('reports.chartTitle')}
          subtitle={t('reports.chartText')}
          labels={chart.labels}
          above={{ label: t('reports.buckets.frozen'), data: chart.frozen }}
          below={{ label: t('reports.buckets.fresh'), data: chart.fresh }}
        />
      ) : null}
      {type === 'product' ? (
        <DataTable<ProductRow>
          caption={caption}
          columns={withTotalRow(productColumns(), productTotals)}
          data={(data?.datas ?? []) as ProductRow[]}
          getRowId={(r) => `${r.returned ? 'return' : 'sale'}-${r.productId}-${r.bucket}`}
          loading={report.isPending}
          error={report.isLoadingError ? errorMessage(report.error) : undefined}
          onRetry={() => void report.refetch()}
          empty={empty}
        />
      ) : (
        <DataTable<CustomerRow>
          caption={caption}
          columns={withTotalRow(customerColumns(), customerTotals)}
          data={(data?.datas ?? []) as CustomerRow[]}
          getRowId={(r) => `${r.returned ? 'return' : 'sale'}-${r.customerId}`}
          loading={report.isPending}
          error={report.isLoadingError ? errorMessage(report.error) : undefined}
          onRetry={() => void report.refetch()}
          empty={empty}
        />
      )}
    </S.Stack>
  );
}
