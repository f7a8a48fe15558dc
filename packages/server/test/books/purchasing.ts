/**
 * Purchasing in the books' property test (issue 39, decision 051): purchase orders of the sequence's vendor, goods
 * received against them (each receipt line a lot, as a restock with the vendor: so stock, FEFO, HPP and the expense
 * report follow the model's lots), and payments to the vendor. The vendor's payables are the model's Σ bills − Σ
 * payments (checks.ts).
 */
import { amount, type Lot, type Model } from './model.js';
import { type OpOf, type Step, type World, pick, qtyOf } from './world.js';

/** A line may take up to 10 % over its ordered quantity without a confirmation (receiving.ts). */
const limitOf = (ordered: number) => Math.floor(ordered * 1.1);

/** A draft of one line from the sequence's vendor; once answered, sent (a draft or a sent order moves no books). */
export async function purchase(w: World, m: Model, op: OpOf<'purchase'>): Promise<Step> {
  const date = w.day(op.day);
  const req = {
    url: '/api/purchase/add',
    body: {
      vendorId: m.vendor.id,
      date,
      lines: [{ materialId: m.materials[op.material]!.id, qty: qtyOf(op.qty), unitPrice: op.price }],
    },
  };
  const order = { id: 0, lineId: 0, material: op.material, date, qty: op.qty, price: op.price, received: 0 };
  m.purchases.push(order);
  return {
    expected: 200,
    req,
    learn: async (json) => {
      order.id = json.datas.id as number;
      order.lineId = json.datas.lines[0].id as number;
      await w.t.ok(`/api/purchase/send/${order.id}`, { version: json.datas.version });
    },
  };
}

/** Goods received against one of the sequence's open purchase orders. */
export async function receive(w: World, m: Model, op: OpOf<'receive'>): Promise<Step | null> {
  const order = pick(
    m.purchases.filter((p) => p.received < p.qty),
    op.purchase,
  );
  if (!order) return null;
  const later = w.dayAfter(order.date, op.after);
  const date = later > w.today ? w.today : later;
  const qty = Math.ceil((order.qty * op.part) / 4);
  const expiry = op.expiry === null ? null : w.dayAfter(date, op.expiry);
  const req = {
    url: '/api/purchase/receive',
    body: {
      id: order.id,
      date,
      lines: [
        {
          lineId: order.lineId,
          qty: qtyOf(qty),
          ...(op.price === undefined ? {} : { unitPrice: op.price }),
          ...(expiry ? { expiryDate: expiry } : {}),
        },
      ],
      ...(op.confirm ? { confirmOverReceipt: true } : {}),
    },
  };
  if (order.received + qty > limitOf(order.qty) && !op.confirm) return { expected: 409, req };
  const price = op.price ?? order.price;
  const lot: Lot = {
    id: 0,
    material: order.material,
    date,
    expiry,
    qty,
    remaining: qty,
    unitPrice: price,
    vendor: true,
    received: true,
  };
  m.lots.push(lot);
  order.received += qty;
  m.billed += amount(qty, price);
  return {
    expected: 200,
    req,
    learn: (json) => void (lot.id = json.receipt.lines[0].restockId as number),
  };
}

export async function vendorPay(w: World, m: Model, op: OpOf<'vendorPay'>): Promise<Step> {
  m.vendorPaid += op.amount;
  return {
    expected: 200,
    req: {
      url: '/api/vendorPayment/add',
      body: { vendorId: m.vendor.id, amount: op.amount, method: 'transfer', date: w.day(op.day) },
    },
  };
}
