import { Card, DataTable, EmptyState, FilterBar, Select, formatDateRange, type ColumnDef } from '@pawon/ui';
import { errorMessage } from '../../lib/errors';
import { formatDateShort, formatNumber, formatQuantity, formatRupiah } from '../../lib/format';
import { useLookup } from '../../lib/lookups';
import { expenseReports, useReportParams } from './data';
import { expensesOverTime } from './chart';
import { ReportChartCard } from './ReportChartCard';
import { ReportHeader } from './ReportHeader';
import { ReportTotals, withTotalRow } from './ReportTotals';
import { reportMessages as m } from './messages';
import * as S from './reports.styles';

type Answer = Awaited<ReturnType<ReturnType<typeof expenseReports>['queryFn']>>;
type Row = Answer['datas'][number];

const vendorColumn: ColumnDef<Row, unknown> = {
  id: 'vendor',
  header: m.vendor,
  cell: ({ row }) => row.original.vendor?.name ?? '–',
};

const columns: ColumnDef<Row, unknown>[] = [
  { id: 'date', header: m.date, cell: ({ row }) => formatDateShort(row.original.date) },
  { id: 'kind', header: m.kind, cell: ({ row }) => m.kinds[row.original.kind] },
  { id: 'material', header: m.material, cell: ({ row }) => row.original.material.name },
  vendorColumn,
  {
    id: 'qty',
    header: m.qty,
    cell: ({ row }) => formatQuantity(row.original.qty, row.original.unit),
    meta: { align: 'end' },
  },
  {
    id: 'unitPrice',
    header: m.unitPrice,
    cell: ({ row }) => formatRupiah(row.original.unitPrice),
    meta: { align: 'end' },
  },
  {
    id: 'total',
    header: m.total,
    cell: ({ row }) => formatRupiah(row.original.total),
    meta: { align: 'end' },
  },
];

/** A stock correction has no vendor: the same columns without it. */
const correctionColumns = columns.filter((c) => c !== vendorColumn);

export default function ExpenseReportScreen() {
  const { period, get, set, setPeriod } = useReportParams();
  const asked = get('kind');
  const kind = asked === 'raw' || asked === 'packaging' ? asked : 'all';
  const body: Parameters<typeof expenseReports>[0] = {
    dateFrom: period.dateFrom,
    dateTo: period.dateTo,
    ...(kind !== 'all' ? { kind } : {}),
  };
  const report = useLookup(expenseReports(body));
  const periodText = formatDateRange({ dateFrom: period.dateFrom, dateTo: period.dateTo });
  const totals = report.data?.totals;
  const corrections = report.data?.corrections;
  const chart = expensesOverTime(
    report.data?.datas ?? [],
    report.data?.period ?? { from: period.dateFrom, to: period.dateTo },
  );

  return (
    <S.Stack>
      <ReportHeader
        title={m.expensesTitle}
        text={m.expensesText}
        exportOperation="reportExpensesExport"
        body={body}
        fileName="laporan-pengeluaran"
      />
      <Card>
        <FilterBar value={period} onValueChange={setPeriod}>
          <Select
            id="report-kind"
            label={m.kind}
            name="kind"
            options={Object.entries(m.kinds).map(([value, label]) => ({ value, label }))}
            value={kind}
            onValueChange={({ value }) => set({ kind: value === 'all' ? null : value })}
          />
        </FilterBar>
      </Card>
      <Card title={m.totals} subtitle={periodText}>
        <ReportTotals
          items={[
            { label: m.purchases, value: totals ? formatNumber(totals.count) : null },
            { label: m.rawTotal, value: totals ? formatRupiah(totals.raw) : null },
            { label: m.packagingTotal, value: totals ? formatRupiah(totals.packaging) : null },
            { label: m.total, value: totals ? formatRupiah(totals.total) : null },
          ]}
        />
      </Card>
      {report.data && report.data.datas.length > 0 ? (
        <ReportChartCard
          title={m.expenseChartTitle}
          subtitle={m.expenseChartText}
          labels={chart.labels}
          above={{ label: m.kinds.raw, data: chart.raw }}
          below={{ label: m.kinds.packaging, data: chart.packaging }}
        />
      ) : null}
      <DataTable<Row>
        caption={m.caption(m.expensesTitle, periodText)}
        columns={withTotalRow(
          columns,
          totals && report.data?.datas.length ? { total: formatRupiah(totals.total) } : null,
        )}
        data={report.data?.datas ?? []}
        getRowId={(r) => String(r.id)}
        loading={report.loading}
        error={report.error ? errorMessage(report.error) : undefined}
        onRetry={report.retry}
        empty={<EmptyState icon="bx-receipt" title={m.empty} text={m.emptyText} headingLevel="h2" />}
      />
      {/* Opening stock and count surpluses are not money spent: shown apart, outside the totals above. */}
      <Card title={m.corrections} subtitle={m.correctionsText}>
        <ReportTotals
          items={[
            { label: m.correctionCount, value: corrections ? formatNumber(corrections.count) : null },
            { label: m.correctionValue, value: corrections ? formatRupiah(corrections.total) : null },
          ]}
        />
      </Card>
      {corrections && corrections.datas.length > 0 ? (
        <DataTable<Row>
          caption={m.caption(m.corrections, periodText)}
          columns={withTotalRow(correctionColumns, { total: formatRupiah(corrections.total) })}
          data={corrections.datas}
          getRowId={(r) => String(r.id)}
        />
      ) : null}
    </S.Stack>
  );
}
