import type { Schemas } from '@pawon/api-client';
import { formatRupiah } from '../../lib/format';
import type { RecordOf } from '../../lib/resource/defineResource';
import { t } from './messages';

export type VendorPayment = RecordOf<'vendorPaymentList'>;
export type PayablesRow = Schemas['PayablesRow'];
export type PaymentMethod = Schemas['PaymentMethod'];

export const methodName = (method: PaymentMethod) => t(`payables.choices.method.${method}`);

/** A payment in a sentence: `Rp 500.000 ke CV Sumber Tani`. */
export const paymentName = (p: Pick<VendorPayment, 'amount' | 'vendor'>) =>
  t('payables.name', { amount: formatRupiah(p.amount), vendor: p.vendor.name });

/** The figures of a payables row in the table's order: the five ages, then what is owed, paid ahead and the balance. */
export const PAYABLES_FIGURES = [
  'notDue',
  'days1to7',
  'days8to30',
  'days31to60',
  'over60',
  'open',
  'credit',
  'balance',
] as const satisfies ReadonlyArray<keyof Schemas['AgingFigures']>;

export type PayablesFigure = (typeof PAYABLES_FIGURES)[number];
export type PayablesSort = 'vendor' | PayablesFigure;
export const PAYABLES_SORTS: readonly PayablesSort[] = ['vendor', ...PAYABLES_FIGURES];
