/**
 * About 90 days of orders over the seeded customers and products (after the stock demo), written through the order
 * service so that lots, batches, the ledger and `transaction_batches` agree. Each order asks only for what the stock
 * held on its day (checked before it is made), so none is refused. Distributors order more. Older orders are packed,
 * delivered and mostly paid; the last two days are mixed; today's are mostly still to pack, so the dashboard shows
 * pending deliveries and unpaid orders.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/index.js';
import { one, rows } from '../db/query.js';
import { addDays } from '../lib/dates.js';
import type { Schemas } from '../lib/contract.js';
import type { Actor } from '../domains/platform/crud.js';
import { createOrder } from '../domains/orders/sales.js';
import { DEMO_DAYS } from './stock.js';
import { int, num, row as rowShape, text } from '../db/rowShape.js';

type Bucket = 'fresh' | 'frozen';
type PackInput = Schemas['TransactionPackInput'];

/** A fixed pseudo-random sequence: the same demo every time. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** How often each demo product is asked for, relative to the others. */
const DEMAND: Record<string, number> = { BTY: 7, BTGY: 6, SGS: 8, KPM: 3, PM: 3 };

const TIMES = ['08:00', '09:30', '10:00', '13:00', '15:30', '16:00'];

/** What a product's bucket can still sell on a day: batches made by then, not expired then. */
async function productAvailable(tx: Tx, productId: number, bucket: Bucket, date: string): Promise<number> {
  const row = await one(
    tx,
    sql`select coalesce(sum(${sql.raw(bucket === 'frozen' ? 'frozen' : 'fresh')}), 0)::float8 as qty from product_batches
        where product_id = ${productId} and date <= ${date}::date and (expiry_date is null or expiry_date >= ${date}::date)`,
    rowShape({ qty: num }),
  );
  return row?.qty ?? 0;
}

async function packsAvailable(tx: Tx, materialId: number, date: string): Promise<number> {
  const row = await one(
    tx,
    sql`select coalesce(sum(remaining), 0)::float8 as qty from restocks
        where material_id = ${materialId} and date <= ${date}::date and (expiry_date is null or expiry_date >= ${date}::date)`,
    rowShape({ qty: num }),
  );
  return Math.floor(row?.qty ?? 0);
}

/** Seeds the sales demo (after the stock demo). */
export async function seedSales(tx: Tx, actor: Actor, today: string): Promise<void> {
  const rand = random(20_261_124);
  const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)]!;
  const customers = await rows(
    tx,
    sql`select id, category from customers order by id`,
    rowShape({ id: int, category: text<'konsumen' | 'distributor'>() }),
  );
  const products = await rows(
    tx,
    sql`select id, code, unit from products where active order by id`,
    rowShape({ id: int, code: text, unit: text }),
  );
  // Products are asked for about as often as they are made (seed/stock.ts), so that most of what is made is sold.
  const weighted = products.flatMap((p) => Array<typeof p>(DEMAND[p.code] ?? 1).fill(p));
  const packs = await rows(
    tx,
    sql`select id, name from materials where packaging_type = 'pack' order by id`,
    rowShape({ id: int, name: text }),
  );
  if (!customers.length || !products.length || !packs.length) return;

  for (let day = 1 - DEMO_DAYS; day <= 0; day++) {
    const date = addDays(today, day);
    const orders = 2 + Math.floor(rand() * 4);
    for (let n = 0; n < orders; n++) {
      const customer = pick(customers);
      const big = customer.category === 'distributor' ? 2 : 1;
      const packed = day < -2 || (day < 0 ? rand() < 0.8 : rand() < 0.2);
      const delivered = packed && (day < -2 || rand() < 0.5);
      const used = new Map<string, number>();
      const usedPacks = new Map<number, number>();
      const wanted: PackInput[] = [];
      for (let p = 0, count = 1 + Math.floor(rand() * 2); p < count; p++) {
        const pack = pick(packs);
        let packCount = (1 + Math.floor(rand() * 3)) * big;
        const packsLeft = (await packsAvailable(tx, pack.id, date)) - (usedPacks.get(pack.id) ?? 0);
        packCount = Math.min(packCount, packsLeft);
        if (packCount <= 0) continue;
        const lines: PackInput['lines'] = [];
        for (let l = 0, count = 1 + Math.floor(rand() * 2); l < count; l++) {
          const product = pick(weighted);
          const bucket: Bucket = rand() < 0.55 ? 'fresh' : 'frozen';
          const key = `${product.id}:${bucket}`;
          if (lines.some((x) => x.productId === product.id && x.bucket === bucket)) continue;
          // Fresh stock is taken only once packed: an unpacked order takes none now.
          const takes = bucket === 'frozen' || packed;
          const left = takes
            ? (await productAvailable(tx, product.id, bucket, date)) - (used.get(key) ?? 0)
            : Infinity;
          const perPack = Math.min(
            product.unit === 'liter' ? 1 + Math.floor(rand() * 3) : 6 + Math.floor(rand() * 15),
            Math.floor(left / packCount),
          );
          if (perPack <= 0) continue;
          if (takes) used.set(key, (used.get(key) ?? 0) + perPack * packCount);
          lines.push({ productId: product.id, bucket, qtyPerPack: perPack });
        }
        if (!lines.length) continue;
        usedPacks.set(pack.id, (usedPacks.get(pack.id) ?? 0) + packCount);
        wanted.push({ materialId: pack.id, count: packCount, lines });
      }
      if (!wanted.length) continue;
      await createOrder(
        tx,
        { userId: actor.userId, today: date },
        {
          date,
          customerId: customer.id,
          deliveryDate: addDays(date, rand() < 0.6 ? 0 : 1),
          deliveryTime: pick(TIMES),
          // Older than three weeks: paid (a customer that late would hold new orders); then mostly paid.
          payment:
            day < -2 ? (rand() < 0.92 || day < -21 ? 'paid' : 'unpaid') : rand() < 0.5 ? 'paid' : 'unpaid',
          packing: packed ? 'packed' : 'unpacked',
          delivery: delivered ? 'delivered' : 'pending',
          note: rand() < 0.15 ? 'Mohon dikemas rapi' : null,
          packs: wanted,
        },
      );
    }
  }
}
