import { callOperation } from '@pawon/api-client';
import { PaymentInput, PaymentListRequest, PaymentReverseRequest } from '@pawon/api-client/constraints';
import { lazy, useState } from 'react';
import { IconButton, StatusBadge } from '@pawon/ui';
import idTexts from '../../i18n/catalogues/id/payments.json';
import { api } from '../../lib/client';
import { formatDateShort, formatDateTime, formatRupiah } from '../../lib/format';
import { lazyDialog } from '../../lib/lazyDialog';
import { choices, t } from '../../lib/payment/messages';
import { methodName, paymentName, searchPaymentCustomers, type Payment } from '../../lib/payment/payment';
import * as S from '../../lib/payment/payment.styles';
import { catalogueText } from '../../lib/resource/catalogueText';
import { defineResource } from '../../lib/resource/defineResource';
import type { ResourceFilter } from '../../lib/resource/types';

// "Catat pembayaran" is the dialog the order detail opens too (lib/payment), in its own chunk.
const PaymentDialog = lazy(() => import('../../lib/payment/PaymentDialog'));
const BankImportDialog = lazy(() => import('./BankImportDialog'));
const ReceiptDialog = lazyDialog(
  () => import('../../lib/payment/Receipt').then((module) => module.ReceiptDialog),
  () => true,
);

/** The orders a payment paid, each with its amount; a reversed one keeps none. */
const allocationsText = (p: Payment) =>
  p.allocations.map((a) => `${a.number} ${formatRupiah(a.amount)}`).join(', ') || t('payments.noAllocation');

/** Received, or reversed with who, when and why. */
function PaymentState({ payment: p }: { payment: Payment }) {
  if (!p.reversedAt) return <StatusBadge tone="success">{t('payments.state.received')}</StatusBadge>;
  return (
    <S.StateCell>
      <StatusBadge tone="error">{t('payments.state.reversed')}</StatusBadge>
      <small>
        {t('payments.state.reversedBy', {
          who: p.reversedBy?.name ?? '–',
          when: formatDateTime(p.reversedAt, { month: 'short' }),
          reason: p.reverseReason ?? '–',
        })}
      </small>
    </S.StateCell>
  );
}

/** A row's receipt, to print again or send by WhatsApp. */
function ReceiptButton({ payment }: { payment: Payment }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        icon="bx-receipt"
        variant="text"
        size="sm"
        label={t('payments.receiptAction', { name: paymentName(payment) })}
        onClick={() => setOpen(true)}
      />
      {open ? <ReceiptDialog payment={payment} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

// Customers are searched on the server as the user types: the screen never loads the whole table.
const customerFilter: ResourceFilter = {
  name: 'customerId',
  get label() {
    return t('payments.filters.customer');
  },
  get allLabel() {
    return t('payments.filters.allCustomers');
  },
  options: [],
  search: {
    load: async (query) => (await searchPaymentCustomers(query)).options,
    labelFrom: (value, rows) =>
      (rows as Payment[]).find((r) => String(r.customerId) === value)?.customer.name,
  },
  parse: Number,
};

/**
 * Pembayaran (issue 38, decision 048): money received from customers, newest first, with the orders each paid and
 * what stays as deposit; a payment is reversed with a reason (it stays in the list, marked), never deleted.
 */
export const payments = defineResource<Payment>({
  key: 'payment',
  rules: { input: PaymentInput, query: PaymentListRequest },
  text: catalogueText(idTexts),
  columns: [
    // The list is sorted by date only (the contract's `sortDir`).
    { id: 'date', kind: 'date', sortable: true, width: '7rem' },
    { id: 'customer', value: (p) => p.customer.name, truncate: true, grow: true },
    { id: 'amount', kind: 'money' },
    // The method with its reference under it: one column, so the orders and the deposit stay in view at 1366 px.
    {
      id: 'method',
      value: (p) => [methodName(p.method), p.reference].filter(Boolean).join(' · '),
      cell: (p) => (
        <S.MethodCell>
          <span>{methodName(p.method)}</span>
          {p.reference ? <small title={p.reference}>{p.reference}</small> : null}
        </S.MethodCell>
      ),
      width: '8.5rem',
    },
    {
      id: 'allocations',
      // An order and its amount on a line, breaking between them when the column is narrow.
      width: '12rem',
      value: allocationsText,
      cell: (p) =>
        p.allocations.length ? (
          <S.AllocationList>
            {p.allocations.map((a) => (
              <li key={a.orderId}>
                <span>{a.number}</span> · <span>{formatRupiah(a.amount)}</span>
              </li>
            ))}
          </S.AllocationList>
        ) : (
          t('payments.noAllocation')
        ),
    },
    { id: 'deposit', kind: 'money', width: '8rem' },
    {
      id: 'state',
      value: (p) => (p.reversedAt ? t('payments.state.reversed') : t('payments.state.received')),
      cell: (p) => <PaymentState payment={p} />,
      width: '8rem',
    },
  ],
  filters: [
    customerFilter,
    {
      name: 'method',
      get label() {
        return t('payments.filters.method');
      },
      get allLabel() {
        return t('payments.filters.allMethods');
      },
      options: () => choices('payments.choices.method'),
    },
    {
      name: 'unallocated',
      get label() {
        return t('payments.filters.deposit');
      },
      get allLabel() {
        return t('payments.filters.allPayments');
      },
      options: () => [{ value: 'true', label: t('payments.filters.withDeposit') }],
      parse: (value) => value === 'true',
    },
  ],
  defaultSort: { sortBy: 'date', sortDir: 'desc' },
  describe: (p) => `${paymentName(p)} (${formatDateShort(p.date)})`,
  extra: {
    period: { defaultPreset: 'month' },
    totals: (summary) => {
      const totals = summary['totals'] as { amount: number; deposit: number } | undefined;
      return totals
        ? {
            date: t('payments.total'),
            amount: formatRupiah(totals.amount),
            deposit: formatRupiah(totals.deposit),
          }
        : {};
    },
    // Its own dialog rather than the generated form (no generated form is loaded).
    create: undefined,
    AddDialog: PaymentDialog,
    // "Impor mutasi bank": a bank statement's transfers matched to open orders (its own chunk).
    importDialog: {
      get label() {
        return t('payments.bankImport');
      },
      Dialog: BankImportDialog,
    },
    rowActions: ({ record }) => <ReceiptButton payment={record} />,
    reversal: {
      reverse: async (record, reason) =>
        (await callOperation(api, 'paymentReverse', { path: { id: record.id }, body: { reason } })).datas,
      label: (name) => t('payments.reverse.action', { name }),
      get confirmLabel() {
        return t('payments.reverse.confirm');
      },
      get reasonLabel() {
        return t('payments.reverse.reason');
      },
      minLength: PaymentReverseRequest.properties.reason.minLength,
      get tooShort() {
        return t('payments.reverse.tooShort');
      },
      get doneTitle() {
        return t('payments.reverse.done');
      },
    },
    actionState: (record, action) =>
      action === 'delete' && record.reversedAt
        ? { disabled: true, reason: t('payments.reverse.already') }
        : { disabled: false },
  },
});

export default payments.Screen;
