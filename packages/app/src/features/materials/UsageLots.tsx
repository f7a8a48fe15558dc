import type { Schemas } from '@pawon/api-client';
import { formatDateShort, formatQuantity, formatRupiah } from '../../lib/format';
import { text } from './messages';
import * as S from './materials.styles';

/** The lots a usage drew from (first-expiring first, then oldest): shown when its row is opened. */
export function UsageLots({ usage }: { usage: Schemas['Usage'] }) {
  const c = text.lotColumns;
  return (
    <S.LotTable>
      <caption>{text.lotsCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{c.date}</th>
          <th scope="col">{c.vendor}</th>
          <th scope="col">{c.batchCode}</th>
          <th scope="col">{c.expiryDate}</th>
          <th scope="col" data-align="end">
            {c.qty}
          </th>
          <th scope="col" data-align="end">
            {c.unitPrice}
          </th>
        </tr>
      </thead>
      <tbody>
        {usage.lots.map((lot) => (
          <tr key={lot.restockId}>
            <td>{formatDateShort(lot.date)}</td>
            <td>{lot.vendor ?? text.noVendor}</td>
            <td>{lot.batchCode ?? '–'}</td>
            <td>{lot.expiryDate ? formatDateShort(lot.expiryDate) : '–'}</td>
            <td data-align="end">{formatQuantity(lot.qty, usage.material.unit)}</td>
            <td data-align="end">{formatRupiah(lot.unitPrice, { fallback: '–' })}</td>
          </tr>
        ))}
      </tbody>
    </S.LotTable>
  );
}
