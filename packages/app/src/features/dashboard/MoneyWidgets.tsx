import { callOperation, type OkOf } from '@pawon/api-client';
import { Link } from 'react-router-dom';
import { Card, EmptyState, ErrorState, Skeleton, StatCard, StatusBadge, type IconName } from '@pawon/ui';
import idTexts from '../../i18n/catalogues/id/dashboardMoney.json';
import { catalogueArea } from '../../i18n/area';
import { api } from '../../lib/client';
import { formatDateShort, formatRupiah } from '../../lib/format';
import { createLookup } from '../../lib/lookups';
import { t } from './messages';
import { useWidgetData } from './streaming';
import * as S from './dashboard.styles';

/** The texts of this widget, in the current language (catalogues/<locale>/dashboardMoney.json): its own chunk. */
const tr = catalogueArea(idTexts);

/**
 * The day's money (`report/money`), stale after a write to payments or orders (a payment recorded, an order
 * delivered or released moves it).
 */
export const moneyFigures = createLookup(['payment', 'transaction'], 'moneyFigures', () =>
  callOperation(api, 'reportMoney', {}),
);

/** Rupiah that never breaks between `Rp` and its digits. */
const rp = (amount: number) => formatRupiah(amount).replace(' ', '\u00a0');

type Figures = OkOf<'reportMoney'>;

/** The four cards: what each counts, its amount and the line under it, read in the current language. */
const MONEY_CARDS: ReadonlyArray<{
  label: () => string;
  icon: IconName;
  tone: 'success' | 'info' | 'warning' | 'primary';
  amount: (f: Figures) => number;
  note: (f: Figures) => string;
}> = [
  {
    label: () => tr('dashboardMoney.received'),
    icon: 'bx-money',
    tone: 'success',
    amount: (f) => f.received.amount,
    note: (f) =>
      f.received.byMethod
        .map((m) => `${tr(`dashboardMoney.methods.${m.method}`)} ${rp(m.amount)}`)
        .join(' · ') || tr('dashboardMoney.receivedNone'),
  },
  {
    label: () => tr('dashboardMoney.due'),
    icon: 'bx-calendar',
    tone: 'info',
    amount: (f) => f.due.amount,
    note: (f) => tr('dashboardMoney.dueOrders', { n: f.due.orders, date: formatDateShort(f.due.until) }),
  },
  {
    label: () => tr('dashboardMoney.overdue'),
    icon: 'bx-error-circle',
    tone: 'warning',
    amount: (f) => f.overdue.amount,
    note: (f) =>
      tr('dashboardMoney.overdueCount', { orders: f.overdue.orders, customers: f.overdue.customers }),
  },
  {
    label: () => tr('dashboardMoney.held'),
    icon: 'bx-lock',
    tone: 'primary',
    amount: (f) => f.held.amount,
    note: (f) => tr('dashboardMoney.heldCount', { n: f.held.orders }),
  },
];

/**
 * "Uang": money in today (by method), what falls due in the next seven days, what is overdue and the five customers
 * owing most of it, and the orders held for credit, each a way to the screen that acts on it. Its own chunk.
 */
export default function MoneyWidgets({ aging }: { /** The user may open Umur Piutang. */ aging: boolean }) {
  const { data, error, retry } = useWidgetData(moneyFigures);
  return (
    <section aria-labelledby="dashboard-money">
      <S.SectionHeading>
        <h2 id="dashboard-money">{tr('dashboardMoney.title')}</h2>
        <p>{tr('dashboardMoney.text')}</p>
      </S.SectionHeading>
      {error ? (
        <ErrorState title={t('dashboard.loadFailed')} onRetry={retry} />
      ) : (
        <S.Section>
          <S.Cards>
            {MONEY_CARDS.map((card) => (
              <StatCard
                key={card.icon}
                label={card.label()}
                icon={card.icon}
                tone={card.tone}
                loading={!data}
                value={data ? formatRupiah(card.amount(data)) : ''}
                note={data ? card.note(data) : undefined}
              />
            ))}
          </S.Cards>
          <S.Columns>
            <Card title={tr('dashboardMoney.top')} subtitle={tr('dashboardMoney.topText')}>
              {!data ? (
                <Skeleton variant="text" lines={3} />
              ) : data.overdue.top.length === 0 ? (
                <EmptyState icon="bx-check-circle" title={tr('dashboardMoney.topNone')} headingLevel="h3" />
              ) : (
                <S.List aria-label={tr('dashboardMoney.top')}>
                  {data.overdue.top.map((row) => (
                    <li key={row.customerId}>
                      <span>
                        <strong>{row.name}</strong>
                        <small>{tr('dashboardMoney.topRow', { orders: row.orders, days: row.days })}</small>
                      </span>
                      <StatusBadge tone="error">{rp(row.amount)}</StatusBadge>
                    </li>
                  ))}
                </S.List>
              )}
              {aging && data && data.overdue.top.length > 0 ? (
                <Link to="/report/aging">{tr('dashboardMoney.openAging')}</Link>
              ) : null}
              {data && data.held.orders > 0 ? (
                <Link to="/transaction/data?held=true">{tr('dashboardMoney.openHeld')}</Link>
              ) : null}
            </Card>
          </S.Columns>
        </S.Section>
      )}
    </section>
  );
}
