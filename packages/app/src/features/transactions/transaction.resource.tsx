import { callOperation, type BodyOf, type OkOf } from '@pawon/api-client';
import { written } from '../../lib/query/lists';
import { TransactionInput, TransactionListRequest } from '@pawon/api-client/constraints';
import { useSetAtom, useStore } from 'jotai';
import { lazy, Suspense, useRef, useState, type ComponentProps } from 'react';
import { Icon, IconButton, Menu, StatusBadge, type MenuEntry } from '@pawon/ui';
import { api } from '../../lib/client';
import { errorMessage } from '../../lib/errors';
import { notifyAtom } from '../../lib/feedback';
import { appStore } from '../../lib/store';
import { formatClock, formatDateShort, formatQuantity, formatRupiah, todayIn } from '../../lib/format';
import { t as tCommon } from '../../lib/messages';
import { defineResource } from '../../lib/resource/defineResource';
import { lazyFormBody } from '../../lib/resource/lazyFormBody';
import type { ResourceFilter, RowActionContext } from '../../lib/resource/types';
import { useRights } from '../../lib/rights';
import { choices, t } from './messages';
import idTexts from '../../i18n/catalogues/id/transactions.json';
import { catalogueText } from '../../lib/resource/catalogueText';
import { orderExportRows } from './exportMessages';
import { OrderDetail } from './OrderDetail';
import { packChoices, pickedNamesAtom, searchCustomers, searchProducts } from '../../lib/order/pickers';
import { namesOf, orderDifferences, reapplyOrder } from './orderConflict';
import { PrintOrder, TraceOrder } from './dialogs';
import { lazyDialog } from '../../lib/lazyDialog';
import {
  fromBody,
  stateCounts,
  toBody,
  toFormValues,
  whatsAppLink,
  type OrderRecord,
  type OrderValues,
} from './order';
import { STATUS_RIGHT, useReleaseHoldBlocked, useUndeliverBlocked } from './rights';
import { isHeld, paymentBadge } from './money';
import * as S from './transactions.styles';
import { queryClientOf } from '../../lib/query/queryClient';

// The filters' words are read when shown (getters), so that they follow a switch of language.
const stateFilter = (name: 'payment' | 'packing' | 'delivery'): ResourceFilter => ({
  name,
  get label() {
    return t(`transactions.labels.${name}`);
  },
  get allLabel() {
    return t('transactions.allStates');
  },
  options: () => choices(`transactions.choices.${name}`),
  counts: stateCounts,
});

/**
 * Money filters (issue 38): orders past their due date with a balance open, and orders held for credit (the
 * dashboard links to the held ones). Each is one choice; "all" leaves it out.
 */
const flagFilter = (name: 'overdue' | 'held'): ResourceFilter => ({
  name,
  get label() {
    return t(`transactions.money.filters.${name}`);
  },
  get allLabel() {
    return t('transactions.allStates');
  },
  options: () => [{ value: 'true', label: t(`transactions.money.filters.${name}Only`) }],
  parse: (value) => value === 'true',
});

// Customers and products are searched on the server as the user types: the screen never loads either table.
const customerFilter: ResourceFilter = {
  name: 'customerId',
  get label() {
    return t('transactions.labels.customer');
  },
  get allLabel() {
    return t('transactions.allCustomers');
  },
  options: [],
  search: {
    load: async (query) => (await searchCustomers(query)).options,
    labelFrom: (value, rows) =>
      (rows as OrderRecord[]).find((r) => String(r.customerId) === value)?.customer.name,
  },
  parse: Number,
};

const productFilter: ResourceFilter = {
  name: 'productId',
  get label() {
    return t('transactions.product');
  },
  get allLabel() {
    return t('transactions.allProducts');
  },
  options: [],
  search: {
    // Inactive products too: old orders still name them.
    load: async (query) => (await searchProducts(query, { all: true })).options,
    labelFrom: (value, rows) => {
      const line = (rows as OrderRecord[])
        .flatMap((r) => r.packs.flatMap((p) => p.lines))
        .find((l) => String(l.productId) === value);
      return line ? `${line.product.code} – ${line.product.name}` : undefined;
    },
  },
  parse: Number,
};

type StatePatch = { payment?: 'paid'; packing?: 'packed'; delivery?: 'delivered' };

/** Saves one state change of a row (paid, packed, delivered); packing takes the fresh stock then. */
function useStateChange(record: OrderRecord) {
  const store = useStore();
  const notify = useSetAtom(notifyAtom);
  const [busy, setBusy] = useState(false);
  const change = async (patch: StatePatch, done: string) => {
    setBusy(true);
    try {
      // Moving forward has its own right (the cashier's); going back is a change of the order. Without a
      // connection the change waits in the offline queue, sent later with the same idempotency key (decision 039).
      const { submitWrite } = await import('../../lib/offline/writes');
      const { t: tOffline } = await import('../../lib/offline/messages');
      // Queued, it is a mark waiting to be sent: named by its order and state, not by what the server would do.
      const state =
        patch.payment !== undefined
          ? t(`transactions.choices.payment.${patch.payment}`)
          : patch.packing !== undefined
            ? t(`transactions.choices.packing.${patch.packing}`)
            : t(`transactions.choices.delivery.${patch.delivery!}`);
      const mark = { number: record.number, state };
      const answer = (await submitWrite(
        store,
        'transactionStatus',
        { id: record.id, version: record.version, ...patch },
        tOffline('offline.statusLabel', mark),
        { queuedText: tOffline('offline.queuedStatus', mark) },
      )) as OkOf<'transactionStatus'>;
      void written(store, transactions.descriptor.list, { updated: answer.datas });
      notify({ status: 'success', title: tCommon('common.saved'), text: done });
    } catch (error) {
      // Queued offline (lib/offline/queued.ts, checked by name: the class is in the offline chunk).
      if (error instanceof Error && error.name === 'QueuedOffline')
        notify({ status: 'info', title: (error as Error & { title: string }).title, text: error.message });
      else notify({ status: 'error', title: tCommon('common.failed'), text: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  /** An order the server answered after a correction (a return, an undone delivery): into the list and lookups. */
  const saved = (order: OrderRecord) => {
    void written(store, transactions.descriptor.list, { updated: order });
  };
  return { busy, change, saved };
}

// The detail's own "Batalkan pengiriman" dialog, from the returns chunk the detail loads too.
const UndeliverDialog = lazyDialog(
  () => import('./OrderReturns').then((module) => module.UndeliverDialog),
  () => true,
);

// The detail's "Lepas tahanan" dialog, from the chunk the detail loads too.
const ReleaseHoldDialog = lazyDialog(
  () => import('./CreditHold').then((module) => module.ReleaseHoldDialog),
  () => true,
);

/**
 * A row's actions: the detail, then one menu with the next states (paid, packed, delivered: one choice each, the
 * stock effect named), on a delivered order "Batalkan pengiriman" (as on the detail), print, trace and WhatsApp, so
 * the row stays narrow and its states stay in view.
 */
function OrderActions({ record, history, remove, deleteReason, canDelete }: RowActionContext<OrderRecord>) {
  const mayMark = useRights(STATUS_RIGHT).view;
  const undeliverBlocked = useUndeliverBlocked(record);
  const releaseBlocked = useReleaseHoldBlocked();
  const held = isHeld(record);
  const { busy, change, saved } = useStateChange(record);
  const [dialog, setDialog] = useState<'print' | 'trace' | 'undeliver' | 'release' | null>(null);
  const moreButton = useRef<HTMLButtonElement>(null);
  const close = () => setDialog(null);
  const share = () =>
    window.open(
      whatsAppLink(record, { money: formatRupiah, qty: formatQuantity, date: formatDateShort }),
      '_blank',
      'noopener',
    );
  const next: MenuEntry[] = [];
  // Without the right the next states stay in the menu, disabled, and the menu says which right they need.
  if (record.payment === 'unpaid')
    next.push({
      label: t('transactions.markPaid'),
      icon: 'bx-wallet',
      disabled: busy || !mayMark,
      onSelect: () => void change({ payment: 'paid' }, t('transactions.paidDone', { n: record.number })),
    });
  if (record.packing === 'unpacked')
    next.push({
      label: t('transactions.markPacked'),
      icon: 'bx-package',
      disabled: busy || !mayMark || held,
      onSelect: () => void change({ packing: 'packed' }, t('transactions.packedDone', { n: record.number })),
    });
  // Delivering an unpacked order packs it first (server rule): its fresh lines take their batches then.
  const packsToo = record.packing === 'unpacked';
  if (record.delivery === 'pending')
    next.push({
      label: t(packsToo ? 'transactions.markDeliveredPacks' : 'transactions.markDelivered'),
      icon: 'bx-car',
      disabled: busy || !mayMark || held,
      onSelect: () =>
        void change(
          { delivery: 'delivered' },
          t(packsToo ? 'transactions.deliveredPackedDone' : 'transactions.deliveredDone', {
            n: record.number,
          }),
        ),
    });
  // A held order is neither packed nor delivered until someone with "Lepas Tahanan Kredit" releases it (server rule).
  const hold: MenuEntry[] = held
    ? [
        {
          group: releaseBlocked
            ? `${t('transactions.money.held')}: ${releaseBlocked}`
            : t('transactions.money.heldTitle'),
        },
        {
          label: t('transactions.money.release'),
          icon: 'bx-lock-open',
          disabled: busy || releaseBlocked !== null,
          onSelect: () => setDialog('release'),
        },
        'separator',
      ]
    : [];
  // Undoing a delivery has its own right; without it (or while the order has returns) the entry says why.
  const correction: MenuEntry[] =
    record.delivery === 'delivered'
      ? [
          {
            group: undeliverBlocked
              ? `${t('transactions.correction')}: ${undeliverBlocked}`
              : t('transactions.correction'),
          },
          {
            label: t('transactions.undeliver'),
            icon: 'bx-revision',
            disabled: busy || undeliverBlocked !== null,
            onSelect: () => setDialog('undeliver'),
          },
          'separator',
        ]
      : [];
  return (
    <S.Actions>
      <OrderDetail order={record} onChanged={saved} />
      <Menu
        trigger={
          <IconButton
            ref={moreButton}
            icon="bx-dots-vertical-rounded"
            variant="text"
            size="sm"
            label={t('transactions.more', { n: record.number })}
            loading={busy}
          />
        }
        items={[
          ...hold,
          ...(next.length
            ? [
                {
                  group: mayMark
                    ? t('transactions.nextStates')
                    : `${t('transactions.nextStates')}: ${t('transactions.needsStatusRight')}`,
                },
                ...next,
                'separator' as const,
              ]
            : []),
          ...correction,
          { label: t('transactions.printLabel'), icon: 'bx-printer', onSelect: () => setDialog('print') },
          { label: t('transactions.traceLabel'), icon: 'bx-git-branch', onSelect: () => setDialog('trace') },
          { label: t('transactions.share'), icon: 'bxl-whatsapp', onSelect: share },
          // History and delete fold into this menu (`foldActions`): the row keeps room for the customer's name.
          ...(history || canDelete ? ['separator' as const] : []),
          ...(history
            ? [{ label: t('transactions.historyLabel'), icon: 'bx-history' as const, onSelect: history }]
            : []),
          ...(canDelete
            ? [
                ...(deleteReason ? [{ group: deleteReason }] : []),
                {
                  label: t('transactions.deleteLabel', { n: record.number }),
                  icon: 'bx-trash' as const,
                  tone: 'danger' as const,
                  disabled: busy || Boolean(deleteReason),
                  onSelect: remove,
                },
              ]
            : []),
        ]}
      />
      {dialog === 'print' ? <PrintOrder order={record} onClose={close} /> : null}
      {dialog === 'trace' ? <TraceOrder order={record} onClose={close} /> : null}
      {dialog === 'release' ? (
        <ReleaseHoldDialog
          order={record}
          onChanged={saved}
          open
          onClose={close}
          returnFocusTo={() => moreButton.current}
        />
      ) : null}
      {dialog === 'undeliver' ? (
        <UndeliverDialog
          order={record}
          onChanged={saved}
          onClose={close}
          returnFocusTo={() => moreButton.current}
        />
      ) : null}
    </S.Actions>
  );
}

// The bulk bar (its dialogs, previews and export) is its own chunk, asked for at the first choice of a row; it stays
// mounted from then on, so its results dialog outlives the selection it cleared.
const LazyBulkBar = lazy(() => import('./BulkActions').then((module) => ({ default: module.OrderBulkBar })));

function OrderBulk(props: ComponentProps<typeof LazyBulkBar>) {
  const [wanted, setWanted] = useState(false);
  if (!wanted && (props.selection.allMatching || props.selection.records.length > 0)) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <LazyBulkBar {...props} />
    </Suspense>
  ) : null;
}

const badge = (tone: 'success' | 'warning' | 'error' | 'info' | 'neutral', text: string) => (
  <StatusBadge tone={tone}>{text}</StatusBadge>
);

/**
 * When a pending order is to be sent, in the row's one date format: only the time when it goes on the order's
 * own date (that date is in the row already).
 */
export const deliveryWhen = (o: Pick<OrderRecord, 'date' | 'deliveryDate' | 'deliveryTime'>) =>
  o.deliveryDate === o.date && o.deliveryTime
    ? formatClock(o.deliveryTime)
    : `${dateInYear(o.deliveryDate ?? o.date, o.date.slice(0, 4))}${o.deliveryTime ? ` ${formatClock(o.deliveryTime)}` : ''}`;

/**
 * A business date in the row's short format, without its year when that is the year given (`3 Des`, `Dec 3`): the
 * list at 1366 px leaves that room to the customer's name (issue 37). Another year is written out.
 */
export const dateInYear = (date: string, year: string = todayIn().slice(0, 4)) => {
  const text = formatDateShort(date);
  return date.startsWith(`${year}-`) ? text.replace(new RegExp(`,?\\s*${year}$`), '') : text;
};

/** Sales orders: packs of lines, stock taken from lots and batches by the server, three states. */
export const transactions = defineResource<OrderRecord, OrderValues>({
  key: 'transaction',
  operations: {
    list: 'transactionList',
    add: 'transactionAdd',
    update: 'transactionUpdate',
    delete: 'transactionDelete',
    export: 'transactionExport',
  },
  // "Ekspor": every order the list's filters match, one row per order or one per line of its packs.
  exportVariants: { param: 'rows', options: orderExportRows },
  rules: { input: TransactionInput, query: TransactionListRequest },
  text: catalogueText(idTexts),
  columns: [
    { id: 'number', nowrap: true },
    { id: 'date', value: (o) => dateInYear(o.date), nowrap: true },
    {
      id: 'customer',
      value: (o) => o.customer.name,
      truncate: true,
      grow: true,
      // An order a standing order made says so before its customer, in the customer's room (no column widens).
      cell: (o) =>
        o.standingOrderId ? (
          <>
            <Icon name="bx-repeat" label={t('transactions.fromStandingOrder')} /> {o.customer.name}
          </>
        ) : (
          o.customer.name
        ),
    },
    { id: 'itemCount', kind: 'quantity', sortable: false, hideInCard: true },
    { id: 'total', kind: 'money' },
    {
      id: 'status',
      sortable: false,
      nowrap: true,
      value: (o) =>
        [
          paymentBadge(o).text,
          t(`transactions.choices.packing.${o.packing}`),
          o.delivery === 'pending' && o.deliveryDate
            ? t('transactions.sendAt', { when: deliveryWhen(o) })
            : t(`transactions.choices.delivery.${o.delivery}`),
        ].join(', '),
      cell: (o) => (
        <S.States>
          {badge(paymentBadge(o).tone, paymentBadge(o).text)}
          {badge(o.packing === 'packed' ? 'info' : 'neutral', t(`transactions.states.packing.${o.packing}`))}
          {o.delivery === 'pending' && o.deliveryDate
            ? badge('warning', t('transactions.sendAt', { when: deliveryWhen(o) }))
            : badge(
                o.delivery === 'delivered' ? 'success' : 'warning',
                t(`transactions.states.delivery.${o.delivery}`),
              )}
        </S.States>
      ),
    },
  ],
  filters: [
    stateFilter('payment'),
    stateFilter('packing'),
    stateFilter('delivery'),
    flagFilter('overdue'),
    flagFilter('held'),
    customerFilter,
    productFilter,
  ],
  defaultSort: { sortBy: 'date', sortDir: 'desc' },
  describe: (o) => o.number,
  moveUpdatedToFront: true,
  extra: {
    historyEntity: 'transaction',
    // Ten or more orders in view at 1366×768; on a phone a card of four short lines (under 160 px).
    density: 'compact',
    foldFilters: true,
    cardTemplate:
      '"select number total" "select customer date" "select status status" "select actions actions"',
    // A new order dated within the period shown stays at the front without a reload (one round trip).
    period: { defaultPreset: 'month', dateOf: (order: OrderRecord) => order.date },
    totals: (summary) => {
      const totals = summary['totals'] as { total: number; itemCount: number } | undefined;
      return totals
        ? {
            number: t('transactions.total'),
            itemCount: formatQuantity(totals.itemCount),
            total: formatRupiah(totals.total),
          }
        : {};
    },
    formSize: 'lg',
    // A new order typed at the counter survives a reload or a closed tab as a draft on the device (issue 37).
    keepsDraft: true,
    queued: 'transactionAdd', // orders saved offline show on top of the list until sent (decision 039)
    // Its own chunk, with react-hook-form, the pickers and the fields: the list shows without them (issue 17).
    FormBody: lazyFormBody(() => import('./OrderForm').then((module) => module.OrderForm)),
    toFormValues: (record) => toFormValues(record),
    // Through the offline queue (decision 039): sent with an idempotency key; without a connection it waits on the
    // device and the dialog says so. A customer added offline cannot be picked until it is synced (the picker
    // searches the server).
    fromBody: (body) => fromBody(body as BodyOf<'transactionAdd'>),
    create: async (values, options) => {
      const body = toBody(values);
      const { submitWrite } = await import('../../lib/offline/writes');
      const { t: tOffline } = await import('../../lib/offline/messages');
      const customer = appStore.get(pickedNamesAtom).customers.get(body.customerId) ?? `#${body.customerId}`;
      const label = tOffline('offline.orderLabel', {
        customer,
        packs: body.packs.reduce((n, p) => n + p.count, 0),
      });
      return ((await submitWrite(appStore, 'transactionAdd', body, label, options)) as OkOf<'transactionAdd'>)
        .datas;
    },
    update: async (record, values) =>
      (
        await callOperation(api, 'transactionUpdate', {
          body: { id: record.id, version: record.version, ...toBody(values) },
        })
      ).datas,
    // A stale save names the fields and packs that differ (pickers hold ids) and keeps what was typed line by line.
    conflict: {
      differences: ({ theirs, opened, theirValues, yours, openedValues, store }) => {
        const picked = store.get(pickedNamesAtom);
        const packs = queryClientOf(store).getQueryData(packChoices.queryKey) ?? [];
        const names = namesOf([opened, theirs], {
          ...picked,
          materials: new Map(packs.map((p) => [p.id, p.name])),
        });
        return orderDifferences(theirValues, yours, openedValues, names);
      },
      reapply: reapplyOrder,
    },
    rowActions: (context) => <OrderActions {...context} />,
    foldActions: true,
    bulk: (selection) => <OrderBulk selection={selection} list={transactions.descriptor.list} />,
    actionState: (record, action) =>
      action === 'delete' && record.delivery === 'delivered'
        ? { disabled: true, reason: t('transactions.deliveredNoDelete') }
        : { disabled: false },
    deleteDetails: (o) =>
      `${formatRupiah(o.total)} · ${formatQuantity(o.itemCount)} item · ${o.customer.name}`,
  },
});

export default transactions.Screen;
