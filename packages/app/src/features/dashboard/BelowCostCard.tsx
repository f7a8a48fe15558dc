import { callOperation } from '@pawon/api-client';
import { Link } from 'react-router-dom';
import { Card, EmptyState, ErrorState, Skeleton, StatusBadge } from '@pawon/ui';
import idTexts from '../../i18n/catalogues/id/dashboardMargin.json';
import { catalogueArea } from '../../i18n/area';
import { api } from '../../lib/client';
import { addDays, formatRupiah, todayIn } from '../../lib/format';
import { createLookupFamily } from '../../lib/lookups';
import { t } from './messages';
import { ALERT_ROWS } from './salesData';
import { useWidgetData } from './streaming';
import * as S from './dashboard.styles';

/** The texts of this widget, in the current language (catalogues/<locale>/dashboardMargin.json): its own chunk. */
const tr = catalogueArea(idTexts);

/** The Laba Kotor report's screen. */
const REPORT = '/report/margin';

/**
 * Per product, the margin of a period, lowest first (the biggest losses lead): the report's own query, keyed
 * `['transaction', 'lookup', 'belowCost', { dateFrom, dateTo }]`, stale after a write to orders or to production
 * runs (their costs).
 */
const marginByProduct = createLookupFamily(
  ['transaction', 'produksi'],
  'belowCost',
  (period: { dateFrom: string; dateTo: string }) =>
    callOperation(api, 'reportGetMargin', {
      body: { by: 'product', ...period, sortBy: 'margin', sortDir: 'asc' },
    }),
);

/**
 * "Produk di bawah HPP (30 hari)": the products sold below their cost of goods in the last 30 days (today
 * included), each a way into the Laba Kotor report. Its own chunk, loaded for users with that report only.
 */
export default function BelowCostCard() {
  const today = todayIn();
  const { data, error, retry } = useWidgetData(
    marginByProduct({ dateFrom: addDays(today, -29), dateTo: today }),
  );
  const below = (data?.datas ?? []).filter((row) => row.belowCost);
  const rows = below.slice(0, ALERT_ROWS);
  // Counted over the whole report, not only the rows answered.
  const more = Math.max((data?.totals.belowCost ?? below.length) - rows.length, 0);
  return (
    <Card title={tr('dashboardMargin.title')} subtitle={tr('dashboardMargin.text')}>
      {error ? (
        <ErrorState title={t('dashboard.loadFailed')} onRetry={retry} />
      ) : !data ? (
        <Skeleton variant="text" lines={3} />
      ) : rows.length === 0 ? (
        <EmptyState icon="bx-check-circle" title={tr('dashboardMargin.none')} headingLevel="h3" />
      ) : (
        <S.List aria-label={tr('dashboardMargin.title')}>
          {rows.map((row) => (
            <li key={row.key}>
              <span>
                <Link to={REPORT}>{row.label}</Link>
                <small>
                  {tr('dashboardMargin.figures', {
                    revenue: formatRupiah(row.revenue),
                    cost: formatRupiah(row.cost),
                  })}
                </small>
              </span>
              <StatusBadge tone="error">
                {tr('dashboardMargin.loss', { amount: formatRupiah(-row.margin) })}
              </StatusBadge>
            </li>
          ))}
        </S.List>
      )}
      {more > 0 ? <small>{tr('dashboardMargin.more', { n: more })}</small> : null}
      {data && rows.length > 0 ? <Link to={REPORT}>{tr('dashboardMargin.open')}</Link> : null}
    </Card>
  );
}
