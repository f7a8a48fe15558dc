import type { ReactNode } from 'react';
import { Card, DataTable, DateField, EmptyState, Icon, TextField, type ColumnDef } from '@pawon/ui';
import { errorMessage } from '../errors';
import { REPORT_PAGE_SIZES, type PagedReportParams } from './usePagedReportParams';
import * as S from './report.styles';

/** What a paged report answers: its day, one page of rows, how many rows match and the page shown. */
export interface PagedReportAnswer<Row> {
  date: string;
  rows: Row[];
  total: number;
  page: number;
}

/** The report's query as `useQuery` gives it (only what the frame reads). */
export interface PagedReportQuery<Row> {
  data: PagedReportAnswer<Row> | undefined;
  isPending: boolean;
  isLoadingError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** An empty state's words: a title and a line under it. */
export interface PagedReportNotice {
  title: string;
  text: string;
}

export interface PagedReportProps<Row> {
  /** The URL's state, from `usePagedReportParams`. */
  params: PagedReportParams;
  /** The report's query (asked with `params.body`, keeping the previous answer while the next loads). */
  report: PagedReportQuery<Row>;
  /** The fields' ids start with it: `<idPrefix>-date`, `<idPrefix>-search`. */
  idPrefix: string;
  /** The date field's label and hint; `error`: the server's refusal of the date, said on the field. */
  dateField: { label: string; hint: string; error?: string | undefined };
  /** The search field's label and placeholder. */
  searchField: { label: string; placeholder: string };
  /** The report's own filters, between the date and the search (each `set`s with `page: null`). @default none */
  filters?: ReactNode;
  /**
   * The totals card's title and subtitle (the day shown), its content (every matching row's totals) and its actions
   * (an export of the report as on screen).
   */
  totals: { title: string; subtitle: string; content: ReactNode; actions?: ReactNode };
  /** The table's caption (what and which day). */
  caption: string;
  /** The columns; those with an accessor sort on the server by their id. */
  columns: ColumnDef<Row, unknown>[];
  getRowId: (row: Row) => string;
  /** A row's buttons. @default none */
  rowActions?: ((row: Row) => ReactNode) | undefined;
  /** The table's error while the date is refused (fix the date: asking again would get the same answer). */
  fixDate?: string;
  /** Nothing on that day. */
  empty: PagedReportNotice;
  /** Nothing matches the search. */
  noMatch: PagedReportNotice;
}

/**
 * The frame of a report paged, sorted and searched on the server at the end of a day (Umur piutang, Umur hutang,
 * Stok berisiko): a card of filters (the date, the report's own, the search), a card of totals over every matching
 * row, and one page of rows in a table that sorts and pages through the URL, with its loading, error (a refused
 * date said on its field) and empty states (nothing that day, or nothing matching the search). The screen adds its
 * heading and whatever follows the table; the state comes from `usePagedReportParams`.
 */
export function PagedReport<Row>({
  params,
  report,
  idPrefix,
  dateField,
  searchField,
  filters,
  totals,
  caption,
  columns,
  getRowId,
  rowActions,
  fixDate,
  empty,
  noMatch,
}: PagedReportProps<Row>) {
  const { set, today, date } = params;
  const data = report.data;
  const dateError = dateField.error;
  const notice = params.searching ? noMatch : empty;
  return (
    <>
      <Card>
        <S.Filters>
          <DateField
            id={`${idPrefix}-date`}
            name="date"
            label={dateField.label}
            hint={dateField.hint}
            value={date}
            maxDate={today}
            error={dateError}
            onValueChange={({ value }) => set({ date: value && value !== today ? value : null, page: null })}
          />
          {filters}
          <TextField
            id={`${idPrefix}-search`}
            name="q"
            type="search"
            label={searchField.label}
            placeholder={searchField.placeholder}
            value={params.searchText}
            maxLength={100}
            startAdornment={<Icon name="bx-search" />}
            onChange={(event) => params.typeSearch(event.target.value)}
          />
        </S.Filters>
      </Card>
      <Card title={totals.title} subtitle={totals.subtitle} actions={totals.actions}>
        {totals.content}
      </Card>
      <DataTable<Row>
        caption={caption}
        columns={columns}
        data={data?.rows ?? []}
        getRowId={getRowId}
        density="compact"
        sortBy={params.sortBy}
        sortDir={params.sortDir}
        onSortChange={(change) =>
          set({ sort: change.sortBy, dir: change.sortBy ? change.sortDir : null, page: null })
        }
        page={data?.page ?? params.page}
        perPage={params.perPage}
        total={data?.total ?? 0}
        pageSizes={REPORT_PAGE_SIZES}
        onPageChange={(change) => set({ page: change.page > 1 ? String(change.page) : null })}
        onPerPageChange={(change) =>
          set({
            perPage: change.perPage !== REPORT_PAGE_SIZES[0] ? String(change.perPage) : null,
            page: null,
          })
        }
        loading={report.isPending}
        error={
          dateError ? (fixDate ?? dateError) : report.isLoadingError ? errorMessage(report.error) : undefined
        }
        onRetry={dateError ? undefined : () => void report.refetch()}
        rowActions={rowActions}
        empty={
          <EmptyState
            icon={params.searching ? 'bx-search' : 'bx-check-circle'}
            title={notice.title}
            text={notice.text}
            headingLevel="h2"
          />
        }
      />
    </>
  );
}
