import type { Schemas } from '@pawon/api-client';
import { formatDateShort, formatQuantity, formatRupiah } from '../../lib/format';
import { t } from './messages';
import * as S from './materials.styles';

/** The lots a usage drew from (first-expiring first, then oldest): shown when its row is opened. */
export function UsageLots({ usage }: { usage: Schemas['Usage'] }) {
  return (
    <S.LotTable>
      <caption>{t('materials.lotsCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('materials.lotColumns.date')}</th>
          <th scope="col">{t('materials.lotColumns.vendor')}</th>
          <th scope="col">{t('materials.lotColumns.batchCode')}</th>
          <th scope="col">{t('materials.lotColumns.expiryDate')}</th>
          <th scope="col" data-align="end">
            {t('materials.lotColumns.qty')}
          </th>
          <th scope="col" data-align="end">
            {t('materials.lotColumns.unitPrice')}
          </th>
        </tr>
      </thead>
      <tbody>
        {usage.lots.map((lot) => (
          <tr key={lot.restockId}>
            <td>{formatDateShort(lot.date)}</td>
            <td>{lot.vendor ?? t('materials.noVendor')}</td>
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
