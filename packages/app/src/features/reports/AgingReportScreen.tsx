import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Icon, IconButton } from '@pawon/ui';
import { fieldErrorText } from '../../lib/fieldErrorText';
import { formatDate, formatNumber, formatRupiah } from '../../lib/format';
import { lazyDialog } from '../../lib/lazyDialog';
import { useBusinessName } from '../../lib/print/PaperHead';
import { useClient } from '../../lib/query/queryClient';
import { AGING_FIGURES } from '../../lib/report/aging';
import { PagedReport } from '../../lib/report/PagedReport';
import { usePagedReportParams } from '../../lib/report/usePagedReportParams';
import { waNumber } from '../../lib/whatsapp';
import { AGING_SORTS, agingColumns, agingLabel, type AgingRow } from './agingColumns';
import { agingReports } from './data';
import { ReportHeader } from './ReportHeader';
import { ReportTotals } from './ReportTotals';
import { t } from './messages';
import * as S from './reports.styles';
import { reminderLink } from './statement';

// The statement and its print view load when a row's "Kartu piutang" is first opened.
const StatementDialog = lazyDialog(
  () => import('./StatementDialog').then((module) => module.StatementDialog),
  () => true,
);

/**
 * A row's actions: its statement ("Kartu piutang"), and a polite WhatsApp reminder of the balance to the customer's
 * phone (off, saying why, without a phone or without anything owed).
 */
function AgingActions({
  row,
  date,
  business,
  onStatement,
}: {
  row: AgingRow;
  date: string;
  business: string;
  onStatement: (row: AgingRow) => void;
}) {
  const why = !waNumber(row.phone)
    ? t('reports.agingRemindNoPhone')
    : row.balance <= 0
      ? t('reports.agingRemindNothing')
      : undefined;
  const remind = t('reports.agingRemind', { name: row.customer });
  return (
    <S.RowActions>
      <IconButton
        icon="bx-detail"
        size="sm"
        label={t('reports.agingStatement', { name: row.customer })}
        onClick={() => onStatement(row)}
      />
      {why ? (
        <IconButton icon="bxl-whatsapp" size="sm" label={remind} disabledReason={why} />
      ) : (
        <S.IconLink
          href={reminderLink(row, { business, date })}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={remind}
          title={remind}
        >
          <Icon name="bxl-whatsapp" />
        </S.IconLink>
      )}
    </S.RowActions>
  );
}

export default function AgingReportScreen() {
  const params = usePagedReportParams({ sorts: AGING_SORTS, ascending: ['customer'] });
  const { date, today } = params;
  const [statementOf, setStatementOf] = useState<AgingRow | null>(null);
  const business = useBusinessName();
  // The last answer stays under a progress bar while the next is asked (a search typed, another day): its own date
  // heads the figures until then. The export takes every customer in the order on screen, the table one page.
  const report = useQuery({ ...agingReports(params.body), placeholderData: keepPreviousData }, useClient());
  const data = report.data;
  const dateError = fieldErrorText(report.isLoadingError ? report.error : null, 'date');
  const shownDate = formatDate(data?.date ?? date);
  const columns = useMemo(() => agingColumns(), []);
  const cardValue = (value: number | undefined) =>
    value !== undefined ? formatRupiah(value) : report.isLoadingError ? '–' : null;

  return (
    <S.Stack>
      <ReportHeader
        title={t('reports.agingTitle')}
        text={t('reports.agingText')}
        exportOperation="reportAgingExport"
        body={params.query}
        fileName="umur-piutang"
      />
      <PagedReport<AgingRow>
        params={params}
        report={report}
        idPrefix="aging"
        dateField={{ label: t('reports.agingDate'), hint: t('reports.agingDateHint'), error: dateError }}
        searchField={{ label: t('reports.agingSearch'), placeholder: t('reports.agingSearchPlaceholder') }}
        totals={{
          title: t('reports.agingTotals'),
          subtitle: t('reports.agingAt', { date: shownDate }),
          content: (
            <ReportTotals
              items={[
                ...AGING_FIGURES.map((figure) => ({
                  label: agingLabel(figure),
                  value: cardValue(data?.totals[figure]),
                })),
                {
                  label: t('reports.agingCustomers'),
                  value: data ? formatNumber(data.total) : report.isLoadingError ? '–' : null,
                },
              ]}
            />
          ),
        }}
        caption={t('reports.caption', { title: t('reports.agingTitle'), period: shownDate })}
        columns={columns}
        getRowId={(row) => String(row.customerId)}
        fixDate={t('reports.agingFixDate')}
        rowActions={(row) => (
          <AgingActions
            row={row}
            date={data?.date ?? date}
            business={business}
            onStatement={setStatementOf}
          />
        )}
        empty={{ title: t('reports.agingEmpty'), text: t('reports.agingEmptyText') }}
        noMatch={{ title: t('reports.agingNoMatch'), text: t('reports.agingNoMatchText') }}
      />
      {data && data.totals.credit > 0 ? <S.Note>{t('reports.statementCreditNote')}</S.Note> : null}
      {statementOf ? (
        <StatementDialog
          party="customer"
          of={{ id: statementOf.customerId, name: statementOf.customer, phone: statementOf.phone }}
          date={data?.date ?? date}
          today={today}
          onClose={() => setStatementOf(null)}
        />
      ) : null}
    </S.Stack>
  );
}
