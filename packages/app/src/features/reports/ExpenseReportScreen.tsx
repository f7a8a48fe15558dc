import { useQuery } from '@tanstack/react-query';
import { Card, DataTable, EmptyState, FilterBar, Select, formatDateRange, type ColumnDef } from '@pawon/ui';
import { errorMessage } from '../../lib/errors';
import { formatDateShort, formatNumber, formatQuantity, formatRupiah } from '../../lib/format';
import { expenseReports, useReportParams } from './data';
import { expensesOverTime } from './chart';
import { ReportChartCard } from './ReportChartCard';
import { ReportHeader } from './ReportHeader';
import { ReportTotals, withTotalRow } from './ReportTotals';
import { choices, t } from './messages';
import * as S from './reports.styles';
import { useClient } from '../../lib/query/queryClient';

type Answer = Awaited<ReturnType<ReturnType<typeof expenseReports>['queryFn']>>;
type Row = Answer['datas'][number];
type VendorRow = Answer['vendors']['datas'][number];

const vendorColumn = (): ColumnDef<Row, unknown> => ({
  id: 'vendor',
  header: t('reports.vendor'),
  cell: ({ row }) => row.original.vendor?.name ?? '–',
});

/** The table's columns, their headers read in the current language; a stock correction has no vendor. */
const columnsOf = (withVendor: boolean): ColumnDef<Row, unknown>[] => [
  { id: 'date', header: t('reports.date'), cell: ({ row }) => formatDateShort(row.original.date) },
  { id: 'kind', header: t('reports.kind'), cell: ({ row }) => t(`reports.kinds.${row.original.kind}`) },
  { id: 'material', header: t('reports.material'), cell: ({ row }) => row.original.material.name },
  ...(withVendor ? [vendorColumn()] : []),
  {
    id: 'qty',
    header: t('reports.qty'),
    cell: ({ row }) => formatQuantity(row.original.qty, row.original.unit),
    meta: { align: 'end' },
  },
  {
    id: 'unitPrice',
    header: t('reports.unitPrice'),
    cell: ({ row }) => formatRupiah(row.original.unitPrice),
    meta: { align: 'end' },
  },
  {
    id: 'total',
    header: t('reports.total'),
    cell: ({ row }) => formatRupiah(row.original.total),
    meta: { align: 'end' },
  },
];

const money = (id: 'bought' | 'paid', header: string): ColumnDef<VendorRow, unknown> => ({
  id,
  header,
  cell: ({ row }) => formatRupiah(row.original[id]),
  meta: { align: 'end', nowrap: true },
});

const count = (id: 'restocks' | 'payments', header: string): ColumnDef<VendorRow, unknown> => ({
  id,
  header,
  cell: ({ row }) => formatNumber(row.original[id]),
  meta: { align: 'end' },
});

/** Per vendor: what was bought from it beside what was paid to it (issue 39). */
const vendorColumnsOf = (): ColumnDef<VendorRow, unknown>[] => [
  { id: 'vendor', header: t('reports.vendor'), cell: ({ row }) => row.original.vendor.name },
  count('restocks', t('reports.restockCount')),
  money('bought', t('reports.bought')),
  count('payments', t('reports.paymentCount')),
  money('paid', t('reports.paid')),
];

export default function ExpenseReportScreen() {
  const { period, get, set, setPeriod } = useReportParams();
  const asked = get('kind');
  const kind = asked === 'raw' || asked === 'packaging' ? asked : 'all';
  const body: Parameters<typeof expenseReports>[0] = {
    dateFrom: period.dateFrom,
    dateTo: period.dateTo,
    ...(kind !== 'all' ? { kind } : {}),
  };
  const report = useQuery(expenseReports(body), useClient());
  const periodText = formatDateRange({ dateFrom: period.dateFrom, dateTo: period.dateTo });
  const totals = report.data?.totals;
  const corrections = report.data?.corrections;
  const vendors = report.data?.vendors;
  const chart = expensesOverTime(
    report.data?.datas ?? [],
    report.data?.period ?? { from: period.dateFrom, to: period.dateTo },
  );

  return (
    <S.Stack>
      <ReportHeader
        title={t('reports.expensesTitle')}
        text={t('reports.expensesText')}
        exportOperation="reportExpensesExport"
        body={body}
        fileName="laporan-pengeluaran"
      />
      <Card>
        <FilterBar value={period} onValueChange={setPeriod}>
          <Select
            id="report-kind"
            label={t('reports.kind')}
            name="kind"
            options={choices('reports.kinds')}
            value={kind}
            onValueChange={({ value }) => set({ kind: value === 'all' ? null : value })}
          />
        </FilterBar>
      </Card>
      <Card title={t('reports.totals')} subtitle={periodText}>
        <ReportTotals
          items={[
            { label: t('reports.purchases'), value: totals ? formatNumber(totals.count) : null },
            { label: t('reports.rawTotal'), value: totals ? formatRupiah(totals.raw) : null },
            { label: t('reports.packagingTotal'), value: totals ? formatRupiah(totals.packaging) : null },
            { label: t('reports.total'), value: totals ? formatRupiah(totals.total) : null },
            { label: t('reports.paidToVendors'), value: vendors ? formatRupiah(vendors.paid) : null },
          ]}
        />
      </Card>
      {report.data && report.data.datas.length > 0 ? (
        <ReportChartCard
          title={t('reports.expenseChartTitle')}
          subtitle={t('reports.expenseChartText')}
          labels={chart.labels}
          above={{ label: t('reports.kinds.raw'), data: chart.raw }}
          below={{ label: t('reports.kinds.packaging'), data: chart.packaging }}
        />
      ) : null}
      <DataTable<Row>
        caption={t('reports.caption', { title: t('reports.expensesTitle'), period: periodText })}
        columns={withTotalRow(
          columnsOf(true),
          totals && report.data?.datas.length ? { total: formatRupiah(totals.total) } : null,
        )}
        data={report.data?.datas ?? []}
        getRowId={(r) => String(r.id)}
        loading={report.isPending}
        error={report.isLoadingError ? errorMessage(report.error) : undefined}
        onRetry={() => void report.refetch()}
        empty={
          <EmptyState
            icon="bx-receipt"
            title={t('reports.empty')}
            text={t('reports.emptyText')}
            headingLevel="h2"
          />
        }
      />
      {/* Paid beside bought: the money that went to each vendor in the period, whatever the kind chosen. Shown with
          the answer (its loading and error are the purchases' table's). */}
      {vendors ? (
        <Card title={t('reports.vendorsTitle')} subtitle={t('reports.vendorsText')}>
          <DataTable<VendorRow>
            caption={t('reports.caption', { title: t('reports.vendorsTitle'), period: periodText })}
            columns={withTotalRow(
              vendorColumnsOf(),
              vendors.datas.length
                ? {
                    restocks: formatNumber(totals?.count ?? 0),
                    bought: formatRupiah(vendors.bought),
                    payments: formatNumber(vendors.payments),
                    paid: formatRupiah(vendors.paid),
                  }
                : null,
            )}
            data={vendors.datas}
            getRowId={(r) => String(r.vendor.id)}
            density="compact"
            empty={<EmptyState compact icon="bx-store" title={t('reports.vendorsEmpty')} headingLevel="h3" />}
          />
        </Card>
      ) : null}
      {/* Opening stock and count surpluses are not money spent: shown apart, outside the totals above. */}
      <Card title={t('reports.corrections')} subtitle={t('reports.correctionsText')}>
        <ReportTotals
          items={[
            {
              label: t('reports.correctionCount'),
              value: corrections ? formatNumber(corrections.count) : null,
            },
            {
              label: t('reports.correctionValue'),
              value: corrections ? formatRupiah(corrections.total) : null,
            },
          ]}
        />
      </Card>
      {corrections && corrections.datas.length > 0 ? (
        <DataTable<Row>
          caption={t('reports.caption', { title: t('reports.corrections'), period: periodText })}
          columns={withTotalRow(columnsOf(false), { total: formatRupiah(corrections.total) })}
          data={corrections.datas}
          getRowId={(r) => String(r.id)}
        />
      ) : null}
    </S.Stack>
  );
}
