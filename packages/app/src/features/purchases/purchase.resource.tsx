import { callOperation } from '@pawon/api-client';
import { PurchaseOrderInput, PurchaseOrderListRequest } from '@pawon/api-client/constraints';
import { StatusBadge, type StatusTone } from '@pawon/ui';
import idTexts from '../../i18n/catalogues/id/purchases.json';
import { api } from '../../lib/client';
import { formatDateShort, formatRupiah } from '../../lib/format';
import { catalogueText } from '../../lib/resource/catalogueText';
import { defineResource, type Resource } from '../../lib/resource/defineResource';
import { lazyFormBody } from '../../lib/resource/lazyFormBody';
import type { ResourceFilter } from '../../lib/resource/types';
import {
  expectedOf,
  isCancellable,
  isEditable,
  toBody,
  toFormValues,
  type PurchaseOrder,
  type PurchaseState,
  type PurchaseValues,
} from './form';
import { t } from './messages';
import { PurchaseActions } from './PurchaseActions';
import { searchVendors } from '../../lib/vendorSearch';
import * as S from './purchases.styles';

const STATES: readonly PurchaseState[] = ['draft', 'sent', 'partial', 'received', 'cancelled'];

const TONES: Record<PurchaseState, StatusTone> = {
  draft: 'neutral',
  sent: 'info',
  partial: 'warning',
  received: 'success',
  cancelled: 'error',
};

const stateFilter: ResourceFilter = {
  name: 'state',
  get label() {
    return t('purchases.filters.state');
  },
  get allLabel() {
    return t('purchases.filters.allStates');
  },
  options: () => STATES.map((s) => ({ value: s, label: t(`purchases.state.${s}`) })),
};

// Vendors are searched on the server as the user types: the screen never loads the whole table.
const vendorFilter: ResourceFilter = {
  name: 'vendorId',
  get label() {
    return t('purchases.filters.vendor');
  },
  get allLabel() {
    return t('purchases.filters.allVendors');
  },
  options: [],
  search: {
    load: searchVendors,
    labelFrom: (value, rows) =>
      (rows as PurchaseOrder[]).find((r) => String(r.vendorId) === value)?.vendor.name,
  },
  parse: Number,
};

/**
 * Purchase orders ("Pesanan Pembelian", decision 051): a vendor, lines of raw or packaging materials; a draft is
 * edited, "Kirim" locks it, "Terima barang" turns what arrived into lots and a bill of the vendor; "Batalkan" (the
 * kit's reversal: the order stays, marked, with its reason) cancels a draft, a sent order or the rest of a partly
 * received one. The list is paged, searched, sorted and filtered on the server.
 */
const base = defineResource<PurchaseOrder, PurchaseValues>({
  key: 'purchase',
  rules: { input: PurchaseOrderInput, query: PurchaseOrderListRequest },
  text: catalogueText(idTexts),
  columns: [
    { id: 'number', nowrap: true, cell: (r) => <S.Strong>{r.number}</S.Strong> },
    { id: 'vendor', value: (r) => r.vendor.name, truncate: true, grow: true },
    { id: 'date', kind: 'date' },
    {
      id: 'expectedDate',
      kind: 'date',
      sortable: false,
      value: expectedOf,
    },
    {
      id: 'state',
      nowrap: true,
      value: (r) => t(`purchases.state.${r.state}`),
      cell: (r) => <StatusBadge tone={TONES[r.state]}>{t(`purchases.state.${r.state}`)}</StatusBadge>,
    },
    // What arrived under the total ("Rp 9.500.000 diterima"): one column, so every column stays clear of the row's
    // actions at 1366 px (a column of its own for it sat under them, the vendors cut short). Said when it is not the
    // whole total: nothing yet is the state's (Draf, Dikirim), all of it too (Diterima).
    {
      id: 'total',
      kind: 'money',
      cell: (r) =>
        r.receivedValue > 0 && r.receivedValue !== r.total ? (
          <S.Stacked>
            <span>{formatRupiah(r.total)}</span>
            <S.Muted>
              <span>{formatRupiah(r.receivedValue)}</span> {t('purchases.receivedAfter')}
            </S.Muted>
          </S.Stacked>
        ) : (
          formatRupiah(r.total)
        ),
    },
  ],
  filters: [stateFilter, vendorFilter],
  defaultSort: { sortBy: 'date', sortDir: 'desc' },
  describe: (r) => r.number,
  toBody,
  extra: {
    historyEntity: 'purchaseOrder',
    formSize: 'lg',
    // Its own chunk, with react-hook-form and the pickers: the list shows without them.
    FormBody: lazyFormBody(() => import('./PurchaseOrderForm').then((module) => module.PurchaseOrderForm)),
    toFormValues: (record) => toFormValues(record),
    rowActions: ({ record }) => (
      <PurchaseActions
        record={record}
        list={base.descriptor.list}
        menuUrl={base.menu}
        title={base.descriptor.messages.title}
      />
    ),
    reversal: {
      reverse: async (record, reason) =>
        (
          await callOperation(api, 'purchaseCancel', {
            path: { id: record.id },
            body: { version: record.version, reason },
          })
        ).datas,
      label: (name) => t('purchases.cancel.action', { name }),
      get confirmLabel() {
        return t('purchases.cancel.confirm');
      },
      get reasonLabel() {
        return t('purchases.cancel.reason');
      },
      minLength: 3,
      get tooShort() {
        return t('purchases.cancel.tooShort');
      },
      get doneTitle() {
        return t('purchases.cancel.done');
      },
    },
    actionState: (record, action) => {
      if (action === 'edit' && !isEditable(record.state))
        return { disabled: true, reason: t('purchases.notDraft') };
      if (action === 'delete' && !isCancellable(record.state))
        return { disabled: true, reason: t('purchases.cancel.closed') };
      return { disabled: false };
    },
    deleteDetails: (r) => `${r.vendor.name} · ${formatDateShort(r.date)} · ${formatRupiah(r.total)}`,
  },
});

export const purchases: Resource<PurchaseOrder, PurchaseValues> = base;
export default purchases.Screen;
