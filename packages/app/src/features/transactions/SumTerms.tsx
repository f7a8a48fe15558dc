import { formatRupiah } from '../../lib/format';
import { t } from './messages';
import type { OrderSums } from './order';

/** An order's sums as the terms and values of the caller's description list, the total in bold. */
export function SumTerms({ sums }: { sums: OrderSums }) {
  return (
    <>
      <dt>{t('transactions.itemSubtotal')}</dt>
      <dd>{formatRupiah(sums.items)}</dd>
      <dt>{t('transactions.packagingSubtotal')}</dt>
      <dd>{formatRupiah(sums.packaging)}</dd>
      <dt>{t('transactions.ongkir')}</dt>
      <dd>{formatRupiah(sums.ongkir)}</dd>
      <dt>{t('transactions.total')}</dt>
      <dd>
        <strong>{formatRupiah(sums.total)}</strong>
      </dd>
    </>
  );
}
