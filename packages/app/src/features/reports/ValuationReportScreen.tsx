import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { Card, DataTable, DateField, EmptyState, Icon, Select, TextField, isBusinessDate } from '@pawon/ui';
import { errorMessage } from '../../lib/errors';
import { fieldErrorText } from '../../lib/fieldErrorText';
import { formatDate, formatRupiah, todayIn } from '../../lib/format';
import { useReportParams, valuationReports } from './data';
import { ReportHeader } from './ReportHeader';
import { ReportTotals, withTotalRow } from './ReportTotals';
import { t } from './messages';
import * as S from './reports.styles';
import {
  VALUATION_KINDS,
  VALUATION_SORTS,
  lineKey,
  matchingRows,
  sortRows,
  subtotalLines,
  valuationColumns,
  type ValuationLine,
} from './valuationColumns';
import { useClient } from '../../lib/query/queryClient';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  (values as readonly (string | null)[]).includes(value) ? (value as T) : null;

export default function ValuationReportScreen() {
  const { get, set } = useReportParams();
  const today = todayIn();
  const asked = get('date');
  // No date in the URL is today: a bookmark of the screen always opens on the current stock.
  const date = asked && isBusinessDate(asked) ? asked : today;
  const kind = oneOf(VALUATION_KINDS, get('kind'));
  const sortBy = oneOf(VALUATION_SORTS, get('sort'));
  const sortDir = get('dir') === 'asc' ? 'asc' : 'desc';
  // The search filters the rows here: typed text shows at once, the 5.000 rows follow when React has time.
  const [searchText, setSearchText] = useState(() => get('q') ?? '');
  const search = useDeferredValue(searchText);
  const searching = search.trim() !== '';
  // The date is always sent (not left to the server's today), so that the export is the day on screen.
  const body = { date, ...(kind ? { kind } : {}) };
  const report = useQuery(valuationReports(body), useClient());
  const data = report.data;
  const dateError = fieldErrorText(report.isLoadingError ? report.error : null, 'date');
  const shownDate = formatDate(data?.date ?? date);
  const kinds = kind ? [kind] : VALUATION_KINDS;
  const columns = useMemo(() => valuationColumns(), []);
  const rows = useMemo(() => {
    const found = matchingRows(data?.datas ?? [], search);
    return sortBy ? sortRows(found, sortBy, sortDir) : found;
  }, [data, search, sortBy, sortDir]);
  // Subtotals and TOTAL are the server's, of every row: shown under the rows only while no search hides some.
  const withTotals = data && rows.length > 0 && !searching ? data.totals : null;
  const lines: ValuationLine[] =
    withTotals && kinds.length > 1 ? [...rows, ...subtotalLines(kinds, withTotals)] : [...rows];
  const cardValue = (value: number | undefined) =>
    value !== undefined ? formatRupiah(value) : report.isLoadingError ? '–' : null;

  return (
    <S.Stack>
      <ReportHeader
        title={t('reports.valuationTitle')}
        text={t('reports.valuationText')}
        exportOperation="reportValuationExport"
        body={body}
        fileName="nilai-persediaan"
      />
      <Card>
        <S.Filters>
          <DateField
            id="valuation-date"
            name="date"
            label={t('reports.valuationDate')}
            hint={t('reports.valuationDateHint')}
            value={date}
            maxDate={today}
            error={dateError}
            onValueChange={({ value }) => set({ date: value && value !== today ? value : null })}
          />
          <Select
            id="valuation-kind"
            label={t('reports.valuationKind')}
            name="kind"
            options={(['all', ...VALUATION_KINDS] as const).map((value) => ({
              value,
              label: t(`reports.valuationKinds.${value}`),
            }))}
            value={kind ?? 'all'}
            onValueChange={({ value }) => set({ kind: value === 'all' ? null : value })}
          />
          <TextField
            id="valuation-search"
            name="q"
            type="search"
            label={t('reports.valuationSearch')}
            placeholder={t('reports.valuationSearchPlaceholder')}
            value={searchText}
            maxLength={100}
            startAdornment={<Icon name="bx-search" />}
            onChange={(event) => {
              setSearchText(event.target.value);
              set({ q: event.target.value.trim() || null });
            }}
          />
        </S.Filters>
      </Card>
      <Card title={t('reports.valuationTotals')} subtitle={t('reports.valuationAt', { date: shownDate })}>
        <ReportTotals
          items={[
            ...kinds.map((k) => ({
              label: t(`reports.valuationKinds.${k}`),
              value: cardValue(data?.totals[k]),
            })),
            { label: t('reports.total'), value: cardValue(data?.totals.total) },
          ]}
        />
      </Card>
      <DataTable<ValuationLine>
        caption={t('reports.caption', { title: t('reports.valuationTitle'), period: shownDate })}
        columns={withTotalRow(columns, withTotals ? { value: formatRupiah(withTotals.total) } : null)}
        data={lines}
        getRowId={lineKey}
        sortBy={sortBy}
        sortDir={sortDir}
        onSortChange={(change) => set({ sort: change.sortBy, dir: change.sortBy ? change.sortDir : null })}
        loading={report.isPending}
        // A wrong date is said on its field; asking again would get the same answer.
        error={
          dateError
            ? t('reports.valuationFixDate')
            : report.isLoadingError
              ? errorMessage(report.error)
              : undefined
        }
        onRetry={dateError ? undefined : () => void report.refetch()}
        empty={
          searching && data && data.datas.length > 0 ? (
            <EmptyState
              icon="bx-search"
              title={t('reports.valuationNoMatch')}
              text={t('reports.valuationNoMatchText')}
              headingLevel="h2"
            />
          ) : (
            <EmptyState
              icon="bx-calculator"
              title={t('reports.valuationEmpty')}
              text={t('reports.valuationEmptyText')}
              headingLevel="h2"
            />
          )
        }
      />
      {data && searching ? (
        <S.Note>{t('reports.valuationFiltered', { shown: rows.length, count: data.datas.length })}</S.Note>
      ) : null}
      {data?.truncated ? (
        <S.Note>{t('reports.valuationTruncated', { count: data.datas.length })}</S.Note>
      ) : null}
    </S.Stack>
  );
}
