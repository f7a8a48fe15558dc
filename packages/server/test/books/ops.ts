/**
 * The operations of the books' property test as plain data, so that a failing sequence prints as JSON that can be
 * pasted back as a unit test (see test/books.property.test.ts, REPLAYS). Records are named by their place among the
 * sequence's own (`lot: 3` is the fourth of its lots by id, modulo how many there are), so a shrunk sequence still
 * means something. `bad` asks for a request that must be refused: a date after today, a quantity of zero or less,
 * or a stale version (on the operations that carry one).
 */
import fc from 'fast-check';
import type { Bucket, Method } from './model.js';

export type Bad = 'future' | 'negative' | 'stale' | undefined;
/**
 * An allocation the server must refuse (422, nothing written): more than an order's balance, an order that is not
 * open for the customer (another's, paid, or none), one order twice, more than the payment's amount.
 */
export type AllocationBad = 'overBalance' | 'notOpen' | 'twice' | 'overAmount';

export interface LineSpec {
  product: number;
  bucket: Bucket;
  qty: number;
}
export interface PackSpec {
  pack: number;
  count: number;
  lines: LineSpec[];
}
export interface InputSpec {
  material: number;
  qty: number;
}

/** Days are counted from today (0) back (−6); quantities are thousandths. */
export type Op =
  | {
      op: 'restock';
      material: number;
      qty: number;
      price: number;
      day: number;
      expiry: number | null;
      vendor: boolean;
      bad?: Bad;
    }
  | {
      op: 'restockEdit';
      lot: number;
      qty: number;
      day: number;
      expiry: number | null;
      /** A price correction (the lot's usages are worth something else: migration 0017); none keeps the price. */
      price?: number | undefined;
      bad?: Bad;
    }
  | { op: 'restockDelete'; lot: number }
  | { op: 'use'; material: number; qty: number; day: number; waste: boolean; bad?: Bad }
  | { op: 'useEdit'; usage: number; qty: number; day: number; bad?: Bad }
  | { op: 'useDelete'; usage: number }
  | { op: 'count'; material: number; delta: number; day: number; bad?: Bad }
  | {
      op: 'produce';
      product: number;
      qty: number;
      day: number;
      expiry: number | null;
      inputs: InputSpec[];
      bad?: Bad;
    }
  | {
      op: 'produceEdit';
      run: number;
      product: number;
      qty: number;
      day: number;
      expiry: number | null;
      inputs: InputSpec[];
      bad?: Bad;
    }
  | { op: 'produceDelete'; run: number }
  | {
      op: 'opening';
      product: number;
      bucket: Bucket;
      qty: number;
      day: number;
      expiry: number | null;
      bad?: Bad;
    }
  | {
      op: 'waste';
      product: number;
      bucket: Bucket;
      qty: number;
      batch: number | null;
      day: number;
      bad?: Bad;
    }
  | { op: 'stockCount'; batch: number; bucket: Bucket; delta: number; day: number; bad?: Bad }
  | { op: 'move'; batch: number; to: Bucket; qty: number; after: number; bad?: Bad }
  | {
      op: 'order';
      /** The sequence's customer (0: cash on delivery, no limit; 1: on terms, with a credit limit); 0 if left out. */
      customer?: number;
      packs: PackSpec[];
      day: number;
      packing: 'packed' | 'unpacked';
      delivery: 'pending' | 'delivered';
      paid: boolean;
      bad?: Bad;
    }
  | {
      op: 'orderEdit';
      order: number;
      /** Moved to another of the sequence's customers (what was paid on it goes back to the old one's deposit). */
      customer?: number;
      packs?: PackSpec[];
      day?: number;
      paid?: boolean;
      packing?: 'packed' | 'unpacked';
      delivery?: 'pending' | 'delivered';
      bad?: Bad;
    }
  | { op: 'status'; order: number; target: 'paid' | 'packed' | 'delivered'; bad?: Bad }
  | { op: 'orderDelete'; order: number }
  | { op: 'undeliver'; order: number; bad?: Bad }
  | {
      op: 'return';
      order: number;
      line: number;
      qty: number;
      destination: Bucket | 'waste';
      after: number;
      bad?: Bad;
    }
  | { op: 'returnDelete'; order: number; ret: number }
  /** A payment without allocations: open orders oldest due first, the rest deposit. */
  | { op: 'pay'; customer: number; amount: number; method: Method; day: number; bad?: Bad }
  /**
   * A payment with allocations to open orders of the customer (`part` quarters of each one's balance), plus `extra`
   * left as deposit.
   */
  | {
      op: 'payTo';
      customer: number;
      orders: Array<{ order: number; part: number }>;
      extra: number;
      method: Method;
      day: number;
      bad?: AllocationBad;
    }
  /** A payment reversed with a reason (payment/delete); `bad`: a reason of blanks. */
  | { op: 'reverse'; payment: number; bad?: 'reason' }
  /** "Lepas Tahanan Kredit": a held order released with a note. */
  | { op: 'release'; order: number; bad?: Bad }
  /** A purchase order of one material from the sequence's vendor (issue 39, decision 051), added and then sent. */
  | { op: 'purchase'; material: number; qty: number; price: number; day: number }
  /**
   * Goods received against an open purchase order: `part` quarters of its line (5 and more: over the 10 % tolerance,
   * refused unless confirmed), at the order's price or another, with an expiry or none; the lot and the bill follow.
   */
  | {
      op: 'receive';
      purchase: number;
      part: number;
      confirm: boolean;
      price?: number | undefined;
      /** Days after the order's date (today at the latest). */
      after: number;
      expiry: number | null;
    }
  /** A payment to the sequence's vendor: its open bills oldest due first, the rest paid ahead. */
  | { op: 'vendorPay'; amount: number; day: number }
  /**
   * A standing order of the customer for today, made by `standingOrder/generate` (decision 049): the order of its
   * packs as the order form would make it, or none (stock short, the customer held for credit), then deleted.
   */
  | { op: 'standing'; customer: number; packs: PackSpec[] };

/**
 * A record with a plain prototype (fast-check's own have none, and print `__proto__:null`), and without `bad` when it
 * is undefined: a counterexample prints as data to paste as it is.
 */
function rec<T extends Record<string, fc.Arbitrary<unknown>>>(model: T) {
  return fc.record(model, { noNullPrototype: true }).map((value) => {
    const out: Record<string, unknown> = { ...value };
    if (out['bad'] === undefined) delete out['bad'];
    return out as { [K in keyof T]: T[K] extends fc.Arbitrary<infer U> ? U : never };
  });
}

const day = fc.integer({ min: -6, max: 0 });
const small = fc.integer({ min: 1, max: 12 }).map((n) => n * 250);
const large = fc.integer({ min: 1, max: 40 }).map((n) => n * 250);
const index = fc.nat({ max: 30 });
const bucket = fc.constantFrom<Bucket>('fresh', 'frozen');
/** Days from its date to an expiry, or none. */
const expiry = fc.option(fc.integer({ min: 0, max: 5 }), { nil: null, freq: 2 });
/** Mostly a valid request; now and then one that must be refused. */
const bad = <B extends string>(...kinds: B[]) =>
  fc.oneof(
    { weight: 10, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constantFrom<B | undefined>(...kinds) },
  );
const customer = fc.nat({ max: 1 });
const method = fc.constantFrom<Method>('tunai', 'transfer', 'qris', 'lainnya');
/** Most payments today, some dated back. */
const payDay = fc.oneof({ weight: 2, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: day });

const line = rec({ product: fc.nat({ max: 1 }), bucket, qty: small });
const packSpec = rec({
  pack: fc.nat({ max: 1 }),
  count: fc.integer({ min: 1, max: 3 }),
  // Each product once per bucket in a pack; now and then twice, which is refused (422).
  lines: fc.oneof(
    {
      weight: 12,
      arbitrary: fc.uniqueArray(line, {
        minLength: 1,
        maxLength: 3,
        selector: (l) => `${l.product}:${l.bucket}`,
      }),
    },
    { weight: 1, arbitrary: fc.array(line, { minLength: 2, maxLength: 3 }) },
  ),
});
const packs = fc.array(packSpec, { minLength: 1, maxLength: 2 });
const inputs = fc.uniqueArray(rec({ material: fc.nat({ max: 1 }), qty: small }), {
  minLength: 1,
  maxLength: 2,
  selector: (i) => i.material,
});

export const operation: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: rec({
      op: fc.constant('restock' as const),
      material: fc.nat({ max: 3 }),
      qty: large,
      price: fc.integer({ min: 1, max: 40 }).map((n) => n * 250),
      day,
      expiry,
      vendor: fc.boolean(),
      bad: bad('future', 'negative'),
    }),
  },
  {
    weight: 1,
    arbitrary: rec({
      op: fc.constant('restockEdit' as const),
      lot: index,
      qty: large,
      day,
      expiry,
      price: fc.option(
        fc.integer({ min: 1, max: 40 }).map((n) => n * 250),
        { nil: undefined },
      ),
      bad: bad('stale', 'future'),
    }),
  },
  { weight: 1, arbitrary: rec({ op: fc.constant('restockDelete' as const), lot: index }) },
  {
    weight: 2,
    arbitrary: rec({
      op: fc.constant('use' as const),
      material: fc.nat({ max: 3 }),
      qty: small,
      day,
      waste: fc.boolean(),
      bad: bad('future', 'negative'),
    }),
  },
  {
    weight: 1,
    arbitrary: rec({
      op: fc.constant('useEdit' as const),
      usage: index,
      qty: small,
      day,
      bad: bad('stale'),
    }),
  },
  { weight: 1, arbitrary: rec({ op: fc.constant('useDelete' as const), usage: index }) },
  {
    weight: 1,
    arbitrary: rec({
      op: fc.constant('count' as const),
      material: fc.nat({ max: 3 }),
      delta: fc.integer({ min: -8, max: 8 }).map((n) => n * 250),
      day,
      bad: bad('future'),
    }),
  },
  {
    weight: 3,
    arbitrary: rec({
      op: fc.constant('produce' as const),
      product: fc.nat({ max: 1 }),
      qty: large,
      day,
      expiry,
      inputs,
      bad: bad('future', 'negative'),
    }),
  },
  {
    weight: 1,
    arbitrary: rec({
      op: fc.constant('produceEdit' as const),
      run: index,
      product: fc.nat({ max: 1 }),
      qty: large,
      day,
      expiry,
      inputs,
      bad: bad('stale'),
    }),
  },
  { weight: 1, arbitrary: rec({ op: fc.constant('produceDelete' as const), run: index }) },
  {
    weight: 1,
    arbitrary: rec({
      op: fc.constant('opening' as const),
      product: fc.nat({ max: 1 }),
      bucket,
      qty: large,
      day,
      expiry,
      bad: bad('future', 'negative'),
    }),
  },
  {
    weight: 1,
    arbitrary: rec({
      op: fc.constant('waste' as const),
      product: fc.nat({ max: 1 }),
      bucket,
      qty: small,
      batch: fc.option(index, { nil: null }),
      day,
      bad: bad('negative'),
    }),
  },
  {
    weight: 1,
    arbitrary: rec({
      op: fc.constant('stockCount' as const),
      batch: index,
      bucket,
      delta: fc.integer({ min: -6, max: 6 }).map((n) => n * 250),
      day,
      bad: bad('negative'),
    }),
  },
  {
    weight: 2,
    arbitrary: rec({
      op: fc.constant('move' as const),
      batch: index,
      to: bucket,
      qty: small,
      after: fc.integer({ min: -1, max: 3 }),
      bad: bad('stale', 'negative'),
    }),
  },
  {
    weight: 8,
    arbitrary: rec({
      op: fc.constant('order' as const),
      customer,
      packs,
      day,
      packing: fc.constantFrom('packed' as const, 'unpacked' as const),
      delivery: fc.constantFrom('pending' as const, 'delivered' as const),
      paid: fc.boolean(),
      bad: bad('future', 'negative'),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.oneof(
      rec({ op: fc.constant('orderEdit' as const), order: index, packs, bad: bad('stale') }),
      rec({ op: fc.constant('orderEdit' as const), order: index, day, bad: bad('stale', 'future') }),
      rec({ op: fc.constant('orderEdit' as const), order: index, paid: fc.boolean() }),
      // Orders moved to the other customer (refused once delivered): the old customer's rows stay on the order,
      // netting to 0, and what they paid ahead is theirs at every past day (domains/reports/aging.ts).
      rec({ op: fc.constant('orderEdit' as const), order: index, customer }),
      rec({ op: fc.constant('orderEdit' as const), order: index, customer, paid: fc.constant(true) }),
      rec({
        op: fc.constant('orderEdit' as const),
        order: index,
        packing: fc.constantFrom('packed' as const, 'unpacked' as const),
        delivery: fc.constantFrom('pending' as const, 'delivered' as const),
      }),
    ),
  },
  {
    weight: 3,
    arbitrary: rec({
      op: fc.constant('status' as const),
      order: index,
      target: fc.constantFrom('paid' as const, 'packed' as const, 'delivered' as const),
      bad: bad('stale'),
    }),
  },
  { weight: 1, arbitrary: rec({ op: fc.constant('orderDelete' as const), order: index }) },
  {
    weight: 1,
    arbitrary: rec({ op: fc.constant('undeliver' as const), order: index, bad: bad('stale') }),
  },
  {
    weight: 3,
    arbitrary: rec({
      op: fc.constant('return' as const),
      order: index,
      line: index,
      qty: small,
      destination: fc.constantFrom<Bucket | 'waste'>('fresh', 'frozen', 'waste'),
      after: fc.nat({ max: 3 }),
      bad: bad('negative'),
    }),
  },
  { weight: 2, arbitrary: rec({ op: fc.constant('returnDelete' as const), order: index, ret: index }) },
  {
    weight: 3,
    arbitrary: rec({
      op: fc.constant('pay' as const),
      customer,
      amount: fc.integer({ min: 1, max: 160 }).map((n) => n * 500),
      method,
      day: payDay,
      bad: bad('future', 'negative'),
    }),
  },
  {
    weight: 3,
    arbitrary: rec({
      op: fc.constant('payTo' as const),
      customer,
      orders: fc.array(rec({ order: index, part: fc.integer({ min: 1, max: 4 }) }), {
        minLength: 1,
        maxLength: 3,
      }),
      extra: fc.constantFrom(0, 0, 500, 2500, 10000),
      method,
      day: payDay,
      bad: fc.oneof(
        { weight: 6, arbitrary: fc.constant(undefined) },
        {
          weight: 1,
          arbitrary: fc.constantFrom<AllocationBad>('overBalance', 'notOpen', 'twice', 'overAmount'),
        },
      ),
    }),
  },
  { weight: 2, arbitrary: rec({ op: fc.constant('reverse' as const), payment: index, bad: bad('reason') }) },
  { weight: 2, arbitrary: rec({ op: fc.constant('release' as const), order: index, bad: bad('stale') }) },
  {
    weight: 2,
    arbitrary: rec({
      op: fc.constant('purchase' as const),
      material: fc.nat({ max: 3 }),
      qty: large,
      price: fc.integer({ min: 1, max: 40 }).map((n) => n * 250),
      day,
    }),
  },
  {
    weight: 3,
    arbitrary: rec({
      op: fc.constant('receive' as const),
      purchase: index,
      part: fc.integer({ min: 1, max: 6 }),
      confirm: fc.boolean(),
      price: fc.option(
        fc.integer({ min: 1, max: 40 }).map((n) => n * 250),
        { nil: undefined, freq: 3 },
      ),
      after: fc.nat({ max: 3 }),
      expiry,
    }),
  },
  {
    weight: 1,
    arbitrary: rec({
      op: fc.constant('vendorPay' as const),
      amount: fc.integer({ min: 1, max: 80 }).map((n) => n * 500),
      day: payDay,
    }),
  },
  { weight: 2, arbitrary: rec({ op: fc.constant('standing' as const), customer, packs }) },
);

/**
 * What every sequence starts from: stock of each material and of each product in both buckets (one small batch
 * already expired), so that most orders, runs and moves have something to take and the refusals are the rules'.
 */
export const OPENING: Op[] = [
  { op: 'restock', material: 0, qty: 20000, price: 2000, day: -6, expiry: null, vendor: true },
  { op: 'restock', material: 1, qty: 10000, price: 3000, day: -5, expiry: 4, vendor: true },
  { op: 'restock', material: 2, qty: 30000, price: 500, day: -6, expiry: null, vendor: false },
  { op: 'restock', material: 3, qty: 20000, price: 300, day: -4, expiry: null, vendor: true },
  { op: 'opening', product: 0, bucket: 'frozen', qty: 20000, day: -6, expiry: null },
  { op: 'opening', product: 0, bucket: 'fresh', qty: 10000, day: -6, expiry: 10 },
  { op: 'opening', product: 1, bucket: 'frozen', qty: 20000, day: -6, expiry: null },
  { op: 'opening', product: 1, bucket: 'fresh', qty: 2000, day: -5, expiry: 1 },
  { op: 'opening', product: 1, bucket: 'fresh', qty: 8000, day: -4, expiry: 10 },
];
