import { formatRupiah } from '../../lib/format';
import { transactionMessages as m } from './messages';
import type { OrderSums } from './order';

/** An order's sums as the terms and values of the caller's description list, the total in bold. */
export function SumTerms({ sums }: { sums: OrderSums }) {
  return (
    <>
      <dt>{m.itemSubtotal}</dt>
      <dd>{formatRupiah(sums.items)}</dd>
      <dt>{m.packagingSubtotal}</dt>
      <dd>{formatRupiah(sums.packaging)}</dd>
      <dt>{m.ongkir}</dt>
      <dd>{formatRupiah(sums.ongkir)}</dd>
      <dt>{m.total}</dt>
      <dd>
        <strong>{formatRupiah(sums.total)}</strong>
      </dd>
    </>
  );
}
