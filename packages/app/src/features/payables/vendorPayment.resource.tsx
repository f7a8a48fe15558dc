import { callOperation } from '@pawon/api-client';
import {
  PaymentReverseRequest,
  VendorPaymentInput,
  VendorPaymentListRequest,
} from '@pawon/api-client/constraints';
import { lazy, Suspense } from 'react';
import { StatusBadge } from '@pawon/ui';
import idTexts from '../../i18n/catalogues/id/payables.json';
import { api } from '../../lib/client';
import { formatDateShort, formatDateTime, formatRupiah } from '../../lib/format';
import { catalogueText } from '../../lib/resource/catalogueText';
import { defineResource, type Resource } from '../../lib/resource/defineResource';
import type { ResourceFilter } from '../../lib/resource/types';
import { searchVendors } from '../../lib/vendorSearch';
import { choices, t } from './messages';
import { methodName, paymentName, type VendorPayment } from './payment';
import { PayablesScreen } from './PayablesScreen';
import * as S from './payables.styles';

// "Catat pembayaran" (react-hook-form, the money field) is its own chunk.
const LazyPaymentDialog = lazy(() => import('./VendorPaymentDialog'));

function PaymentState({ payment: p }: { payment: VendorPayment }) {
  if (!p.reversedAt) return <StatusBadge tone="success">{t('payables.state.paid')}</StatusBadge>;
  return (
    <S.StateCell>
      <StatusBadge tone="error">{t('payables.state.reversed')}</StatusBadge>
      <small>
        {t('payables.state.reversedBy', {
          who: p.reversedBy?.name ?? '–',
          when: formatDateTime(p.reversedAt, { month: 'short' }),
          reason: p.reverseReason ?? '–',
        })}
      </small>
    </S.StateCell>
  );
}

const vendorFilter: ResourceFilter = {
  name: 'vendorId',
  get label() {
    return t('payables.filters.vendor');
  },
  get allLabel() {
    return t('payables.filters.allVendors');
  },
  options: [],
  search: {
    load: searchVendors,
    labelFrom: (value, rows) =>
      (rows as VendorPayment[]).find((r) => String(r.vendorId) === value)?.vendor.name,
  },
  parse: Number,
};

/**
 * Payments to vendors (decision 051), the "Pembayaran" tab of Hutang: each pays the vendor's open bills oldest due
 * first, the rest paid ahead; a reversal keeps the payment, marked, with its reason.
 */
const base = defineResource<VendorPayment>({
  key: 'vendorPayment',
  rules: { input: VendorPaymentInput, query: VendorPaymentListRequest },
  text: catalogueText(idTexts),
  columns: [
    { id: 'date', kind: 'date', sortable: true, width: '7rem' },
    { id: 'vendor', value: (p) => p.vendor.name, truncate: true, grow: true },
    { id: 'amount', kind: 'money' },
    {
      id: 'method',
      value: (p) => [methodName(p.method), p.reference].filter(Boolean).join(' · '),
      width: '9rem',
    },
    {
      id: 'allocations',
      width: '12rem',
      value: (p) => p.allocations.map((a) => `${a.number} ${formatRupiah(a.amount)}`).join(', '),
      cell: (p) =>
        p.allocations.length ? (
          <S.AllocationList>
            {p.allocations.map((a) => (
              <li key={a.billId}>
                {a.number} · {formatRupiah(a.amount)}
              </li>
            ))}
          </S.AllocationList>
        ) : (
          t('payables.noAllocation')
        ),
    },
    { id: 'credit', kind: 'money', width: '8rem' },
    {
      id: 'state',
      value: (p) => (p.reversedAt ? t('payables.state.reversed') : t('payables.state.paid')),
      cell: (p) => <PaymentState payment={p} />,
      width: '9rem',
    },
  ],
  filters: [
    vendorFilter,
    {
      name: 'method',
      get label() {
        return t('payables.filters.method');
      },
      get allLabel() {
        return t('payables.filters.allMethods');
      },
      options: () => choices('payables.choices.method'),
    },
  ],
  defaultSort: { sortBy: 'date', sortDir: 'desc' },
  describe: (p) => `${paymentName(p)} (${formatDateShort(p.date)})`,
  extra: {
    period: { defaultPreset: 'month' },
    totals: (summary) => {
      const totals = summary['totals'] as { amount: number; credit: number } | undefined;
      return totals
        ? {
            date: t('payables.total'),
            amount: formatRupiah(totals.amount),
            credit: formatRupiah(totals.credit),
          }
        : {};
    },
    create: undefined,
    AddDialog: (props) =>
      props.open ? (
        <Suspense fallback={null}>
          <LazyPaymentDialog {...props} list={base.descriptor.list} />
        </Suspense>
      ) : null,
    reversal: {
      reverse: async (record, reason) =>
        (await callOperation(api, 'vendorPaymentReverse', { path: { id: record.id }, body: { reason } }))
          .datas,
      label: (name) => t('payables.reverse.action', { name }),
      get confirmLabel() {
        return t('payables.reverse.confirm');
      },
      get reasonLabel() {
        return t('payables.reverse.reason');
      },
      minLength: PaymentReverseRequest.properties.reason.minLength,
      get tooShort() {
        return t('payables.reverse.tooShort');
      },
      get doneTitle() {
        return t('payables.reverse.done');
      },
    },
    actionState: (record, action) =>
      action === 'delete' && record.reversedAt
        ? { disabled: true, reason: t('payables.reverse.already') }
        : { disabled: false },
  },
});

/** Hutang: the payables aging and the payments, as two tabs (`?view=payments`). */
const Screen = () => <PayablesScreen payments={base.descriptor} PaymentDialog={LazyPaymentDialog} />;

export const vendorPayments: Resource<VendorPayment> = { ...base, Screen };
export default Screen;
