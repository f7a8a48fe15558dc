/**
 * Material lots as the server's domains/stock/lots.ts keeps them: a restock is a lot; a usage takes from the lots of
 * its material dated by then and not expired, first-expiring first, and records what it took from each
 * (`usage_lots`). A lot's expiry is its date plus the material's shelf life, so that order is the order the lots were
 * made in: a head pointer per material skips lots that are empty or expired for good. A usage larger than the stock
 * restocks the material that day first (the business never has a usage refused).
 */
import type { Material } from './catalogue.js';
import type { Random } from './random.js';
import { amountOf, N, stamp } from './time.js';
import { qtyText, type Writer } from './writer.js';

export type UsageReason = 'production' | 'order' | 'manual';

export class MaterialLots {
  private readonly material: number[] = [0];
  private readonly day: number[] = [0];
  private readonly expiry: number[] = [0];
  private readonly qty: number[] = [0];
  private readonly remaining: number[] = [0];
  private readonly price: number[] = [0];
  /** The restock's note: the purchase order's number for a lot received against one (purchasing.ts). */
  private readonly note = new Map<number, string>();
  private readonly lotsOf: number[][];
  private readonly head: Int32Array;
  private usageId = 0;

  constructor(
    private readonly w: Writer,
    private readonly materials: Material[],
    /** Thousandths a day each material (by id) is expected to be used: a restock covers its cover days of it. */
    private readonly rate: Float64Array,
    private readonly dateOf: (day: number) => string,
    private readonly random: Random,
  ) {
    this.lotsOf = materials.map(() => []);
    this.head = new Int32Array(materials.length);
  }

  private restock(m: Material, day: number, shortfall: number): void {
    const wanted = shortfall + this.rate[m.id]! * m.coverDays;
    const qty = Math.max(m.step, Math.ceil(wanted / m.step) * m.step);
    const raw = m.price * (0.95 + this.random.next() * 0.1);
    const price = m.price >= 1000 ? Math.round(raw / 100) * 100 : Math.round(raw / 10) * 10;
    this.lotsOf[m.id - 1]!.push(this.material.length);
    this.material.push(m.id);
    this.day.push(day);
    this.expiry.push(m.shelfDays === null ? Infinity : day + m.shelfDays);
    this.qty.push(qty);
    this.remaining.push(qty);
    this.price.push(price);
  }

  /** A usage taking `need` (thousandths) of a material on `day` (restocked that day when short). */
  use(
    m: Material,
    day: number,
    need: number,
    usage: { reason: UsageReason; note: string; runId?: number; orderId?: number; userId: number },
  ): void {
    const lots = this.lotsOf[m.id - 1]!;
    let head = this.head[m.id - 1]!;
    while (head < lots.length && (this.remaining[lots[head]!] === 0 || this.expiry[lots[head]!]! < day))
      head++;
    this.head[m.id - 1] = head;
    let usable = 0;
    for (let i = head; i < lots.length && usable < need; i++) {
      const lot = lots[i]!;
      if (this.expiry[lot]! >= day) usable += this.remaining[lot]!;
    }
    if (usable < need) this.restock(m, day, need - usable);
    const id = ++this.usageId;
    const date = this.dateOf(day);
    const at = stamp(date, id % 600);
    const { reason, note, runId, orderId, userId } = usage;
    this.w.row('usages', [
      id,
      m.id,
      date,
      qtyText(need),
      note,
      reason,
      runId ?? N,
      orderId ?? N,
      userId,
      at,
      at,
    ]);
    let left = need;
    for (let i = head; left > 0; i++) {
      const lot = lots[i]!;
      const remaining = this.remaining[lot]!;
      if (remaining === 0 || this.expiry[lot]! < day) continue;
      const take = Math.min(remaining, left);
      this.remaining[lot] = remaining - take;
      left -= take;
      this.w.row('usage_lots', [id, lot, qtyText(take)]);
    }
  }

  /** How many lots there are (ids 1…count). */
  get count(): number {
    return this.material.length - 1;
  }

  /** A lot as made: its material, day, quantity (thousandths), unit price and total. */
  lot(id: number): { materialId: number; day: number; qty: number; price: number; total: number } {
    const qty = this.qty[id]!;
    const price = this.price[id]!;
    return { materialId: this.material[id]!, day: this.day[id]!, qty, price, total: amountOf(qty, price) };
  }

  /** Names the purchase order a lot was received against (the server's receiving writes its number as the note). */
  receivedAgainst(id: number, number: string): void {
    this.note.set(id, number);
  }

  /** Writes every lot with what it holds now; `tick` is called now and then (progress, I/O). */
  async write(userId: number, tick: () => Promise<void>): Promise<void> {
    for (let lot = 1; lot < this.material.length; lot++) {
      const m = this.materials[this.material[lot]! - 1]!;
      const date = this.dateOf(this.day[lot]!);
      const at = stamp(date, lot % 60);
      this.w.row('restocks', [
        lot,
        m.id,
        m.vendorId,
        date,
        qtyText(this.qty[lot]!),
        this.price[lot]!,
        amountOf(this.qty[lot]!, this.price[lot]!),
        `${m.batchPrefix}-${date.slice(2).replaceAll('-', '')}`,
        m.shelfDays === null ? N : this.dateOf(this.expiry[lot]!),
        this.note.get(lot) ?? N,
        qtyText(this.remaining[lot]!),
        userId,
        at,
        at,
      ]);
      if (lot % 50_000 === 0) await tick();
    }
  }
}
