import type { Schemas } from '@pawon/api-client';
import { formatRupiah } from '../../lib/format';
import { AGING_FIGURES, type AgingFigure } from '../../lib/report/aging';
import type { RecordOf } from '../../lib/resource/defineResource';
import { t } from './messages';

export type VendorPayment = RecordOf<'vendorPaymentList'>;
export type PayablesRow = Schemas['PayablesRow'];
export type PaymentMethod = Schemas['PaymentMethod'];

export const methodName = (method: PaymentMethod) => t(`payables.choices.method.${method}`);

/** A payment in a sentence: `Rp 500.000 ke CV Sumber Tani`. */
export const paymentName = (p: Pick<VendorPayment, 'amount' | 'vendor'>) =>
  t('payables.name', { amount: formatRupiah(p.amount), vendor: p.vendor.name });

export type PayablesSort = 'vendor' | AgingFigure;
/** Every column sorts (on the server: the table shows one page of the vendors). */
export const PAYABLES_SORTS: readonly PayablesSort[] = ['vendor', ...AGING_FIGURES];
