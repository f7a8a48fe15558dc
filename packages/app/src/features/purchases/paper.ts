import { formatDate, formatQuantity, formatRupiah } from '../../lib/format';
import { waLink } from '../../lib/whatsapp';
import type { PurchaseOrder, PurchaseState } from './form';
import { t } from './messages';

/**
 * When the order's goods are expected: one date for the whole order when every dated line shares it (said once, in
 * the heading), else each line's own (`perLine`); none when no line has a date.
 */
export function expectedDates(order: Pick<PurchaseOrder, 'lines'>): {
  single: string | null;
  perLine: boolean;
} {
  const dates = new Set(order.lines.map((l) => l.expectedDate).filter((d): d is string => Boolean(d)));
  if (dates.size === 0) return { single: null, perLine: false };
  const undated = order.lines.some((l) => !l.expectedDate);
  if (dates.size === 1 && !undated) return { single: [...dates][0]!, perLine: false };
  return { single: null, perLine: true };
}

/**
 * The order as a WhatsApp message to its vendor (a wa.me link: the staff member reads it and sends it themselves):
 * the business, the order's number and date, each material with its quantity, price and subtotal, the total, when
 * it is expected, the order's note.
 */
export function purchaseShareLink(order: PurchaseOrder, { business }: { business: string }): string {
  const expected = expectedDates(order);
  const lines = order.lines.map((l) => {
    const line = {
      material: l.material.name,
      qty: formatQuantity(l.qty, l.material.unit),
      price: formatRupiah(l.unitPrice),
      subtotal: formatRupiah(l.total),
    };
    return expected.perLine && l.expectedDate
      ? t('purchases.print.shareLineExpected', { ...line, date: formatDate(l.expectedDate) })
      : t('purchases.print.shareLine', line);
  });
  const text = [
    t('purchases.print.shareGreeting', { vendor: order.vendor.name, business }),
    t('purchases.print.shareNumber', { number: order.number, date: formatDate(order.date) }),
    ...lines,
    t('purchases.print.shareTotal', { total: formatRupiah(order.total) }),
    expected.single ? t('purchases.print.shareExpected', { date: formatDate(expected.single) }) : null,
    order.note ? t('purchases.print.shareNote', { note: order.note }) : null,
    t('purchases.print.shareThanks'),
  ]
    .filter(Boolean)
    .join('\n');
  return waLink(order.vendor.phone, text);
}

/** An order goes to its vendor once sent: a draft is still being written, a cancelled one is not to be filled. */
export const isPrintable = (state: PurchaseState) =>
  state === 'sent' || state === 'partial' || state === 'received';
