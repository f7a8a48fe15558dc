import { StandingOrderListRequest } from '@pawon/api-client/constraints';
import { resourceMenus } from '@pawon/api-client/resourceMenus';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { IconButton, StatusBadge } from '@pawon/ui';
import idTexts from '../../i18n/catalogues/id/standingOrders.json';
import { addDays, formatDateShort, todayIn } from '../../lib/format';
import { catalogueText } from '../../lib/resource/catalogueText';
import { defineResource, type Resource } from '../../lib/resource/defineResource';
import { lazyFormBody } from '../../lib/resource/lazyFormBody';
import { ResourceListScreen } from '../../lib/resource/ResourceListScreen';
import type { ResourceFilter } from '../../lib/resource/types';
import { useRights } from '../../lib/rights';
import { standingOrderConflict } from './conflict';
import { toBody, toFormValues, type StandingOrderRecord, type StandingOrderValues } from './form';
import { t } from './messages';
import { isoWeekday } from './schedule';
import { RunsDialog, StandingOrderTools } from './StandingOrderTools';
import { packsText, scheduleText, statusOf, weekdayName } from './text';
import * as S from './standingOrders.styles';

/** A yes/no filter kept in the URL as `true`/`false`. */
const flagFilter = (
  name: 'paused' | 'failing',
  choices: () => Array<{ value: 'true' | 'false'; label: string }>,
): ResourceFilter => ({
  name,
  get label() {
    return t(`standingOrders.filters.${name}`);
  },
  get allLabel() {
    return t('standingOrders.filters.all');
  },
  options: () => choices(),
  parse: (value) => value === 'true',
});

/** A business date with its short weekday, the day a delivery is planned by: `Rab, 2 Des 2026`. */
const dayText = (date: string) => `${weekdayName(isoWeekday(date), 'short')}, ${formatDateShort(date)}`;

/**
 * The latest order made, opening it in Data Transaksi for those who may see orders: the list searched by its number
 * over the days it can be dated (it is made at most 14 days, the longest lead, before its delivery).
 */
function LastOrder({ order }: { order: NonNullable<StandingOrderRecord['lastOrder']> }) {
  const menu = resourceMenus.transaction;
  const mayOpen = useRights(menu).view;
  const search = new URLSearchParams({
    q: order.number,
    period: 'range',
    from: addDays(order.deliveryDate, -14),
    to: order.deliveryDate,
  });
  return (
    <S.Stacked>
      {mayOpen ? (
        <Link to={`${menu}?${search}`} title={t('standingOrders.openOrder', { number: order.number })}>
          {order.number}
        </Link>
      ) : (
        <span>{order.number}</span>
      )}
      <S.Muted>{t('standingOrders.lastOrderFor', { date: formatDateShort(order.deliveryDate) })}</S.Muted>
    </S.Stacked>
  );
}

function Status({ record }: { record: StandingOrderRecord }) {
  const status = statusOf(record, todayIn());
  return (
    <S.Badges>
      <StatusBadge tone={status === 'active' ? 'success' : status === 'paused' ? 'neutral' : 'info'}>
        {t(`standingOrders.status.${status}`)}
      </StatusBadge>
      {record.failing > 0 ? (
        <StatusBadge tone="warning" title={t('standingOrders.failingTitle', { n: record.failing })}>
          {t('standingOrders.failing', { n: record.failing })}
        </StatusBadge>
      ) : null}
    </S.Badges>
  );
}

/** A row's "Riwayat pembuatan": the days this standing order came due, each order made or why not. */
function RunsButton({ record }: { record: StandingOrderRecord }) {
  const [open, setOpen] = useState(false);
  const name = record.customer.name;
  return (
    <>
      <IconButton
        icon="bx-list-check"
        variant="text"
        label={t('standingOrders.runs.rowLabel', { name })}
        onClick={() => setOpen(true)}
      />
      <RunsDialog open={open} onClose={() => setOpen(false)} standingOrder={{ id: record.id, name }} />
    </>
  );
}

/**
 * Standing orders ("Langganan", issue 39): a customer's packs delivered on set weekdays or every N days; every day
 * at the business profile's time the server makes the order of each delivery day due, once, and lists the days it
 * could not make (runs).
 */
const base = defineResource<StandingOrderRecord, StandingOrderValues>({
  key: 'standingOrder',
  // No input rules: the form is its own (StandingOrderForm, with the contract's bounds), and every resource route
  // loads the rules the kit is given (the shared `rules` chunk).
  rules: { query: StandingOrderListRequest },
  text: catalogueText(idTexts),
  columns: [
    {
      id: 'customer',
      value: (r) => r.customer.name,
      cell: (r) => (
        <S.Stacked>
          <S.Strong title={r.customer.name}>{r.customer.name}</S.Strong>
          {r.customer.phone ? <S.Muted>{r.customer.phone}</S.Muted> : null}
        </S.Stacked>
      ),
    },
    { id: 'schedule', value: scheduleText, sortable: false, nowrap: true },
    // The packs take the room left (a customer's name is never cut; a long list of packs is, in full in its title).
    { id: 'packs', value: (r) => packsText(r.packs), sortable: false, grow: true },
    { id: 'nextDate', value: (r) => (r.nextDate ? dayText(r.nextDate) : '–'), nowrap: true },
    {
      id: 'lastOrder',
      sortable: false,
      nowrap: true,
      value: (r) => r.lastOrder?.number ?? '–',
      cell: (r) => (r.lastOrder ? <LastOrder order={r.lastOrder} /> : '–'),
    },
    {
      id: 'status',
      sortable: false,
      nowrap: true,
      value: (r) => t(`standingOrders.status.${statusOf(r, todayIn())}`),
      cell: (r) => <Status record={r} />,
    },
  ],
  filters: [
    flagFilter('paused', () => [
      { value: 'false', label: t('standingOrders.filters.runningOnly') },
      { value: 'true', label: t('standingOrders.filters.pausedOnly') },
    ]),
    flagFilter('failing', () => [{ value: 'true', label: t('standingOrders.filters.failingOnly') }]),
  ],
  describe: (r) => r.customer.name,
  toBody,
  extra: {
    historyEntity: 'standingOrder',
    formSize: 'lg',
    // Its own chunk, with react-hook-form, the pickers and the pack editor: the list shows without them.
    FormBody: lazyFormBody(() => import('./StandingOrderForm').then((module) => module.StandingOrderForm)),
    toFormValues: (record) => toFormValues(record),
    // A stale save names what differs in words (pickers hold ids) and keeps what was typed.
    conflict: standingOrderConflict,
    rowActions: ({ record }) => <RunsButton record={record} />,
    deleteDetails: (r) => `${scheduleText(r)} · ${packsText(r.packs)}`,
  },
});

/** The list with its toolbar's "Riwayat pembuatan" (every standing order) and "Buat pesanan sekarang". */
const Screen = () => (
  <ResourceListScreen
    resource={base.descriptor}
    toolbarExtra={<StandingOrderTools list={base.descriptor} />}
  />
);

export const standingOrders: Resource<StandingOrderRecord, StandingOrderValues> = { ...base, Screen };
export default Screen;
