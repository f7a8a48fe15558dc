/**
 * Runs one sequence of the books' property test: new pieces of its own (two raw materials, two packs, two products,
 * a customer with an ongkir zone), the opening stock, then each operation through the API. Before sending, the model
 * says what must happen; the answer's status must be that, and then the books are checked (see checks.ts).
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { businessDate } from '../../src/lib/dates.js';
import type { Json, TestContext } from '../helpers.js';
import { checkBooks, checkInvariants, sinceSnapshot, snapshot, violations } from './checks.js';
import type { Model } from './model.js';
import { OPENING, type Op } from './ops.js';
import * as orders from './orders.js';
import * as materials from './materials.js';
import * as money from './money.js';
import * as production from './production.js';
import * as purchasing from './purchasing.js';
import { standing } from './standing.js';
import * as returns from './returns.js';
import * as productStock from './productStock.js';
import { cloneModel, worldOf, type Step, type World } from './world.js';

type Handler = (w: World, m: Model, op: never) => Promise<Step | null>;

const HANDLERS: Record<Op['op'], Handler> = {
  restock: materials.restock,
  restockEdit: materials.restockEdit,
  restockDelete: materials.restockDelete,
  use: materials.use,
  useEdit: materials.useEdit,
  useDelete: materials.useDelete,
  count: materials.count,
  produce: production.produce,
  produceEdit: production.produceEdit,
  produceDelete: production.produceDelete,
  opening: productStock.opening,
  waste: productStock.waste,
  stockCount: productStock.stockCount,
  move: productStock.move,
  order: orders.order,
  orderEdit: orders.orderEdit,
  status: orders.status,
  orderDelete: orders.orderDelete,
  undeliver: orders.undeliver,
  return: returns.giveBack,
  returnDelete: returns.returnDelete,
  pay: money.pay,
  payTo: money.payTo,
  reverse: money.reverse,
  release: money.release,
  purchase: purchasing.purchase,
  receive: purchasing.receive,
  vendorPay: purchasing.vendorPay,
  standing,
};

/** The operations that change sales (reports, dashboard) or purchases (the expense report). */
const SALES = new Set<Op['op']>([
  'order',
  'orderEdit',
  'status',
  'orderDelete',
  'undeliver',
  'return',
  'returnDelete',
  // Payments are the sales report's money received.
  'pay',
  'payTo',
  'reverse',
  // A standing order's order (or none) is an order.
  'standing',
]);
/** The operations that change what customers owe or have paid (the aging, the statements). */
const MONEY = new Set<Op['op']>([...SALES, 'release']);
const PURCHASES = new Set<Op['op']>(['restock', 'restockEdit', 'restockDelete', 'count', 'receive']);
/** The operations that change what the business owes its vendor (the payables). */
const PAYABLES = new Set<Op['op']>(['receive', 'vendorPay']);

let sequences = 0;
/** The invariants' violations when the last sequence ended, if it ended (not thrown midway). */
let baseline: Set<string> | undefined;

/** The sequence's own pieces, made through the API, as an empty model. */
async function pieces(t: TestContext, today: string): Promise<Model> {
  const n = ++sequences;
  const label = `Buku ${process.pid % 1000}-${n}`;
  const category = (await t.ok('/api/category/list', {})).datas[0].id as number;
  const raw = async (i: number, unitPrice: number) =>
    (await t.ok('/api/bahanBaku/add', { name: `Bahan ${label}.${i}`, unit: 'kg', unitPrice })).datas as Json;
  const pack = async (i: number, unitPrice: number, packPrice: number) =>
    (await t.ok('/api/packaging/add', { name: `Dus ${label}.${i}`, unit: 'pcs', unitPrice, packPrice }))
      .datas as Json;
  const product = async (i: number, price: number) =>
    (
      await t.ok('/api/product/add', {
        code: `BK${n}X${i}`,
        name: `Produk ${label}.${i}`,
        categoryId: category,
        price,
        unit: 'pcs',
      })
    ).datas as Json;
  const materials: Json[] = [
    { ...(await raw(0, 1750)), kind: 'raw', packPrice: 0 },
    { ...(await raw(1, 2250)), kind: 'raw', packPrice: 0 },
    { ...(await pack(0, 300, 1000)), kind: 'packaging' },
    { ...(await pack(1, 450, 1500)), kind: 'packaging' },
  ];
  const products = [await product(0, 7500), await product(1, 3250)];
  const ongkir = (await t.ok('/api/ongkir/add', { label: `Zona ${label}`, price: 5000 })).datas as Json;
  // One customer paying on delivery without a limit, one on 14 days' terms whose limit holds some orders.
  const terms = [
    { paymentTermDays: 0, creditLimit: null },
    { paymentTermDays: 14, creditLimit: 50_000 },
  ];
  const customers: Json[] = [];
  for (const [i, money] of terms.entries())
    customers.push(
      (
        await t.ok('/api/customer/add', {
          name: `Pelanggan ${label}.${i}`,
          category: 'konsumen',
          ongkirId: ongkir.id,
          ...money,
        })
      ).datas as Json,
    );
  // Its own vendor, on 7 days' terms: its payables are the sequence's alone.
  const vendor = (await t.ok('/api/vendor/add', { name: `Pemasok ${label}`, paymentTermDays: 7 }))
    .datas as Json;
  return {
    today,
    vendor: { id: vendor.id, name: vendor.name },
    purchases: [],
    billed: 0,
    vendorPaid: 0,
    materials: materials.map((x) => ({
      id: x.id,
      kind: x.kind,
      unitPrice: x.unitPrice,
      packPrice: x.packPrice ?? 0,
    })),
    products: products.map((p) => ({ id: p.id, price: p.price })),
    customers: customers.map((c) => ({
      id: c.id,
      ongkir: ongkir.price,
      term: c.paymentTermDays,
      limit: c.creditLimit,
    })),
    lots: [],
    usages: [],
    batches: [],
    runs: [],
    orders: [],
    payments: [],
  };
}

/** A step that went another way than the model said, or books that differ from it: which step, and why. */
export class StepFailure extends Error {}

export interface SequenceStats {
  steps: number;
  done: number;
  refused: number;
  /** Per operation: written / refused. */
  byOp: Record<string, [number, number]>;
}

/**
 * Runs the opening stock and `ops`, checking after every step; throws on the first difference. A sequence that
 * failed while the business day turned (the model's "today" is the server's no more) is skipped, not failed.
 */
export async function runSequence(t: TestContext, ops: Op[], stats?: SequenceStats): Promise<void> {
  const today = businessDate('Asia/Jakarta');
  try {
    await run(t, ops, today, stats);
  } catch (err) {
    fc.pre(businessDate('Asia/Jakarta') === today);
    throw err;
  }
}

async function run(t: TestContext, ops: Op[], today: string, stats?: SequenceStats): Promise<void> {
  const vendorId = (await t.ok('/api/vendor/list', {})).datas[0].id as number;
  const w = worldOf(t, today, vendorId);
  const before = baseline ?? (await violations(t));
  baseline = undefined;
  let model = await pieces(t, today);
  const all = [...OPENING, ...ops];
  for (const [i, op] of all.entries()) {
    const where =
      i < OPENING.length ? `opening stock ${i + 1}` : `step ${i - OPENING.length + 1} of ${ops.length}`;
    const draft = cloneModel(model);
    const step = await HANDLERS[op.op](w, draft, op as never);
    if (!step) continue;
    const unchanged = step.expected === 200 ? undefined : await snapshot(t);
    const res = await t.call('admin', step.req.method ?? 'POST', step.req.url, step.req.body);
    if (res.statusCode !== step.expected) {
      throw new StepFailure(
        `${where}, ${JSON.stringify(op)}: ${step.req.method ?? 'POST'} ${step.req.url} answered ${res.statusCode} ` +
          `where the model expects ${step.expected}\nsent ${JSON.stringify(step.req.body)}\nanswer ${res.body.slice(0, 600)}`,
      );
    }
    if (stats) {
      stats.steps += 1;
      if (step.expected === 200) stats.done += 1;
      else stats.refused += 1;
      const counts = (stats.byOp[op.op] ??= [0, 0]);
      counts[step.expected === 200 ? 0 : 1] += 1;
    }
    try {
      if (unchanged) {
        const { now, expected } = await sinceSnapshot(t, unchanged);
        expect(now, 'a refused write changed nothing').toEqual(expected);
        continue;
      }
      await step.learn?.(res.json() as Json);
      await money.learnPayments(w, draft);
      model = draft;
      await checkBooks(w, model, {
        sales: SALES.has(op.op),
        purchases: PURCHASES.has(op.op),
        money: MONEY.has(op.op),
        payables: PAYABLES.has(op.op),
      });
    } catch (err) {
      // The same error (an assertion keeps its diff), saying where.
      if (err instanceof Error) err.message = `${where}, ${JSON.stringify(op)}: ${err.message}`;
      throw err;
    }
  }
  await checkBooks(w, model);
  baseline = await checkInvariants(t, before);
}
