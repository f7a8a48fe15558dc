import type { BodyOf, Schemas } from '@pawon/api-client';
import { orderTotal, packSums } from '@pawon/api-client/pricing';
import { todayIn } from '../../lib/format';
import { waLink, waNumber } from '../../lib/whatsapp';
import type { RecordOf } from '../../lib/resource/defineResource';
import { emptyPack, packsBody, type PackRow, type PackValues } from '../../lib/order/pickers';

export type OrderRecord = RecordOf<'transactionList'>;

/** The order form's values: pickers hold ids as text, numbers are null while empty. */
export interface OrderValues {
  customerId: string;
  date: string | null;
  deliveryDate: string | null;
  deliveryTime: string | null;
  payment: 'paid' | 'unpaid';
  packing: 'packed' | 'unpacked';
  delivery: 'pending' | 'delivered';
  note: string;
  packs: PackValues[];
}

export { emptyPack };

export function toFormValues(record: OrderRecord | null): OrderValues {
  if (!record) {
    // A new order is dated today (the company's day); staff change it for an order taken earlier.
    return {
      customerId: '',
      date: todayIn(),
      deliveryDate: null,
      deliveryTime: null,
      payment: 'unpaid',
      packing: 'unpacked',
      delivery: 'pending',
      note: '',
      packs: [emptyPack()],
    };
  }
  return {
    customerId: String(record.customerId),
    date: record.date,
    deliveryDate: record.deliveryDate,
    deliveryTime: record.deliveryTime,
    payment: record.payment,
    packing: record.packing,
    delivery: record.delivery,
    note: record.note ?? '',
    packs: record.packs.map((p) => ({
      materialId: String(p.materialId),
      count: p.count,
      lines: p.lines.map((l) => ({
        productId: String(l.productId),
        bucket: l.bucket,
        qtyPerPack: l.qtyPerPack,
      })),
    })),
  };
}

/** The form values of an add body: a refused offline order opened to correct it (decision 039). */
export function fromBody(body: BodyOf<'transactionAdd'>): OrderValues {
  return {
    customerId: body.customerId ? String(body.customerId) : '',
    date: body.date ?? null,
    deliveryDate: body.deliveryDate ?? null,
    deliveryTime: body.deliveryTime ?? null,
    payment: body.payment ?? 'unpaid',
    packing: body.packing ?? 'unpacked',
    delivery: body.delivery ?? 'pending',
    note: body.note ?? '',
    packs: body.packs.length
      ? body.packs.map((p) => ({
          materialId: p.materialId ? String(p.materialId) : '',
          count: p.count,
          lines: p.lines.map((l) => ({
            productId: l.productId ? String(l.productId) : '',
            bucket: l.bucket,
            qtyPerPack: l.qtyPerPack,
          })),
        }))
      : [emptyPack()],
  };
}

/** The add body (the update adds id and version); totals are never sent: the server computes them. */
export function toBody(values: OrderValues): BodyOf<'transactionAdd'> {
  return {
    customerId: Number(values.customerId),
    date: values.date || null,
    deliveryDate: values.deliveryDate || null,
    deliveryTime: values.deliveryTime || null,
    payment: values.payment,
    packing: values.packing,
    delivery: values.delivery,
    note: values.note.trim() || null,
    packs: packsBody(values.packs),
  };
}

/** An order's money: its items, its packaging, the delivery (ongkir) and the total. */
export interface OrderSums {
  items: number;
  packaging: number;
  ongkir: number;
  total: number;
}

/** A saved order's sums. */
export const sumsOf = (order: OrderRecord): OrderSums => ({
  items: order.itemSubtotal,
  packaging: order.packagingSubtotal,
  ongkir: order.ongkir,
  total: order.total,
});

/**
 * A pack's own row wherever an order is shown (the detail, the invoice, the receipt; the server's per-line export
 * applies the same rule): its price per pack and its amount, count × packPrice, priced as the server priced it
 * (`@pawon/api-client/pricing`). The goods inside are the lines' own rows, so the pack's `subtotal` (the pack with
 * its goods) is no row's amount: the rows add up to the order's items + packaging (issue 37).
 */
export function packRowOf(pack: Pick<OrderRecord['packs'][number], 'count' | 'packPrice'>) {
  return {
    price: pack.packPrice,
    amount: packSums({ count: pack.count, packPrice: pack.packPrice, lines: [] }).packaging,
  };
}

/** The unit prices copied on the order being edited, by product: it keeps them whatever the prices are now. */
export const copiedPrices = (record: OrderRecord | null): ReadonlyMap<number, number> =>
  new Map(record?.packs.flatMap((p) => p.lines.map((l) => [l.productId, l.unitPrice] as const)) ?? []);

/**
 * A product's unit price on the order in the form, as the server would price it: copied on the order being edited,
 * else the customer's price at the order's date (`quoted`: their price list's, else the product's own, from
 * `priceList/quote`), else the product's own price as the picker read it (no customer yet, or no answer: offline).
 */
export function unitPriceOf(
  productId: number,
  ref: {
    copied: ReadonlyMap<number, number>;
    quoted?: ReadonlyMap<number, number> | undefined;
    /** A price not known here (`null`) counts as 0. */
    products: readonly { id: number; price: number | null }[];
  },
): number {
  return (
    ref.copied.get(productId) ??
    ref.quoted?.get(productId) ??
    ref.products.find((p) => p.id === productId)?.price ??
    0
  );
}

/**
 * What the order would cost, by the server's own pricing rule (`@pawon/api-client/pricing`: pack subtotal =
 * count × pack price + Σ qty × unit price, plus ongkir): prices copied on the order being edited, the customer's
 * prices at the order's date (`quoted`) for what is new to it, else the products' own.
 */
export function estimate(
  values: OrderValues,
  ref: {
    /** A price not known here (`null`) counts as 0. */
    products: readonly { id: number; price: number | null }[];
    packs: readonly PackRow[];
    customers: readonly { id: number; ongkir: { price: number } | null }[];
    record: OrderRecord | null;
    /** The customer's unit price of each product at the order's date (their price list's or the product's own). */
    quoted?: ReadonlyMap<number, number> | undefined;
  },
): OrderSums {
  const copied = copiedPrices(ref.record);
  const packPrices = new Map(ref.record?.packs.map((p) => [p.materialId, p.packPrice] as const) ?? []);
  let items = 0;
  let packaging = 0;
  for (const pack of values.packs ?? []) {
    const materialId = Number(pack.materialId);
    // The server's rule (@pawon/api-client/pricing), quantities in thousandths as it reads them.
    const sums = packSums({
      count: pack.count ?? 0,
      packPrice: packPrices.get(materialId) ?? ref.packs.find((p) => p.id === materialId)?.packPrice ?? 0,
      lines: (pack.lines ?? []).map((line) => ({
        qtyPerPack: Math.round((line.qtyPerPack ?? 0) * 1000),
        unitPrice: unitPriceOf(Number(line.productId), {
          copied,
          quoted: ref.quoted,
          products: ref.products,
        }),
      })),
    });
    items += sums.items;
    packaging += sums.packaging;
  }
  const customerId = Number(values.customerId);
  const ongkir =
    ref.record && ref.record.customerId === customerId
      ? ref.record.ongkir
      : (ref.customers.find((c) => c.id === customerId)?.ongkir?.price ?? 0);
  return { items, packaging, ongkir, total: orderTotal({ items, packaging, ongkir }) };
}

// The number's rule is shared with the other wa.me links (the aging's reminder, the customer statement).
export { waNumber };

/** The order summary sent through WhatsApp (a wa.me link: no API, the staff member sends it themselves). */
export function whatsAppLink(
  order: OrderRecord,
  fmt: {
    money: (n: number) => string;
    qty: (n: number, unit: string) => string;
    date: (d: string) => string;
  },
): string {
  const packs = order.packs.map(
    (p, i) =>
      `Paket ${i + 1}: ${p.count} × ${p.material.name} (${p.lines.map((l) => `${l.product.name} ${fmt.qty(l.qtyPerPack, l.product.unit)}`).join(', ')}) = ${fmt.money(p.subtotal)}`,
  );
  const text = [
    `Halo ${order.customer.name}, berikut pesanan Anda:`,
    `No. ${order.number}, ${fmt.date(order.date)}`,
    ...packs,
    `Ongkir: ${fmt.money(order.ongkir)}`,
    `Total: ${fmt.money(order.total)} (${order.payment === 'paid' ? 'lunas' : 'belum dibayar'})`,
    order.deliveryDate
      ? `Dikirim ${fmt.date(order.deliveryDate)}${order.deliveryTime ? ` pukul ${order.deliveryTime.replace(':', '.')}` : ''}.`
      : '',
    'Terima kasih.',
  ]
    .filter(Boolean)
    .join('\n');
  return waLink(order.customer.phone, text);
}

/**
 * The state filters' counts from the list's `counts` (every order matching the search, period, customer and
 * product, whatever its states): by choice value, `''` for all.
 */
export function stateCounts(summary: Readonly<Record<string, unknown>>): Record<string, number> | undefined {
  const counts = summary['counts'] as Schemas['StateCounts'] | undefined;
  if (!counts) return undefined;
  const { all, ...states } = counts;
  return { '': all, ...states };
}
