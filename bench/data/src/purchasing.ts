/**
 * Purchase orders, receipts, supplier bills and payments to vendors (issue 39, decision 051), by the rules of the
 * server's domains/purchasing and money/vendorLedger.ts, from the lots the simulation made (lots.ts).
 *
 * Most restocks came in against a purchase order: the lots of one vendor on one day (a material once) are one order,
 * made one to three days before and sent, received that day in one receipt whose lines are those lots (the lot's note
 * is the order's number, as receiving writes it). An order line asks what arrived, except that 6 % asked a fifth more:
 * such an order stays `partial` when recent, and older ones had the rest cancelled. 8 % of lines arrived at another
 * price than ordered (the receipt line keeps both). The rest of the lots (a fifth of the vendor-days, and a second lot
 * of a material on one day) are restocks without an order, as restock/add makes them.
 *
 * Each receipt is the vendor's bill (`vendor_bills`, number = the order's, due after the vendor's term). Cash vendors
 * pay on the day; the others around the due date (a week early to two weeks late), 12 % in two transfers, each
 * payment allocated in full to its bill by one `pay` row dated the later of the payment's day and the bill's. A
 * payment that would fall after the last day has not happened, so recent bills stay open (the payables aging).
 *
 * In the last week, open orders wait for goods: a few vendors a day have a sent order (or a draft) of two or three of
 * their materials expected in the coming days (the production plan's `onOrder`).
 */
import { vendorTermDays, type Material } from './catalogue.js';
import type { MaterialLots } from './lots.js';
import type { Random } from './random.js';
import { N, stamp } from './time.js';
import { qtyText, type Writer } from './writer.js';

export interface PurchasingInput {
  materials: Material[];
  vendors: number;
  days: number;
  dateOf: (day: number) => string;
  random: Random;
  userId: number;
}

interface Bill {
  id: number;
  number: string;
  vendorId: number;
  day: number;
  dueDay: number;
  amount: number;
}

/** Rounds a quantity (thousandths) up to the material's restock step. */
const stepUp = (milli: number, step: number) => Math.max(step, Math.ceil(milli / step) * step);

export function writePurchasing(w: Writer, lots: MaterialLots, input: PurchasingInput): void {
  const { materials, days, dateOf, random, userId } = input;
  const last = days - 1;

  // The vendor-days: lots in the order they were made (by day), grouped per vendor.
  interface Order {
    vendorId: number;
    day: number;
    receiptDay: number | null;
    state: 'draft' | 'sent' | 'partial' | 'received' | 'cancelled';
    lines: Array<{ materialId: number; qty: number; price: number; expectedDay: number; lot?: number }>;
  }
  const orders: Order[] = [];
  let day = -1;
  let open = new Map<number, Order | null>();
  for (let id = 1; id <= lots.count; id++) {
    const lot = lots.lot(id);
    if (lot.day !== day) {
      day = lot.day;
      open = new Map();
    }
    const m = materials[lot.materialId - 1]!;
    let order = open.get(m.vendorId);
    if (order === undefined) {
      order = random.chance(0.8)
        ? {
            vendorId: m.vendorId,
            day: Math.max(0, day - random.int(1, 3)),
            receiptDay: day,
            state: 'received',
            lines: [],
          }
        : null;
      if (order) orders.push(order);
      open.set(m.vendorId, order);
    }
    if (!order || order.lines.some((l) => l.materialId === lot.materialId)) continue;
    const short = random.chance(0.06);
    order.lines.push({
      materialId: lot.materialId,
      qty: short ? stepUp(lot.qty * 1.2, m.step) : lot.qty,
      price: random.chance(0.08)
        ? Math.round((lot.price * (0.9 + random.next() * 0.2)) / 10) * 10
        : lot.price,
      expectedDay: order.receiptDay!,
      lot: id,
    });
    if (short) order.state = day >= last - 14 ? 'partial' : 'cancelled';
  }
  // Orders still waiting for their goods: sent in the last week, a few drafts among them.
  const byVendor = new Map<number, Material[]>();
  for (const m of materials) byVendor.set(m.vendorId, [...(byVendor.get(m.vendorId) ?? []), m]);
  for (let d = Math.max(0, last - 6); d <= last; d++)
    for (let k = Math.max(1, Math.round(input.vendors / 25)); k > 0; k--) {
      const vendorId = random.int(1, input.vendors);
      const own = byVendor.get(vendorId) ?? [];
      if (!own.length) continue;
      const chosen = new Set(Array.from({ length: random.int(1, 3) }, () => random.pick(own)));
      orders.push({
        vendorId,
        day: d,
        receiptDay: null,
        state: random.chance(0.15) ? 'draft' : 'sent',
        lines: [...chosen].map((m) => ({
          materialId: m.id,
          qty: m.step * random.int(1, 4),
          price: m.price,
          expectedDay: d + random.int(2, 7),
        })),
      });
    }
  orders.sort((a, b) => a.day - b.day || (a.receiptDay ?? days) - (b.receiptDay ?? days));

  const counters = new Map<number, number>();
  const bills: Bill[] = [];
  let lineId = 0;
  let receiptLineId = 0;
  orders.forEach((order, i) => {
    const id = i + 1;
    const date = dateOf(order.day);
    const year = Number(date.slice(0, 4));
    const n = (counters.get(year) ?? 0) + 1;
    counters.set(year, n);
    const number = `PO-${year}-${String(n).padStart(4, '0')}`;
    const at = stamp(date, id % 600);
    const total = order.lines.reduce((s, l) => s + Math.floor((l.qty * l.price + 500) / 1000), 0);
    const sent = order.state === 'draft' ? N : at;
    const cancelled = order.state === 'cancelled';
    const receiptAt = order.receiptDay === null ? at : stamp(dateOf(order.receiptDay), id % 600);
    const version = order.state === 'draft' ? 1 : order.state === 'sent' ? 2 : cancelled ? 4 : 3;
    w.row('purchase_orders', [
      id,
      number,
      order.vendorId,
      date,
      order.state,
      N,
      total,
      sent,
      cancelled ? receiptAt : N,
      cancelled ? 'Sisa tidak dikirim pemasok' : N,
      userId,
      version,
      at,
      order.receiptDay === null ? at : receiptAt,
    ]);
    if (order.receiptDay !== null)
      w.row('purchase_receipts', [id, id, dateOf(order.receiptDay), N, userId, receiptAt]);
    let amount = 0;
    order.lines.forEach((line, position) => {
      lineId++;
      const lot = line.lot === undefined ? undefined : lots.lot(line.lot);
      w.row('purchase_order_lines', [
        lineId,
        id,
        position + 1,
        line.materialId,
        qtyText(line.qty),
        line.price,
        dateOf(line.expectedDay),
        qtyText(lot?.qty ?? 0),
      ]);
      if (lot && line.lot !== undefined) {
        w.row('purchase_receipt_lines', [
          ++receiptLineId,
          id,
          lineId,
          line.lot,
          qtyText(lot.qty),
          lot.price,
          line.price,
        ]);
        lots.receivedAgainst(line.lot, number);
        amount += lot.total;
      }
    });
    if (order.receiptDay !== null) {
      const dueDay = order.receiptDay + vendorTermDays(order.vendorId);
      bills.push({ id, number, vendorId: order.vendorId, day: order.receiptDay, dueDay, amount });
    }
  });
  for (const [year, n] of counters) w.row('purchase_order_counters', [year, n]);
  payBills(w, bills, input);
}

/** Pays the bills due by the last day (see the file's comment) and writes every bill with what is left of it. */
function payBills(w: Writer, bills: Bill[], input: PurchasingInput): void {
  const { days, dateOf, random, userId } = input;
  const last = days - 1;
  let paymentId = 0;
  let allocationId = 0;
  for (const bill of bills) {
    const cash = bill.dueDay === bill.day;
    const payDay = cash ? bill.day : Math.max(bill.day, bill.dueDay + random.int(-7, 14));
    const parts =
      !cash && bill.amount >= 2 && random.chance(0.12)
        ? [
            { day: Math.max(bill.day, payDay - 7), amount: Math.floor(bill.amount / 2) },
            { day: payDay, amount: bill.amount - Math.floor(bill.amount / 2) },
          ]
        : [{ day: payDay, amount: bill.amount }];
    let paid = 0;
    let settled: number | null = null;
    for (const part of parts) {
      if (part.day > last || part.amount <= 0) continue;
      const date = dateOf(part.day);
      const at = stamp(date, (paymentId + 1) % 600);
      paymentId++;
      w.row('vendor_payments', [
        paymentId,
        bill.vendorId,
        date,
        part.amount,
        cash ? 'tunai' : 'transfer',
        cash ? N : `TRF-${date.replaceAll('-', '')}-${paymentId}`,
        part.amount,
        date,
        userId,
        1,
        at,
        at,
      ]);
      w.row('vendor_payment_allocations', [++allocationId, paymentId, bill.id, date, part.amount, 'pay', at]);
      paid += part.amount;
      if (paid === bill.amount) settled = part.day;
    }
    w.row('vendor_bills', [
      bill.id,
      bill.vendorId,
      bill.id,
      // Receipt and order ids are the same here; the bill's number is its order's (receiving.ts).
      bill.number,
      dateOf(bill.day),
      dateOf(bill.dueDay),
      bill.amount,
      paid,
      bill.amount - paid,
      settled === null ? N : dateOf(settled),
      stamp(dateOf(bill.day), bill.id % 600),
    ]);
  }
}
