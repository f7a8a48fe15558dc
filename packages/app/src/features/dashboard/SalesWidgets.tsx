import type { Schemas } from '@pawon/api-client';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { Card, EmptyState, ErrorState, Skeleton, StatCard, StatusBadge, type IconName } from '@pawon/ui';
import { formatDateShort, formatQuantity, formatRupiah } from '../../lib/format';
import { normalisePath } from '../../lib/menus';
import { rightsByUrlAtom } from '../../lib/rights';
import { dashboardMessages as m, t } from './messages';
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
// The day's money (issue 38): its own chunk, for users of the dashboard's figures.
const MoneyWidgets = lazy(() => import('./MoneyWidgets'));
const HalalExpiringCard = lazy(() => import('./HalalExpiringCard'));
// Held stock and temperatures not read today (issue 40): its own chunk.
const StorageCard = lazy(() => import('./StorageCard'));

/** Whether the user may make a call granted by any of these menus (view right). */
function useMayCall(urls: readonly string[]): boolean {
  const rights = useAtomValue(rightsByUrlAtom);
  return urls.some((url) => rights.get(normalisePath(url))?.view);
}

type Summary = Schemas['TodaySummaryResponse']['summary'];
type Figure = Schemas['DayFigure'];

/** The four cards of today against yesterday: what each shows, from which part of the summary. */
const TODAY_CARDS: ReadonlyArray<{
  /** Read as the card renders, in the current language. */
  label: () => string;
  icon: IconName;
  tone: 'primary' | 'info' | 'success' | 'warning';
  figure: (s: Summary) => Figure;
  format: (n: number) => string;
  /** Down is good (unpaid). */
  invert?: boolean;
}> = [
  {
    label: () => t('dashboard.revenueToday'),
    icon: 'bx-wallet',
    tone: 'primary',
    figure: (s) => s.all.revenue,
    format: formatRupiah,
  },
  {
    label: () => t('dashboard.itemsToday'),
    icon: 'bx-package',
    tone: 'info',
    figure: (s) => s.all.items,
    format: formatQuantity,
  },
  {
    label: () => t('dashboard.paidToday'),
    icon: 'bx-check-circle',
    tone: 'success',
    figure: (s) => s.paid.revenue,
    format: formatRupiah,
  },
  {
    label: () => t('dashboard.unpaidToday'),
    icon: 'bx-time-five',
    tone: 'warning',
    figure: (s) => s.unpaid.revenue,
    format: formatRupiah,
    invert: true,
  },
];

function TodayCards() {
  const { data, error, retry } = useWidgetData(todaySummary);
  if (error) return <ErrorState title={t('dashboard.loadFailed')} onRetry={retry} />;
  const s = data?.summary;
  return (
    <S.Cards>
      {TODAY_CARDS.map((card) => (
        <StatCard
          key={card.icon}
          label={card.label()}
          icon={card.icon}
          tone={card.tone}
          loading={!s}
          value={s ? card.format(card.figure(s).today) : ''}
          trend={s ? card.figure(s).change : undefined}
          trendLabel={t('dashboard.vsYesterday')}
          invertTrend={card.invert}
        />
      ))}
    </S.Cards>
  );
}

function PendingCard() {
  const { data, error, retry } = useWidgetData(pendingOrders);
  return (
    <Card
      title={t('dashboard.pending')}
      subtitle={data ? t('dashboard.pendingCount', { n: data.total }) : undefined}
    >
      {error ? (
        <ErrorState title={t('dashboard.loadFailed')} onRetry={retry} />
      ) : !data ? (
        <Skeleton variant="text" lines={4} />
      ) : data.datas.length === 0 ? (
        <EmptyState
          icon="bx-check-double"
          title={t('dashboard.noPending')}
          text={t('dashboard.noPendingText')}
          headingLevel="h3"
        />
      ) : (
        <S.List aria-label={t('dashboard.pending')}>
          {data.datas.map((o) => (
            <li key={o.id}>
              <span>
                <strong>{o.customer.name}</strong>
                <small>
                  {o.number} ·{' '}
                  {m.deliverOn(
                    o.deliveryDate ? formatDateShort(o.deliveryDate) : t('dashboard.noDate'),
                    o.deliveryTime,
                  )}
                </small>
              </span>
              <span>
                <strong>{formatRupiah(o.total)}</strong>
                <StatusBadge tone={o.payment === 'paid' ? 'success' : 'warning'}>
                  {o.payment === 'paid' ? t('dashboard.paid') : t('dashboard.unpaid')}
                </StatusBadge>
              </span>
            </li>
          ))}
        </S.List>
      )}
      {data && data.total > data.datas.length ? (
        <Link to="/transaction/data?delivery=pending">{t('dashboard.allPending')}</Link>
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
    <Card title={t('dashboard.lowProducts')}>
      {error ? (
        <ErrorState title={t('dashboard.loadFailed')} onRetry={retry} />
      ) : !data ? (
        <Skeleton variant="text" lines={3} />
      ) : low.length === 0 ? (
        <EmptyState icon="bx-check-circle" title={t('dashboard.productsOk')} headingLevel="h3" />
      ) : (
        <S.List aria-label={t('dashboard.lowProducts')}>
          {low.map((p) => (
            <li key={p.id}>
              <span>
                <strong>{p.name}</strong>
                <small>{t('dashboard.minimum', { qty: formatQuantity(p.minStock, p.unit) })}</small>
              </span>
              <StatusBadge tone="error">{formatQuantity(p.fresh + p.frozen, p.unit)}</StatusBadge>
            </li>
          ))}
        </S.List>
      )}
      {more > 0 ? <small>{t('dashboard.moreProducts', { n: more })}</small> : null}
    </Card>
  );
}

function MaterialAlerts({ raw, packaging }: { raw: boolean; packaging: boolean }) {
  const rawList = useWidgetData(rawToRestock, raw);
  const packList = useWidgetData(packagingToRestock, packaging);
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
    <Card title={t('dashboard.materials')} subtitle={t('dashboard.materialsText')}>
      {error ? (
        <ErrorState title={t('dashboard.loadFailed')} onRetry={() => (rawList.retry(), packList.retry())} />
      ) : loading ? (
        <Skeleton variant="text" lines={3} />
      ) : rows.length === 0 ? (
        <EmptyState icon="bx-check-circle" title={t('dashboard.materialsOk')} headingLevel="h3" />
      ) : (
        <S.List aria-label={t('dashboard.materials')}>
          {rows.map((r) => (
            <li key={r.id}>
              <span>
                <strong>{r.name}</strong>
                <small>
                  {t('dashboard.remaining', {
                    left: formatQuantity(r.remaining - r.expired, r.unit),
                    min: formatQuantity(r.minStock, r.unit),
                  })}
                  {r.runsOutOn ? ` · ${t('dashboard.runsOut', { date: formatDateShort(r.runsOutOn) })}` : ''}
                </small>
              </span>
              {r.daysLeft !== null && r.daysLeft <= 7 ? (
                <StatusBadge tone="error">{m.daysLeft(r.daysLeft)}</StatusBadge>
              ) : (
                <StatusBadge tone="warning">{t('dashboard.restock')}</StatusBadge>
              )}
            </li>
          ))}
        </S.List>
      )}
      {more > 0 ? <small>{t('dashboard.moreMaterials', { n: more })}</small> : null}
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
  const aging = useMayCall(CALL_MENUS.aging);
  const halal = useMayCall(CALL_MENUS.halal);
  const storage = useMayCall(CALL_MENUS.storage);
  if (!sales && !pending && !products && !raw && !packaging && !margin && !halal && !storage) return null;
  return (
    <>
      <section aria-labelledby="dashboard-sales">
        <S.SectionHeading>
          <h2 id="dashboard-sales">{t('dashboard.salesTitle')}</h2>
          <p>{t('dashboard.salesText')}</p>
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
            {halal ? (
              <Suspense fallback={<Skeleton variant="rect" height="10rem" />}>
                <HalalExpiringCard />
              </Suspense>
            ) : null}
            {storage ? (
              <Suspense fallback={<Skeleton variant="rect" height="10rem" />}>
                <StorageCard />
              </Suspense>
            ) : null}
          </S.Columns>
        </S.Section>
      </section>
      {sales ? (
        <Suspense fallback={<Skeleton variant="rect" height="10rem" />}>
          <MoneyWidgets aging={aging} />
        </Suspense>
      ) : null}
    </>
  );
}
