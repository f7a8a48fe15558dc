/**
 * Recalls and QC holds (issue 40, decision 055), as every stock screen shows them: a batch or lot recalled ("ditarik")
 * or held by QC ("ditahan") is taken by nothing but a count or waste. "Tarik Produk" recalls one (its own action right,
 * under Stok Produk) and answers the customers who received it, each told through a wa.me link.
 */
import type { Schemas } from '@pawon/api-client';
import { formatDateShort } from '../format';
import { waLink } from '../whatsapp';
import { t } from './messages';

/** The action menu "Tarik Produk" under Stok Produk. */
export const RECALL_RIGHT = '/stock-product/recall';

export type BlockState = Schemas['BlockState'];
export type RecallCustomer = Schemas['StockRecallCustomer'];
export type RecallAnswer = Schemas['StockRecallResponse'];

/** What a recall names: a product batch or a material lot, with how the screen calls it. */
export type RecallTarget = { kind: 'batch' | 'lot'; id: number; name: string };

/** Why stock is blocked: recalled (for good) before held (until QC releases it); null when it is not. */
export function blockOf(stock: BlockState): 'recalled' | 'held' | null {
  if (stock.recalledAt) return 'recalled';
  return stock.heldAt ? 'held' : null;
}

/** The message telling a customer of a recall, ready in WhatsApp (the staff member reads it and sends it). */
export function recallLink(
  customer: RecallCustomer,
  recall: { name: string; reason: string; business: string },
): string {
  const orders = customer.orders
    .map((o) =>
      t('recall.orderLine', {
        number: o.number,
        date: formatDateShort(o.date),
        products: o.products.map((p) => p.name).join(', ') || '–',
      }),
    )
    .join('; ');
  const text = t('recall.message', {
    customer: customer.name,
    business: recall.business,
    name: recall.name,
    reason: recall.reason,
    orders,
  });
  return waLink(customer.phone, text);
}
