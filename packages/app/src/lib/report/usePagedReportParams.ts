import { useEffect, useState } from 'react';
import { isBusinessDate } from '@pawon/ui';
import { todayIn } from '../format';
import { useUrlParams } from './urlParams';

/** Rows a page of a paged report: the server answers at most 200 at a time. */
export const REPORT_PAGE_SIZES = [50, 100, 200] as const;
export type ReportPageSize = (typeof REPORT_PAGE_SIZES)[number];

/** A page number from the URL (a whole number from 1), else 1. */
function pageParam(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 1_000_000 ? n : 1;
}

/** Typed text, sent once the typing stops for a moment (the server searches every row). */
function useSettled(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** One of `values`, else null (a URL parameter read into a union). */
export const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  (values as readonly (string | null)[]).includes(value) ? (value as T) : null;

/**
 * The state of a report paged, sorted and searched on the server at the end of a day (the receivables' and payables'
 * aging, the stock at risk), kept in the URL: `?date=` (absent: today, so a bookmark opens on now; a later or
 * malformed date is today too), `q` (the search), `sort` and `dir`, `page` and `perPage` (absent: the first and 50).
 * A sort in `ascending` runs A–Z or soonest first and any other largest first, unless the URL says `dir`. The search
 * is sent once the typing stops (`search`); the field shows what is typed (`searchText`). `query` is the request
 * without its page (an export takes every row in the order on screen); `body` adds the page. Shown by
 * `PagedReport`; the report's own filters are read with `get` and `set`, each `set` of them with `page: null`.
 */
export function usePagedReportParams<Sort extends string>({
  sorts,
  ascending,
}: {
  /** The columns the server sorts by (`?sort=`). */
  sorts: readonly Sort[];
  /** The sorts that run ascending when the URL names no direction (a name, a date). */
  ascending: readonly Sort[];
}) {
  const { get, set } = useUrlParams();
  const today = todayIn();
  const asked = get('date');
  const date = asked && isBusinessDate(asked) && asked <= today ? asked : today;
  const sortBy = oneOf(sorts, get('sort'));
  const sortDir: 'asc' | 'desc' =
    get('dir') === 'asc' || (get('dir') === null && sortBy !== null && ascending.includes(sortBy))
      ? 'asc'
      : 'desc';
  const page = pageParam(get('page'));
  const perPage = REPORT_PAGE_SIZES.find((n) => String(n) === get('perPage')) ?? REPORT_PAGE_SIZES[0];
  const [searchText, setSearchText] = useState(() => get('q') ?? '');
  const search = useSettled(searchText.trim());
  const searching = search !== '';
  // The date is always sent (not left to the server's today): the figures and an export are the day on screen.
  const query = {
    date,
    ...(searching ? { search } : {}),
    ...(sortBy ? { sortBy, sortDir } : {}),
  };
  return {
    get,
    set,
    today,
    date,
    sortBy,
    sortDir,
    page,
    perPage,
    searchText,
    /** Types into the search: shown at once, in the URL at once, sent once the typing stops. */
    typeSearch: (text: string) => {
      setSearchText(text);
      set({ q: text.trim() || null, page: null });
    },
    search,
    searching,
    query,
    body: { ...query, page, perPage },
  };
}

export type PagedReportParams = ReturnType<typeof usePagedReportParams<string>>;
