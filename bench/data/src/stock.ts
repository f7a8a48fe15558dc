/**
 * Product stock as the server's domains/stock/batches.ts and domains/production/production.ts keep it: a production
 * run takes its recipe from the lots and makes a batch holding its qty fresh (ledger reason production), part of it
 * frozen the same day (two ledger rows, reason move); a sale takes one bucket oldest batch first, batches made by
 * then and not expired. A batch's expiry is its date plus the product's shelf life, so a head pointer per product and
 * bucket skips batches empty or expired for good (moving stock into an older batch's frozen bucket moves the frozen
 * head back). What an order asks for and the stock lacks is frozen from fresh stock or produced that day first: no
 * order is refused.
 */
import { createHash } from 'node:crypto';
import type { Material, Product } from './catalogue.js';
import type { MaterialLots } from './lots.js';
import { N, stamp } from './time.js';
import { qtyText, type Writer } from './writer.js';

export type Bucket = 'fresh' | 'frozen';
type Reason = 'production' | 'move' | 'sale';

/** A kitchen makes no fewer than 100 pieces (30 litres) in a run. */
const minRun = (p: Product) => (p.unit === 'liter' ? 30 : 100);

export class ProductStock {
  private readonly product: number[] = [0];
  private readonly run: number[] = [0];
  private readonly day: number[] = [0];
  private readonly expiry: number[] = [0];
  private readonly fresh: number[] = [0];
  private readonly frozen: number[] = [0];
  private readonly version: number[] = [0];
  private readonly batchesOf: number[][];
  private readonly freshHead: Int32Array;
  private readonly frozenHead: Int32Array;
  private ledgerId = 0;
  private runId = 0;

  constructor(
    private readonly w: Writer,
    private readonly products: Product[],
    private readonly materials: Material[],
    /** Units a day each product (by index) is expected to sell: a run covers its run days of it. */
    private readonly rate: number[],
    private readonly lots: MaterialLots,
    private readonly dateOf: (day: number) => string,
    private readonly staff: number,
  ) {
    this.batchesOf = products.map(() => []);
    this.freshHead = new Int32Array(products.length);
    this.frozenHead = new Int32Array(products.length);
  }

  private ledger(
    batch: number,
    bucket: Bucket,
    qty: number,
    reason: Reason,
    day: number,
    source: { note?: string; runId?: number; orderId?: number; userId: number },
  ): void {
    const id = ++this.ledgerId;
    const date = this.dateOf(day);
    const { note, runId, orderId, userId } = source;
    this.w.row('product_ledger', [
      id,
      batch,
      this.product[batch]!,
      bucket,
      qtyText(qty),
      reason,
      date,
      note ?? N,
      runId ?? N,
      orderId ?? N,
      userId,
      stamp(date, id % 600),
    ]);
  }

  /** Moves `qty` (thousandths) from fresh to frozen within one batch (the product's `index`-th), as `stock/update`. */
  private freeze(batch: number, qty: number, day: number, index: number): void {
    if (qty <= 0) return;
    const p = this.product[batch]! - 1;
    this.fresh[batch] = this.fresh[batch]! - qty;
    this.frozen[batch] = this.frozen[batch]! + qty;
    this.version[batch] = this.version[batch]! + 1;
    const source = { note: 'Dibekukan', userId: this.staff };
    this.ledger(batch, 'fresh', -qty, 'move', day, source);
    this.ledger(batch, 'frozen', qty, 'move', day, source);
    if (index < this.frozenHead[p]!) this.frozenHead[p] = index;
  }

  /**
   * A production run of `units` made on `day`: inputs from the lots, a batch holding it fresh, a share frozen (but
   * `keepFresh`, thousandths wanted fresh today, stays fresh).
   */
  private produce(p: Product, day: number, units: number, keepFresh: number): void {
    const id = ++this.runId;
    const date = this.dateOf(day);
    const note = `Produksi ${p.code} ${date}`;
    for (const r of p.recipe) {
      const usage = { reason: 'production' as const, note, runId: id, userId: this.staff };
      this.lots.use(this.materials[r.materialId - 1]!, day, units * r.perUnit, usage);
    }
    const at = stamp(date, id % 120);
    const expiry = this.dateOf(day + p.shelfDays);
    const value = units * p.price;
    this.w.row('production_runs', [
      id,
      date,
      p.id,
      qtyText(units * 1000),
      p.unit,
      value,
      expiry,
      N,
      this.staff,
      at,
      at,
    ]);
    const batch = this.product.length;
    this.product.push(p.id);
    this.run.push(id);
    this.day.push(day);
    this.expiry.push(day + p.shelfDays);
    this.fresh.push(units * 1000);
    this.frozen.push(0);
    this.version.push(1);
    this.batchesOf[p.id - 1]!.push(batch);
    this.ledger(batch, 'fresh', units * 1000, 'production', day, { runId: id, userId: this.staff });
    const frozen = Math.min(Math.floor(units * p.freezeShare) * 1000, units * 1000 - keepFresh);
    this.freeze(batch, frozen, day, this.batchesOf[p.id - 1]!.length - 1);
  }

  /** What a product's bucket can sell on `day` (batches made by then, not expired), moving its head past empties. */
  private available(p: number, bucket: Bucket, day: number): number {
    const list = this.batchesOf[p]!;
    const heads = bucket === 'fresh' ? this.freshHead : this.frozenHead;
    const stock = bucket === 'fresh' ? this.fresh : this.frozen;
    let head = heads[p]!;
    while (head < list.length && (stock[list[head]!] === 0 || this.expiry[list[head]!]! < day)) head++;
    heads[p] = head;
    let sum = 0;
    for (let i = head; i < list.length; i++) if (this.expiry[list[i]!]! >= day) sum += stock[list[i]!]!;
    return sum;
  }

  /**
   * Makes sure `qty` of a product's bucket can be sold on `day`: frozen stock short is frozen from fresh stock (oldest
   * first), anything still short is produced that day.
   */
  private ensure(p: Product, bucket: Bucket, qty: number, day: number): void {
    const i = p.id - 1;
    let have = this.available(i, bucket, day);
    if (have >= qty) return;
    const units = Math.max(minRun(p), Math.ceil((qty - have) / 1000) + Math.ceil(this.rate[i]! * p.runDays));
    if (bucket === 'fresh') {
      this.produce(p, day, units, qty - have);
      return;
    }
    if (this.available(i, 'fresh', day) < qty - have) {
      this.produce(p, day, units, 0);
      have = this.available(i, 'frozen', day);
      if (have >= qty) return;
    }
    const list = this.batchesOf[i]!;
    let left = qty - have;
    for (let k = this.freshHead[i]!; k < list.length && left > 0; k++) {
      const b = list[k]!;
      if (this.expiry[b]! < day || this.fresh[b] === 0) continue;
      // Freezing is done by the tray: half of what the batch still holds fresh, at least what is short.
      const move = Math.min(this.fresh[b]!, Math.max(left, Math.floor(this.fresh[b]! / 2000) * 1000));
      this.freeze(b, move, day, k);
      left -= move;
    }
  }

  /**
   * Sells `qty` (thousandths) of a product's bucket on `day`, oldest batch first, with its ledger rows (reason sale);
   * answers what it took from each batch.
   */
  sell(
    p: Product,
    bucket: Bucket,
    qty: number,
    day: number,
    order: { id: number; note: string; userId: number },
  ): Array<[number, number]> {
    this.ensure(p, bucket, qty, day);
    const i = p.id - 1;
    this.available(i, bucket, day);
    const list = this.batchesOf[i]!;
    const stock = bucket === 'fresh' ? this.fresh : this.frozen;
    const takes: Array<[number, number]> = [];
    let left = qty;
    for (let k = (bucket === 'fresh' ? this.freshHead : this.frozenHead)[i]!; left > 0; k++) {
      if (k >= list.length) throw new Error(`simulate: ${p.code} ${bucket} short by ${left} on day ${day}`);
      const b = list[k]!;
      if (this.expiry[b]! < day || stock[b] === 0) continue;
      const t = Math.min(stock[b]!, left);
      stock[b] = stock[b]! - t;
      this.version[b] = this.version[b]! + 1;
      left -= t;
      takes.push([b, t]);
    }
    const source = { note: order.note, orderId: order.id, userId: order.userId };
    for (const [batch, t] of takes) this.ledger(batch, bucket, -t, 'sale', day, source);
    return takes;
  }

  /** Writes every batch with what it holds now; `tick` is called now and then (progress, I/O). */
  async write(tick: () => Promise<void>): Promise<void> {
    for (let b = 1; b < this.product.length; b++) {
      const date = this.dateOf(this.day[b]!);
      const at = stamp(date, b % 120);
      const expiry = this.dateOf(this.expiry[b]!);
      const fresh = qtyText(this.fresh[b]!);
      const frozen = qtyText(this.frozen[b]!);
      this.w.row('product_batches', [
        b,
        this.product[b]!,
        this.run[b]!,
        date,
        expiry,
        fresh,
        frozen,
        // The label's public code (migration 0037): the server draws it at random; here it follows from the batch,
        // its product and day, so the same seed gives the same rows (a bench database is nobody's label).
        createHash('sha256').update(`${b}:${this.product[b]!}:${date}`).digest('hex').slice(0, 32),
        this.version[b]!,
        at,
        at,
      ]);
      if (b % 50_000 === 0) await tick();
    }
  }
}
