import { callOperation, type BodyOf } from '@pawon/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { IconButton, Stack, type ColumnDef } from '@pawon/ui';
import { api } from '../../lib/client';
import { formatDate, formatNumber, formatRupiah } from '../../lib/format';
import { lazyDialog } from '../../lib/lazyDialog';
import { useClient } from '../../lib/query/queryClient';
import { AGING_FIGURES, type AgingFigure } from '../../lib/report/aging';
import { agingFigureColumns } from '../../lib/report/agingColumns';
import { PagedReport } from '../../lib/report/PagedReport';
import { usePagedReportParams } from '../../lib/report/usePagedReportParams';
import { t } from './messages';
import { PAYABLES_SORTS, type PayablesRow } from './payment';
import * as S from './payables.styles';
import { PayablesExport } from './PayablesExport';

/**
 * The payables report's cache key starts with the payments' resource key: a payment recorded or reversed asks it
 * again (`written` invalidates the resource's queries), as a receipt does when the screen opens again.
 */
export const payablesKey = (body: object) => ['vendorPayment', 'payables', body] as const;

// The statement and its print view (the customer statement's, for a vendor) load when "Kartu hutang" is first opened.
const StatementDialog = lazyDialog(
  () => import('../reports/StatementDialog').then((module) => module.StatementDialog),
  () => true,
);

const label = (figure: AgingFigure) => t(`payables.aging.${figure}`);

/** The vendor, the five ages, what is owed and the balance (paid ahead as a second line under it). */
function columns(): ColumnDef<PayablesRow, unknown>[] {
  return [
    { id: 'vendor', accessorFn: (r) => r.vendor, header: t('payables.aging.vendor'), meta: { grow: true } },
    ...agingFigureColumns<PayablesRow>({
      label,
      creditLine: (amount) => t('payables.aging.creditLine', { amount }),
    }),
  ];
}

/**
 * "Umur hutang": per vendor the open bills not yet due and 1–7, 8–30, 31–60, over 60 days past due at the end of a
 * day, with the totals of every matching vendor; date, search, sort and page in the URL. A row's "Kartu hutang"
 * opens the vendor's statement up to the aging's date; its "Catat pembayaran" the payment dialog on that vendor (for
 * a user with the create right).
 */
export function PayablesAging({
  onPay,
}: {
  /** Opens the payment dialog for a vendor; absent without the right to record payments. */
  onPay?: ((vendor: { id: number; name: string }) => void) | undefined;
}) {
  const params = usePagedReportParams({ sorts: PAYABLES_SORTS, ascending: ['vendor'] });
  const body: NonNullable<BodyOf<'reportPayables'>> = params.body;
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
  const [statementOf, setStatementOf] = useState<PayablesRow | null>(null);
  const shownDate = formatDate(data?.date ?? params.date);
  const cols = useMemo(() => columns(), []);
  const figure = (value: number | undefined) =>
    value !== undefined ? formatRupiah(value) : report.isLoadingError ? '–' : '…';

  return (
    <Stack gap="4">
      <PagedReport<PayablesRow>
        params={params}
        report={report}
        idPrefix="payables"
        dateField={{ label: t('payables.aging.date'), hint: t('payables.aging.dateHint') }}
        searchField={{
          label: t('payables.aging.search'),
          placeholder: t('payables.aging.searchPlaceholder'),
        }}
        totals={{
          title: t('payables.aging.totals'),
          subtitle: t('payables.aging.at', { date: shownDate }),
          actions: <PayablesExport query={params.query} />,
          content: (
            <S.Totals aria-busy={!data || undefined}>
              {AGING_FIGURES.map((f) => (
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
          ),
        }}
        caption={t('payables.aging.caption', { date: shownDate })}
        columns={cols}
        getRowId={(row) => String(row.vendorId)}
        rowActions={(row) => (
          <S.RowActions>
            <IconButton
              icon="bx-detail"
              size="sm"
              label={t('payables.aging.statement', { name: row.vendor })}
              onClick={() => setStatementOf(row)}
            />
            {onPay ? (
              <IconButton
                icon="bx-money-withdraw"
                size="sm"
                label={t('payables.aging.pay', { name: row.vendor })}
                disabledReason={row.open <= 0 ? t('payables.aging.empty') : undefined}
                onClick={() => onPay({ id: row.vendorId, name: row.vendor })}
              />
            ) : null}
          </S.RowActions>
        )}
        empty={{ title: t('payables.aging.empty'), text: t('payables.aging.emptyText') }}
        noMatch={{ title: t('payables.aging.noMatch'), text: t('payables.aging.noMatchText') }}
      />
      {statementOf ? (
        <StatementDialog
          party="vendor"
          of={{ id: statementOf.vendorId, name: statementOf.vendor, phone: statementOf.phone }}
          date={data?.date ?? params.date}
          today={params.today}
          onClose={() => setStatementOf(null)}
        />
      ) : null}
    </Stack>
  );
}
