import { Card, DataTable, EmptyState, FilterBar, Select, formatDateRange, type ColumnDef } from '@pawon/ui';
import { errorMessage } from '../../lib/errors';
import { formatNumber, formatQuantity, formatRupiah } from '../../lib/format';
import { useLookup } from '../../lib/lookups';
import { salesReports, useReportParams } from './data';
import { revenueByProduct } from './chart';
import { ReportChartCard } from './ReportChartCard';
import { ReportHeader } from './ReportHeader';
import { ReportTotals, withTotalRow } from './ReportTotals';
import { reportMessages as m } from './messages';
import * as S from './reports.styles';

type Answer = Awaited<ReturnType<ReturnType<typeof salesReports>['queryFn']>>;
type Row = Answer['datas'][number];
type ProductRow = Extract<Row, { productId: number }>;
type CustomerRow = Extract<Row, { customerId: number }>;

const productColumns: ColumnDef<ProductRow, unknown>[] = [
  { id: 'code', header: m.code, accessorKey: 'code' },
  { id: 'name', header: m.product, accessorKey: 'name' },
  {
    id: 'bucket',
    header: m.bucket,
    // A returns row (negative amounts, by the return's date) says so beside the bucket its line was sold from.
    cell: ({ row }) =>
      row.original.returned ? m.returned(m.buckets[row.original.bucket]) : m.buckets[row.original.bucket],
  },
  {
    id: 'qty',
    header: m.qty,
    cell: ({ row }) => formatQuantity(row.original.qty, row.original.unit),
    meta: { align: 'end' },
  },
  {
    id: 'revenue',
    header: m.revenue,
    cell: ({ row }) => formatRupiah(row.original.revenue),
    meta: { align: 'end' },
  },
];

const customerColumns: ColumnDef<CustomerRow, unknown>[] = [
  { id: 'name', header: m.customer, accessorKey: 'name' },
  {
    id: 'category',
    header: m.category,
    cell: ({ row }) => {
      const category = row.original.category === 'distributor' ? 'Distributor' : 'Konsumen';
      return row.original.returned ? m.returned(category) : category;
    },
  },
  {
    id: 'orders',
    header: m.orders,
    cell: ({ row }) => formatNumber(row.original.orders),
    meta: { align: 'end' },
  },
  {
    id: 'items',
    header: m.items,
    cell: ({ row }) => formatQuantity(row.original.items),
    meta: { align: 'end' },
  },
  {
    id: 'total',
    header: m.spent,
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
  const report = useLookup(salesReports(body));
  const periodText = formatDateRange({ dateFrom: period.dateFrom, dateTo: period.dateTo });

  const data = report.data;
  const totals = data?.totals;
  const caption = m.caption(m.salesTitle, periodText);
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
        title={m.salesTitle}
        text={m.salesText}
        exportOperation="reportExport"
        body={body}
        fileName="laporan-penjualan"
      />
      <Card>
        <FilterBar value={period} onValueChange={setPeriod}>
          <Select
            id="report-type"
            label={m.type}
            name="type"
            options={Object.entries(m.types).map(([value, label]) => ({ value, label }))}
            value={type}
            onValueChange={({ value }) => set({ type: value === 'product' ? null : value })}
          />
          <Select
            id="report-payment"
            label={m.payment}
            name="payment"
            options={Object.entries(m.payments).map(([value, label]) => ({ value, label }))}
            value={payment}
            onValueChange={({ value }) => set({ payment: value === 'all' ? null : value })}
          />
        </FilterBar>
      </Card>
      <Card title={m.totals} subtitle={periodText}>
        <ReportTotals
          items={[
            { label: m.orders, value: totals ? formatNumber(totals.orders) : null },
            {
              label: m.items,
              value: totals
                ? totals.quantities.map((q) => formatQuantity(q.qty, q.unit)).join(' · ') || '0'
                : null,
            },
            { label: m.itemRevenue, value: totals ? formatRupiah(totals.itemRevenue) : null },
            { label: m.packaging, value: totals ? formatRupiah(totals.packaging) : null },
            { label: m.ongkir, value: totals ? formatRupiah(totals.ongkir) : null },
            { label: m.total, value: totals ? formatRupiah(totals.total) : null },
          ]}
        />
      </Card>
      {type === 'product' && data && data.datas.length > 0 ? (
        <ReportChartCard
          title={m.chartTitle}
          subtitle={m.chartText}
          labels={chart.labels}
          above={{ label: m.buckets.frozen, data: chart.frozen }}
          below={{ label: m.buckets.fresh, data: chart.fresh }}
        />
      ) : null}
      {type === 'product' ? (
        <DataTable<ProductRow>
          caption={caption}
          columns={withTotalRow(productColumns, productTotals)}
          data={(data?.datas ?? []) as ProductRow[]}
          getRowId={(r) => `${r.returned ? 'return' : 'sale'}-${r.productId}-${r.bucket}`}
          loading={report.loading}
          error={report.error ? errorMessage(report.error) : undefined}
          onRetry={report.retry}
          empty={<EmptyState icon="bx-bar-chart" title={m.empty} text={m.emptyText} headingLevel="h2" />}
        />
      ) : (
        <DataTable<CustomerRow>
          caption={caption}
          columns={withTotalRow(customerColumns, customerTotals)}
          data={(data?.datas ?? []) as CustomerRow[]}
          getRowId={(r) => `${r.returned ? 'return' : 'sale'}-${r.customerId}`}
          loading={report.loading}
          error={report.error ? errorMessage(report.error) : undefined}
          onRetry={report.retry}
          empty={<EmptyState icon="bx-bar-chart" title={m.empty} text={m.emptyText} headingLevel="h2" />}
        />
      )}
    </S.Stack>
  );
}
