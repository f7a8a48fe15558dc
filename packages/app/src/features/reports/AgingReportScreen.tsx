import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import {
  Card,
  DataTable,
  DateField,
  EmptyState,
  Icon,
  IconButton,
  TextField,
  isBusinessDate,
} from '@pawon/ui';
import { errorMessage } from '../../lib/errors';
import { fieldErrorText } from './fieldError';
import { formatDate, formatNumber, formatRupiah, todayIn } from '../../lib/format';
import { lazyDialog } from '../../lib/lazyDialog';
import { useBusinessName } from '../../lib/print/PaperHead';
import { useClient } from '../../lib/query/queryClient';
import { waNumber } from '../../lib/whatsapp';
import { AGING_FIGURES, AGING_SORTS, agingColumns, agingLabel, type AgingRow } from './agingColumns';
import { agingReports, useReportParams } from './data';
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

/** Rows a page: the server answers at most 200 customers at a time. */
const AGING_PAGE_SIZES = [50, 100, 200] as const;

/** A page number from the URL (a whole number from 1), else `fallback`. */
function pageParam(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 1_000_000 ? n : fallback;
}

/** Typed text, sent once the typing stops for a moment (the server searches every customer). */
function useSettled(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

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
  const { get, set } = useReportParams();
  const today = todayIn();
  const asked = get('date');
  // No date in the URL is today: a bookmark of the screen always opens on what is owed now.
  const date = asked && isBusinessDate(asked) && asked <= today ? asked : today;
  const sortParam = get('sort');
  const sortBy = AGING_SORTS.find((s) => s === sortParam) ?? null;
  // A figure sorts largest first, the name A–Z, unless the URL says otherwise (as the server does).
  const sortDir: 'asc' | 'desc' =
    get('dir') === 'asc' || (get('dir') === null && sortBy === 'customer') ? 'asc' : 'desc';
  const page = pageParam(get('page'), 1);
  const perPage = AGING_PAGE_SIZES.find((n) => String(n) === get('perPage')) ?? AGING_PAGE_SIZES[0];
  const [searchText, setSearchText] = useState(() => get('q') ?? '');
  const search = useSettled(searchText.trim());
  const searching = search !== '';
  const [statementOf, setStatementOf] = useState<AgingRow | null>(null);
  const business = useBusinessName();
  // The date is always sent (not left to the server's today), so that the export is the day on screen; the export
  // takes every customer in the order on screen, the table one page of them.
  const query = {
    date,
    ...(searching ? { search } : {}),
    ...(sortBy ? { sortBy, sortDir } : {}),
  };
  const body = { ...query, page, perPage };
  // The last answer stays under a progress bar while the next is asked (a search typed, another day): its own date
  // heads the figures until then.
  const report = useQuery({ ...agingReports(body), placeholderData: keepPreviousData }, useClient());
  const data = report.data;
  const dateError = fieldErrorText(report.isLoadingError ? report.error : null, 'date');
  const shownDate = formatDate(data?.date ?? date);
  const columns = useMemo(() => agingColumns(), []);
  const rows = data?.rows ?? [];
  const cardValue = (value: number | undefined) =>
    value !== undefined ? formatRupiah(value) : report.isLoadingError ? '–' : null;

  return (
    <S.Stack>
      <ReportHeader
        title={t('reports.agingTitle')}
        text={t('reports.agingText')}
        exportOperation="reportAgingExport"
        body={query}
        fileName="umur-piutang"
      />
      <Card>
        <S.Filters>
          <DateField
            id="aging-date"
            name="date"
            label={t('reports.agingDate')}
            hint={t('reports.agingDateHint')}
            value={date}
            maxDate={today}
            error={dateError}
            onValueChange={({ value }) => set({ date: value && value !== today ? value : null, page: null })}
          />
          <TextField
            id="aging-search"
            name="q"
            type="search"
            label={t('reports.agingSearch')}
            placeholder={t('reports.agingSearchPlaceholder')}
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
      <Card title={t('reports.agingTotals')} subtitle={t('reports.agingAt', { date: shownDate })}>
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
      </Card>
      <DataTable<AgingRow>
        caption={t('reports.caption', { title: t('reports.agingTitle'), period: shownDate })}
        columns={columns}
        data={rows}
        getRowId={(row) => String(row.customerId)}
        density="compact"
        sortBy={sortBy}
        sortDir={sortDir}
        onSortChange={(change) =>
          set({ sort: change.sortBy, dir: change.sortBy ? change.sortDir : null, page: null })
        }
        page={data?.page ?? page}
        perPage={perPage}
        total={data?.total ?? 0}
        pageSizes={AGING_PAGE_SIZES}
        onPageChange={(change) => set({ page: change.page > 1 ? String(change.page) : null })}
        onPerPageChange={(change) =>
          set({ perPage: change.perPage !== AGING_PAGE_SIZES[0] ? String(change.perPage) : null, page: null })
        }
        loading={report.isPending}
        // A wrong date is said on its field; asking again would get the same answer.
        error={
          dateError
            ? t('reports.agingFixDate')
            : report.isLoadingError
              ? errorMessage(report.error)
              : undefined
        }
        onRetry={dateError ? undefined : () => void report.refetch()}
        rowActions={(row) => (
          <AgingActions
            row={row}
            date={data?.date ?? date}
            business={business}
            onStatement={setStatementOf}
          />
        )}
        empty={
          searching ? (
            <EmptyState
              icon="bx-search"
              title={t('reports.agingNoMatch')}
              text={t('reports.agingNoMatchText')}
              headingLevel="h2"
            />
          ) : (
            <EmptyState
              icon="bx-check-circle"
              title={t('reports.agingEmpty')}
              text={t('reports.agingEmptyText')}
              headingLevel="h2"
            />
          )
        }
      />
      {data && data.totals.credit > 0 ? <S.Note>{t('reports.statementCreditNote')}</S.Note> : null}
      {statementOf ? (
        <StatementDialog
          customer={statementOf}
          date={data?.date ?? date}
          today={today}
          onClose={() => setStatementOf(null)}
        />
      ) : null}
    </S.Stack>
  );
}
