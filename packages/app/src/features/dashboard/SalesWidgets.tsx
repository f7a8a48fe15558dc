import type { Schemas } from '@pawon/api-client';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { Card, EmptyState, ErrorState, Skeleton, StatCard, StatusBadge, type IconName } from '@pawon/ui';
import { formatDateShort, formatQuantity, formatRupiah } from '../../lib/format';
import { normalisePath } from '../../lib/menus';
import { rightsByUrlAtom } from '../../lib/rights';
import { dashboardMessages as m } from './messages';
import {
  CALL_MENUS,
  packagingToRestock,
  pendingOrders,
  productStock,
  ALERT_ROWS,
  rawToRestock,
  todaySummary,
} from './salesData';
import { useWidgetData } from './streaming';
import * as S from './dashboard.styles';

// chart.js comes with the charts only, so that the rest of the dashboard (and the login page) does not wait for it.
const SalesCharts = lazy(() => import('./SalesCharts'));
// The products sold below cost: its own chunk, for users with the Laba Kotor report only.
const BelowCostCard = lazy(() => import('./BelowCostCard'));

/** Whether the user may make a call granted by any of these menus (view right). */
function useMayCall(urls: readonly string[]): boolean {
  const rights = useAtomValue(rightsByUrlAtom);
  return urls.some((url) => rights.get(normalisePath(url))?.view);
}

type Summary = Schemas['TodaySummaryResponse']['summary'];
type Figure = Schemas['DayFigure'];

/** The four cards of today against yesterday: what each shows, from which part of the summary. */
const TODAY_CARDS: ReadonlyArray<{
  label: string;
  icon: IconName;
  tone: 'primary' | 'info' | 'success' | 'warning';
  figure: (s: Summary) => Figure;
  format: (n: number) => string;
  /** Down is good (unpaid). */
  invert?: boolean;
}> = [
  {
    label: m.revenueToday,
    icon: 'bx-wallet',
    tone: 'primary',
    figure: (s) => s.all.revenue,
    format: formatRupiah,
  },
  {
    label: m.itemsToday,
    icon: 'bx-package',
    tone: 'info',
    figure: (s) => s.all.items,
    format: formatQuantity,
  },
  {
    label: m.paidToday,
    icon: 'bx-check-circle',
    tone: 'success',
    figure: (s) => s.paid.revenue,
    format: formatRupiah,
  },
  {
    label: m.unpaidToday,
    icon: 'bx-time-five',
    tone: 'warning',
    figure: (s) => s.unpaid.revenue,
    format: formatRupiah,
    invert: true,
  },
];

function TodayCards() {
  const { data, error, retry } = useWidgetData(todaySummary);
  if (error) return <ErrorState title={m.loadFailed} onRetry={retry} />;
  const s = data?.summary;
  return (
    <S.Cards>
      {TODAY_CARDS.map((card) => (
        <StatCard
          key={card.label}
          label={card.label}
          icon={card.icon}
          tone={card.tone}
          loading={!s}
          value={s ? card.format(card.figure(s).today) : ''}
          trend={s ? card.figure(s).change : undefined}
          trendLabel={m.vsYesterday}
          invertTrend={card.invert}
        />
      ))}
    </S.Cards>
  );
}

function PendingCard() {
  const { data, error, retry } = useWidgetData(pendingOrders);
  return (
    <Card title={m.pending} subtitle={data ? m.pendingCount(data.total) : undefined}>
      {error ? (
        <ErrorState title={m.loadFailed} onRetry={retry} />
      ) : !data ? (
        <Skeleton variant="text" lines={4} />
      ) : data.datas.length === 0 ? (
        <EmptyState icon="bx-check-double" title={m.noPending} text={m.noPendingText} headingLevel="h3" />
      ) : (
        <S.List aria-label={m.pending}>
          {data.datas.map((o) => (
            <li key={o.id}>
              <span>
                <strong>{o.customer.name}</strong>
                <small>
                  {o.number} ·{' '}
                  {m.deliverOn(o.deliveryDate ? formatDateShort(o.deliveryDate) : m.noDate, o.deliveryTime)}
                </small>
              </span>
              <span>
                <strong>{formatRupiah(o.total)}</strong>
                <StatusBadge tone={o.payment === 'paid' ? 'success' : 'warning'}>
                  {o.payment === 'paid' ? m.paid : m.unpaid}
                </StatusBadge>
              </span>
            </li>
          ))}
        </S.List>
      )}
      {data && data.total > data.datas.length ? (
        <Link to="/transaction/data?delivery=pending">{m.allPending}</Link>
      ) : null}
    </Card>
  );
}

function ProductAlerts() {
  const { data, error, retry } = useWidgetData(productStock);
  // The server picks them (belowMinimum): every product counts, not only the first page of a long catalogue.
  const low = data?.datas ?? [];
  const more = (data?.total ?? 0) - low.length;
  return (
    <Card title={m.lowProducts}>
      {error ? (
        <ErrorState title={m.loadFailed} onRetry={retry} />
      ) : !data ? (
        <Skeleton variant="text" lines={3} />
      ) : low.length === 0 ? (
        <EmptyState icon="bx-check-circle" title={m.productsOk} headingLevel="h3" />
      ) : (
        <S.List aria-label={m.lowProducts}>
          {low.map((p) => (
            <li key={p.id}>
              <span>
                <strong>{p.name}</strong>
                <small>{m.minimum(formatQuantity(p.minStock, p.unit))}</small>
              </span>
              <StatusBadge tone="error">{formatQuantity(p.fresh + p.frozen, p.unit)}</StatusBadge>
            </li>
          ))}
        </S.List>
      )}
      {more > 0 ? <small>{m.moreProducts(more)}</small> : null}
    </Card>
  );
}

function MaterialAlerts({ raw, packaging }: { raw: boolean; packaging: boolean }) {
  const rawList = useWidgetData(raw ? rawToRestock : null);
  const packList = useWidgetData(packaging ? packagingToRestock : null);
  // Soonest first; a material not used lately (no run-out date) after those that run out.
  const soon = (days: number | null) => days ?? Number.MAX_VALUE;
  const all = [...(rawList.data?.datas ?? []), ...(packList.data?.datas ?? [])].sort(
    (a, b) => soon(a.daysLeft) - soon(b.daysLeft),
  );
  // The soonest few: at 1M orders a thousand materials were below their minimum, a second of rendering.
  const rows = all.slice(0, ALERT_ROWS);
  const more = all.length - rows.length;
  const loading = rawList.loading || packList.loading;
  const error = rawList.error ?? packList.error;
  return (
    <Card title={m.materials} subtitle={m.materialsText}>
      {error ? (
        <ErrorState title={m.loadFailed} onRetry={() => (rawList.retry(), packList.retry())} />
      ) : loading ? (
        <Skeleton variant="text" lines={3} />
      ) : rows.length === 0 ? (
        <EmptyState icon="bx-check-circle" title={m.materialsOk} headingLevel="h3" />
      ) : (
        <S.List aria-label={m.materials}>
          {rows.map((r) => (
            <li key={r.id}>
              <span>
                <strong>{r.name}</strong>
                <small>
                  {m.remaining(
                    formatQuantity(r.remaining - r.expired, r.unit),
                    formatQuantity(r.minStock, r.unit),
                  )}
                  {r.runsOutOn ? ` · ${m.runsOut(formatDateShort(r.runsOutOn))}` : ''}
                </small>
              </span>
              {r.daysLeft !== null && r.daysLeft <= 7 ? (
                <StatusBadge tone="error">{m.daysLeft(r.daysLeft)}</StatusBadge>
              ) : (
                <StatusBadge tone="warning">{m.restock}</StatusBadge>
              )}
            </li>
          ))}
        </S.List>
      )}
      {more > 0 ? <small>{m.moreMaterials(more)}</small> : null}
    </Card>
  );
}

/** The sales and stock widgets, each shown only when the user's rights allow its call. */
export function SalesWidgets() {
  const sales = useMayCall(CALL_MENUS.sales);
  const pending = useMayCall(CALL_MENUS.pending);
  const products = useMayCall(CALL_MENUS.products);
  const raw = useMayCall(CALL_MENUS.raw);
  const packaging = useMayCall(CALL_MENUS.packaging);
  const margin = useMayCall(CALL_MENUS.margin);
  if (!sales && !pending && !products && !raw && !packaging && !margin) return null;
  return (
    <section aria-labelledby="dashboard-sales">
      <S.SectionHeading>
        <h2 id="dashboard-sales">{m.salesTitle}</h2>
        <p>{m.salesText}</p>
      </S.SectionHeading>
      <S.Section>
        {sales ? <TodayCards /> : null}
        {sales ? (
          <Suspense fallback={<Skeleton variant="rect" height="18rem" />}>
            <SalesCharts />
          </Suspense>
        ) : null}
        <S.Columns>
          {pending ? <PendingCard /> : null}
          {products ? <ProductAlerts /> : null}
          {raw || packaging ? <MaterialAlerts raw={raw} packaging={packaging} /> : null}
          {margin ? (
            <Suspense fallback={<Skeleton variant="rect" height="10rem" />}>
              <BelowCostCard />
            </Suspense>
          ) : null}
        </S.Columns>
      </S.Section>
    </section>
  );
}
