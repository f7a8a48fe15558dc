import { formatDateShort, formatQuantity, formatRupiah } from '../../lib/format';
import { PaperHead } from '../../lib/print/PaperHead';
import { Paper, PaperLines, PaperMeta, Whole } from '../../lib/print/paper.styles';
import type { PurchaseOrder } from './form';
import { t } from './messages';
import { expectedDates } from './paper';

/**
 * A purchase order on A4 paper, as the vendor receives it: headed with the business profile (logo, name, address,
 * phone), the order's number and date, the vendor, when the goods are expected, each material with its quantity,
 * unit price and subtotal, the total and the order's note.
 */
export function PurchasePaper({ order }: { order: PurchaseOrder }) {
  const expected = expectedDates(order);
  return (
    <Paper data-layout="a4" aria-label={t('purchases.print.preview')}>
      <PaperHead kind={t('purchases.print.paper')} />
      <PaperMeta>
        <strong>{t('purchases.print.number', { number: order.number })}</strong>
        <span>{t('purchases.print.date', { date: formatDateShort(order.date) })}</span>
        <span>
          {t('purchases.print.to', { vendor: order.vendor.name })}
          {order.vendor.phone ? (
            <>
              {' · '}
              <Whole>{order.vendor.phone}</Whole>
            </>
          ) : null}
        </span>
        {order.vendor.address ? <span>{order.vendor.address}</span> : null}
        {expected.single ? (
          <span>{t('purchases.print.expected', { date: formatDateShort(expected.single) })}</span>
        ) : null}
      </PaperMeta>
      <PaperLines>
        <thead>
          <tr>
            <th scope="col">{t('purchases.print.row')}</th>
            <th scope="col">{t('purchases.print.material')}</th>
            <th scope="col" data-figure>
              {t('purchases.print.qty')}
            </th>
            <th scope="col" data-figure>
              {t('purchases.print.unitPrice')}
            </th>
            <th scope="col" data-figure>
              {t('purchases.print.subtotal')}
            </th>
            {expected.perLine ? <th scope="col">{t('purchases.print.expectedColumn')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, i) => (
            <tr key={line.id}>
              <td>{i + 1}</td>
              <td>{line.material.name}</td>
              <td data-figure>{formatQuantity(line.qty, line.material.unit)}</td>
              <td data-figure>{formatRupiah(line.unitPrice)}</td>
              <td data-figure>{formatRupiah(line.total)}</td>
              {expected.perLine ? (
                <td data-figure="date">{line.expectedDate ? formatDateShort(line.expectedDate) : '–'}</td>
              ) : null}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-balance>
            <td colSpan={4}>{t('purchases.print.total')}</td>
            <td data-figure>{formatRupiah(order.total)}</td>
            {expected.perLine ? <td /> : null}
          </tr>
        </tfoot>
      </PaperLines>
      {order.note ? <PaperMeta>{t('purchases.print.note', { note: order.note })}</PaperMeta> : null}
    </Paper>
  );
}
