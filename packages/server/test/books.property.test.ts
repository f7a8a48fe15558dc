/**
 * The books as the project's own property tests (issue 19). fast-check draws random sequences of operations
 * (test/books/ops.ts): restocks, usages and waste of materials and their edits and deletes, stock counts, production
 * runs and their edits and deletes, opening stock, waste, counts and fresh/frozen moves of product batches, orders
 * and their edits, state changes, deletes, undone deliveries, returns and their deletes, and money (issue 38,
 * decision 048: test/books/money.ts): payments with and without allocations, some dated back, some with allocations
 * that must be refused; reversals; "Tandai lunas"; two customers, one on terms with a credit limit whose orders are
 * held until released; purchasing (issue 39, decision 051: test/books/purchasing.ts): purchase orders of the
 * sequence's own vendor received in part, in full and over the tolerance (refused unless confirmed), each receipt a
 * lot that FEFO, HPP and the expense report read like any restock and that restock edits and deletes must leave alone,
 * and payments to the vendor; standing orders (decision 049, test/books/standing.ts) whose order `standingOrder/generate`
 * makes as the order form would, or not at all when stock is short or the customer held; a lot's expiry corrected
 * capping again the batches made from it (decision 050) — with requests that must be refused among them (more than there is, a quantity of zero or
 * less, a date after today, a stale version, an invalid allocation). Each runs through the API on the suite's engine
 * (PGlite, or PostgreSQL with DATABASE_URL: the same file runs on both). A model (test/books/model.ts) says before
 * each step what must happen, money included (each order's paid amount and balance, each payment's allocations, each
 * customer's deposit, holds, due dates); after it test/books/checks.ts holds the books to the model, the reports and
 * the dashboard to their sums, the ledger to its invariants (Σ allocations per order ≤ total − returns; per customer
 * Σ allocations + deposits = Σ payments − Σ reversed), the aging of today (total open = Σ open balances of delivered
 * orders; each customer's open, credit and balance the model's) and each customer's statement (closing = that
 * balance), the vendor's payables (balance = Σ bills − Σ payments, open and credit its two signs), a refusal to an unchanged database, and each sequence's end to every invariant of bench/data.
 *
 * In the normal suite: RUNS (15) sequences from a fixed seed. `pnpm --filter @pawon/server test:books:long` runs
 * 1,000 (PAWON_PROPERTY_RUNS=1000; PAWON_PROPERTY_SEED picks another seed, PAWON_PROPERTY_LENGTH longer sequences,
 * PAWON_PROPERTY_PROGRESS=1 a line per sequence, PAWON_PROPERTY_NO_SHRINK=1 the first failing sequence unshrunk).
 *
 * When it fails, fast-check shrinks the sequence and prints it: `Counterexample: [[{"op":"restock",…},…]]`, with the
 * seed and path (`PAWON_PROPERTY_SEED=… PAWON_PROPERTY_PATH=…` replays exactly that run). To keep it as a unit test,
 * paste the array (the inner one) into REPLAYS below with a name and how many of its operations are refused: it then
 * runs on every engine, every time.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { operation, type Op } from './books/ops.js';
import { runSequence, type SequenceStats } from './books/sequence.js';
import { useTestApp } from './helpers.js';

const RUNS = Number(process.env['PAWON_PROPERTY_RUNS'] || 15);
const SEED = Number(process.env['PAWON_PROPERTY_SEED'] || 19_2026);
const PATH = process.env['PAWON_PROPERTY_PATH'] || undefined;
const LENGTH = Number(process.env['PAWON_PROPERTY_LENGTH'] || 25);
const PROGRESS = Boolean(process.env['PAWON_PROPERTY_PROGRESS']);
/** PAWON_PROPERTY_NO_SHRINK=1: report the first failing sequence as it is (shrinking reruns many sequences). */
const NO_SHRINK = Boolean(process.env['PAWON_PROPERTY_NO_SHRINK']);
/** A long run (PAWON_PROPERTY_RUNS=1000) takes its time; the normal one is well under a minute. */
const TIMEOUT = 90_000 + RUNS * LENGTH * 1_000;

/**
 * Sequences kept as unit tests: a name, the operations (a shrunk counterexample pasted as it is), and how many of
 * them must be refused (the model says which).
 */
const REPLAYS: Array<[string, Op[], number]> = [
  [
    'an oversale is refused and changes nothing; a return goes back to the batch its line took from',
    [
      {
        op: 'order',
        packs: [{ pack: 0, count: 2, lines: [{ product: 0, bucket: 'frozen', qty: 12000 }] }],
        day: 0,
        packing: 'unpacked',
        delivery: 'pending',
        paid: false,
      },
      {
        op: 'order',
        packs: [{ pack: 0, count: 1, lines: [{ product: 0, bucket: 'frozen', qty: 1500 }] }],
        day: -1,
        packing: 'packed',
        delivery: 'delivered',
        paid: true,
      },
      { op: 'return', order: 1, line: 0, qty: 500, destination: 'fresh', after: 1 },
      { op: 'move', batch: 0, to: 'fresh', qty: 250, after: 1, bad: 'stale' },
    ],
    2,
  ],
  [
    'a used lot cannot be edited to expire before a usage it fed (it was accepted: fixed in materialLog.ts)',
    [
      { op: 'use', material: 0, qty: 500, day: -1, waste: false },
      { op: 'restockEdit', lot: 0, qty: 8000, day: -6, expiry: 0 },
      { op: 'restockEdit', lot: 0, qty: 8000, day: -6, expiry: 5 },
    ],
    1,
  ],
  [
    'a run cannot be edited to expire before a sale from its batch (it was accepted: fixed in production.ts)',
    [
      // The order's fresh line takes the opening batch's 10 and 2 of the run's.
      { op: 'produce', product: 0, qty: 5000, day: -3, expiry: null, inputs: [{ material: 0, qty: 250 }] },
      {
        op: 'order',
        packs: [{ pack: 0, count: 1, lines: [{ product: 0, bucket: 'fresh', qty: 12000 }] }],
        day: -1,
        packing: 'packed',
        delivery: 'pending',
        paid: false,
      },
      {
        op: 'produceEdit',
        run: 0,
        product: 0,
        qty: 5000,
        day: -3,
        expiry: 1,
        inputs: [{ material: 0, qty: 250 }],
      },
      {
        op: 'produceEdit',
        run: 0,
        product: 0,
        qty: 5000,
        day: -3,
        expiry: 3,
        inputs: [{ material: 0, qty: 250 }],
      },
    ],
    1,
  ],
  [
    "a return's delete is refused while the batch no longer holds what it put back, and goes once it does",
    [
      {
        op: 'order',
        packs: [{ pack: 0, count: 1, lines: [{ product: 0, bucket: 'frozen', qty: 2000 }] }],
        day: -2,
        packing: 'packed',
        delivery: 'delivered',
        paid: true,
      },
      { op: 'return', order: 0, line: 0, qty: 1000, destination: 'fresh', after: 1 },
      { op: 'waste', product: 0, bucket: 'fresh', qty: 1000, batch: 0, day: 0 },
      { op: 'returnDelete', order: 0, ret: 0 },
      { op: 'stockCount', batch: 0, bucket: 'fresh', delta: 1000, day: 0 },
      { op: 'returnDelete', order: 0, ret: 0 },
    ],
    1,
  ],
  [
    'delivering an unpacked order packs it: its fresh lines take their batches, or the delivery is refused (issue 37)',
    [
      // Unpacked, pending: its fresh line takes nothing yet (the opening batch holds 10).
      {
        op: 'order',
        packs: [{ pack: 0, count: 1, lines: [{ product: 0, bucket: 'fresh', qty: 6000 }] }],
        day: -1,
        packing: 'unpacked',
        delivery: 'pending',
        paid: false,
      },
      { op: 'status', order: 0, target: 'delivered' },
      // Made already delivered while saying unpacked: packed too, and 6 more than the 4 left is short.
      {
        op: 'order',
        packs: [{ pack: 0, count: 1, lines: [{ product: 0, bucket: 'fresh', qty: 6000 }] }],
        day: 0,
        packing: 'unpacked',
        delivery: 'delivered',
        paid: true,
      },
      {
        op: 'order',
        packs: [{ pack: 0, count: 1, lines: [{ product: 0, bucket: 'fresh', qty: 5000 }] }],
        day: 0,
        packing: 'unpacked',
        delivery: 'pending',
        paid: false,
      },
      { op: 'orderEdit', order: 1, packing: 'unpacked', delivery: 'delivered' },
      // Undoing the delivery leaves it packed; the return of goods still finds the batch its line took from.
      { op: 'undeliver', order: 0 },
      { op: 'status', order: 0, target: 'delivered' },
      { op: 'return', order: 0, line: 0, qty: 1000, destination: 'fresh', after: 1 },
    ],
    2,
  ],
  [
    'money: a held order, payments with and without allocations, a reversal, Tandai lunas, surplus and deposit (issue 38)',
    [
      // Customer 1 (14 days, limit 50,000): 36,000 delivered, due in 14 days; then 21,000 more is over the limit: held.
      {
        op: 'order',
        customer: 1,
        packs: [{ pack: 0, count: 1, lines: [{ product: 0, bucket: 'frozen', qty: 4000 }] }],
        day: -2,
        packing: 'packed',
        delivery: 'delivered',
        paid: false,
      },
      {
        op: 'order',
        customer: 1,
        packs: [{ pack: 0, count: 1, lines: [{ product: 0, bucket: 'frozen', qty: 2000 }] }],
        day: -1,
        packing: 'packed',
        delivery: 'pending',
        paid: false,
      },
      { op: 'status', order: 1, target: 'packed' },
      // More than the first order's balance: refused, nothing written; then half of it, 2,500 left as deposit.
      {
        op: 'payTo',
        customer: 1,
        orders: [{ order: 0, part: 2 }],
        extra: 0,
        method: 'transfer',
        day: -1,
        bad: 'overBalance',
      },
      { op: 'payTo', customer: 1, orders: [{ order: 0, part: 2 }], extra: 2500, method: 'transfer', day: -1 },
      // Released and delivered: the deposit pays 2,500 of it; a payment without allocations pays oldest due first.
      { op: 'release', order: 0 },
      { op: 'status', order: 1, target: 'delivered' },
      { op: 'pay', customer: 1, amount: 30000, method: 'qris', day: 0 },
      { op: 'reverse', payment: 0 },
      { op: 'reverse', payment: 0 },
      { op: 'status', order: 0, target: 'paid' },
      // A sale paid on the spot, deleted undelivered: its payment becomes customer 0's deposit.
      {
        op: 'order',
        customer: 0,
        packs: [{ pack: 1, count: 1, lines: [{ product: 1, bucket: 'frozen', qty: 1000 }] }],
        day: 0,
        packing: 'unpacked',
        delivery: 'pending',
        paid: true,
      },
      // A return of the paid order: the surplus goes back to the latest payment; its delete takes it again.
      { op: 'return', order: 0, line: 0, qty: 1000, destination: 'waste', after: 1 },
      { op: 'orderDelete', order: 2 },
      { op: 'pay', customer: 0, amount: 5000, method: 'tunai', day: -3 },
      { op: 'returnDelete', order: 0, ret: 0 },
    ],
    3,
  ],
  [
    'purchasing: an order received in part, over the tolerance refused, then in full; its lots locked; the vendor paid ahead (issue 39)',
    [
      { op: 'purchase', material: 0, qty: 4000, price: 2000, day: -3 },
      { op: 'receive', purchase: 0, part: 2, confirm: false, after: 1, expiry: 3 },
      // 2 kg in, 6 more would be 8 of 4 (the most without a confirmation: 4.4).
      { op: 'receive', purchase: 0, part: 6, confirm: false, after: 2, expiry: null },
      { op: 'receive', purchase: 0, part: 2, confirm: false, after: 2, expiry: null, price: 2250 },
      // The received lots (after the opening's four) are the vendor's bill: no edit, no delete.
      { op: 'restockEdit', lot: 4, qty: 2000, day: -2, expiry: null },
      { op: 'restockDelete', lot: 5 },
      // Paid 20,000 for bills of 4,000 + 4,500: 11,500 ahead, which pays the next bill (500) when it comes.
      { op: 'vendorPay', amount: 20000, day: 0 },
      { op: 'purchase', material: 2, qty: 1000, price: 500, day: 0 },
      { op: 'receive', purchase: 0, part: 4, confirm: false, after: 0, expiry: null },
      // Over by a confirmation: a run then takes the received lot expiring first.
      { op: 'purchase', material: 1, qty: 1000, price: 3000, day: -1 },
      { op: 'receive', purchase: 0, part: 6, confirm: true, after: 0, expiry: 2 },
      { op: 'produce', product: 0, qty: 5000, day: 0, expiry: null, inputs: [{ material: 1, qty: 250 }] },
    ],
    3,
  ],
  [
    "standing orders: today's order made as the order form would, none when stock is short or the customer is held (issue 39)",
    [
      {
        op: 'standing',
        customer: 0,
        packs: [{ pack: 0, count: 1, lines: [{ product: 0, bucket: 'frozen', qty: 2000 }] }],
      },
      {
        op: 'standing',
        customer: 0,
        packs: [{ pack: 0, count: 1, lines: [{ product: 1, bucket: 'frozen', qty: 40000 }] }],
      },
      {
        op: 'standing',
        customer: 1,
        packs: [{ pack: 0, count: 3, lines: [{ product: 0, bucket: 'frozen', qty: 3000 }] }],
      },
      {
        op: 'standing',
        customer: 1,
        packs: [{ pack: 1, count: 1, lines: [{ product: 1, bucket: 'fresh', qty: 1000 }] }],
      },
      { op: 'status', order: 0, target: 'delivered' },
    ],
    0,
  ],
  [
    "a lot's expiry corrected caps again the batch made from it (decision 050)",
    [
      { op: 'restock', material: 0, qty: 4000, price: 1000, day: -6, expiry: 5, vendor: true },
      { op: 'produce', product: 0, qty: 5000, day: -3, expiry: null, inputs: [{ material: 0, qty: 250 }] },
      { op: 'restockEdit', lot: 4, qty: 4000, day: -6, expiry: 8 },
      { op: 'restockEdit', lot: 4, qty: 4000, day: -6, expiry: 4 },
    ],
    0,
  ],
];

const t = useTestApp();

describe('the books under random sequences of operations', () => {
  it(
    `balance after every step (${RUNS} sequences of up to ${LENGTH}, seed ${SEED})`,
    async () => {
      const stats: SequenceStats = { steps: 0, done: 0, refused: 0, byOp: {} };
      const started = Date.now();
      const cpu0 = process.cpuUsage();
      await fc.assert(
        fc.asyncProperty(
          // Lengths spread over the whole range (fast-check's default size keeps arrays to about ten).
          fc.array(operation, { maxLength: LENGTH, size: 'max' }),
          async (ops) => {
            const at = Date.now();
            await runSequence(t, ops, stats);
            // PAWON_PROPERTY_PROGRESS=1: a line per sequence, for the long runs.
            if (PROGRESS) process.stderr.write(`books: ${ops.length} operations in ${Date.now() - at} ms\n`);
          },
        ),
        {
          numRuns: RUNS,
          seed: SEED,
          ...(PATH ? { path: PATH } : {}),
          ...(NO_SHRINK ? { endOnFailure: true } : {}),
          // Stops (and fails, with the counterexample shrunk so far) before the test's own timeout.
          interruptAfterTimeLimit: TIMEOUT - 30_000,
          markInterruptAsFailure: true,
        },
      );
      console.info(
        `books: ${RUNS} sequences, ${stats.steps} steps (${stats.done} written, ${stats.refused} refused) in ${Date.now() - started} ms (cpu ${Math.round((process.cpuUsage(cpu0).user + process.cpuUsage(cpu0).system) / 1000)} ms);`,
        Object.entries(stats.byOp)
          .map(([op, [done, refused]]) => `${op} ${done}/${refused}`)
          .join(', '),
      );
      expect(stats.done).toBeGreaterThan(RUNS * 3);
      expect(stats.refused).toBeGreaterThan(RUNS);
    },
    TIMEOUT,
  );

  it.each(REPLAYS)('replay: %s', async (_name, ops, refused) => {
    const stats: SequenceStats = { steps: 0, done: 0, refused: 0, byOp: {} };
    await runSequence(t, ops, stats);
    expect(stats.refused).toBe(refused);
  });
});
