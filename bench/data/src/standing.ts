/**
 * Standing orders, "Langganan" (issue 39, migration 0031, the server's domains/orders/standingOrders.ts), planned
 * before the first day: about one customer in ten among those who order at least every 90 days or so holds one, on
 * a schedule near their own pace (Mon–Sat, Mon/Wed/Fri, twice a week, weekly, or every N days), from a day in the
 * period, some with an end, some with days off, a few paused since a day. Pawon makes each delivery day's order the
 * day before (lead 1 day, at 18:00): the simulation gives those orders one of that day's order slots, with the
 * standing order's packs, and the day's `standing_order_days` row names it; a few days could not be made
 * (`stock.short`, kept with its parameters as the server keeps them) and have no order. While a standing order runs,
 * most of its customer's other orders go to someone else, so that customers keep their share of the orders.
 */
import type { Catalogue, Customer, Material, Product, Profile } from './catalogue.js';
import type { Random, Weighted } from './random.js';
import type { Bucket } from './stock.js';
import { N } from './time.js';
import type { Writer } from './writer.js';

export interface LinePlan {
  product: Product;
  bucket: Bucket;
  /** Units (or litres) per pack. */
  perPack: number;
}

export interface PackPlan {
  material: Material;
  count: number;
  lines: LinePlan[];
}

/** An order's packs as the simulation draws them (the draws in the order they always were). */
export function drawPacks(
  random: Random,
  catalogue: Catalogue,
  picks: { pack: Weighted; product: Weighted },
  big: number,
): PackPlan[] {
  const packCount = random.chance(0.8) ? 1 : random.chance(0.9) ? 2 : 3;
  const packs: PackPlan[] = [];
  for (let position = 0; position < packCount; position++) {
    const material = catalogue.packMaterials[picks.pack.draw(random)]!;
    const count = random.int(1, 3) * big;
    const seen = new Set<string>();
    const lines: LinePlan[] = [];
    const lineCount = random.int(1, 3);
    for (let l = 0; l < lineCount; l++) {
      const product = catalogue.products[picks.product.draw(random)]!;
      const bucket: Bucket = random.chance(0.55) ? 'fresh' : 'frozen';
      const key = `${product.id}:${bucket}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const perPack = product.unit === 'liter' ? random.int(1, 3) : random.int(5, 20);
      lines.push({ product, bucket, perPack });
    }
    packs.push({ material, count, lines });
  }
  return packs;
}

export interface StandingOrder {
  id: number;
  customer: Customer;
  packs: PackPlan[];
  weekdays: number[] | null;
  everyDays: number | null;
  /** Day indexes (0 = the first day of the period; the period's last day + 1 is tomorrow). */
  start: number;
  end: number | null;
  skip: number[];
  /** Paused on this day (no delivery day after it). */
  pausedOn: number | null;
  deliveryTime: string | null;
  note: string | null;
  createdOn: number;
}

/** A delivery day whose order is made the day before: the order, or why it could not be made. */
export interface StandingDay {
  standing: StandingOrder;
  /** `stock.short`'s parameters when the order could not be made. */
  error: Record<string, string | number> | null;
}

const NOTES = [
  'Antar pagi sebelum toko buka',
  'Titip ke penjaga kalau tutup',
  'Hubungi dulu sebelum antar',
  'Langganan rutin',
];
const TIMES = ['05:30', '06:00', '07:00', '08:00', '09:30'];
/** Longest schedule: the app takes every 1…90 days. */
const SLOWEST = 90;
/** Share of a day's orders standing orders may take (the rest are the day's other customers'). */
const DAY_SHARE = 0.5;

/** ISO weekday (1 = Monday … 7) of a YYYY-MM-DD date. */
const isoDay = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** A schedule near a pace of one order every `period` days. */
function scheduleFor(
  period: number,
  random: Random,
): { weekdays: number[] | null; everyDays: number | null } {
  if (period <= 1.5)
    return {
      weekdays: random.pick([
        [1, 2, 3, 4, 5, 6],
        [1, 2, 3, 4, 5],
        [1, 2, 3, 4, 5, 6, 7],
      ]),
      everyDays: null,
    };
  if (period <= 2.8)
    return random.chance(0.8)
      ? {
          weekdays: random.pick([
            [1, 3, 5],
            [2, 4, 6],
            [1, 3, 5],
          ]),
          everyDays: null,
        }
      : { weekdays: null, everyDays: 2 };
  if (period <= 4.5)
    return random.chance(0.8)
      ? {
          weekdays: random.pick([
            [1, 4],
            [2, 5],
            [3, 6],
            [2, 6],
          ]),
          everyDays: null,
        }
      : { weekdays: null, everyDays: 3 };
  if (period <= 10)
    return random.chance(0.6)
      ? { weekdays: [random.int(1, 6)], everyDays: null }
      : { weekdays: null, everyDays: 7 };
  const steps = [10, 14, 21, 30, 45, 60, 90];
  const everyDays = steps.reduce((best, s) => (Math.abs(s - period) < Math.abs(best - period) ? s : best));
  return { weekdays: null, everyDays };
}

export interface StandingPlan {
  orders: StandingOrder[];
  /** Per order day: the delivery days (the next day) of standing orders, made or failed that day. */
  byDay: StandingDay[][];
  /** Whether `customer`'s standing order runs on `day` (its other orders then mostly go to someone else). */
  running(customerIndex: number, day: number): boolean;
}

/**
 * The standing orders and their days. `weights`: each customer's share of the orders (the simulation's draw);
 * `perDay`: the orders of each day, of which standing orders take at most half.
 */
export function planStandingOrders(input: {
  profile: Profile;
  catalogue: Catalogue;
  customers: Customer[];
  weights: ArrayLike<number>;
  perDay: number[];
  dateOf: (day: number) => string;
  picks: { pack: Weighted; product: Weighted };
  random: Random;
}): StandingPlan {
  const { profile, customers, weights, perDay, dateOf, random } = input;
  const D = profile.days;
  let total = 0;
  for (let i = 0; i < weights.length; i++) total += weights[i]!;
  const perDayAverage = profile.orders / D;
  const periodOf = (i: number) => total / (perDayAverage * weights[i]!);

  // About one customer in ten, among those ordering often enough for a schedule (every 90 days at most), the more
  // often a customer orders the likelier (a weighted draw without replacement: the largest log(u) × period).
  const eligible = customers.map((_, i) => i).filter((i) => periodOf(i) <= SLOWEST);
  const wanted = Math.min(eligible.length, Math.round(customers.length / 10));
  const key = new Map(eligible.map((i) => [i, Math.log(random.next()) * periodOf(i)]));
  const chosen = eligible
    .sort((a, b) => key.get(b)! - key.get(a)! || a - b)
    .slice(0, wanted)
    .sort((a, b) => a - b);

  const cap = perDay.map((n) => Math.floor(n * DAY_SHARE));
  const taken = new Int32Array(D);
  const byDay: StandingDay[][] = Array.from({ length: D }, () => []);
  const orders: StandingOrder[] = [];
  const runningFrom = new Int32Array(customers.length).fill(-1);
  const runningTo = new Int32Array(customers.length).fill(-1);
  const isoDays = Int8Array.from({ length: D + 1 }, (_, day) => isoDay(dateOf(day)));

  for (const i of chosen) {
    const customer = customers[i]!;
    const { weekdays, everyDays } = scheduleFor(periodOf(i) * (0.8 + 0.4 * random.next()), random);
    // Delivery days 1…D (the order of day 0's delivery would have been made before the period).
    const start = random.int(1, Math.max(1, D - 7));
    let end = random.chance(0.35) ? start + random.int(28, 365) : null;
    const onSchedule = (day: number) =>
      everyDays === null ? weekdays!.includes(isoDays[day]!) : (day - start) % everyDays === 0;
    const days: number[] = [];
    for (let day = start; day <= Math.min(D, end ?? D); day++) if (onSchedule(day)) days.push(day);
    if (days.length < 2) continue;
    // A few days off (a holiday, the shop closed), among its days.
    const skip = random.chance(0.15)
      ? [...new Set(Array.from({ length: random.int(1, 3) }, () => random.pick(days)))].sort((a, b) => a - b)
      : [];
    let kept = days.filter((day) => !skip.includes(day));
    // Ended early where it would take more than its share of a day's orders.
    const full = kept.findIndex((day) => taken[day - 1]! + 1 > cap[day - 1]!);
    if (full >= 0) {
      if (full < 2) continue;
      end = kept[full]! - 1;
      kept = kept.slice(0, full);
    }
    const pausedOn = kept.length > 3 && random.chance(0.08) ? kept[random.int(2, kept.length - 2)]! : null;
    if (pausedOn !== null) kept = kept.filter((day) => day <= pausedOn);
    const standing: StandingOrder = {
      id: orders.length + 1,
      customer,
      packs: drawPacks(random, input.catalogue, input.picks, customer.distributor ? 2 : 1),
      weekdays,
      everyDays,
      start,
      end,
      skip,
      pausedOn,
      deliveryTime: random.chance(0.85) ? random.pick(TIMES) : null,
      note: random.chance(0.3) ? random.pick(NOTES) : null,
      createdOn: Math.max(0, start - 1 - random.int(0, 6)),
    };
    orders.push(standing);
    for (const day of kept) {
      taken[day - 1]!++;
      byDay[day - 1]!.push({ standing, error: random.chance(0.015) ? shortOf(standing, random) : null });
    }
    runningFrom[i] = kept[0]! - 1;
    runningTo[i] = kept[kept.length - 1]! - 1;
  }
  return {
    orders,
    byDay,
    running: (i, day) => runningFrom[i]! >= 0 && day >= runningFrom[i]! && day <= runningTo[i]!,
  };
}

/** Why a day's order could not be made: one of its lines short, with `stock.short`'s parameters (errors.ts). */
function shortOf(standing: StandingOrder, random: Random): Record<string, string | number> {
  const pack = random.pick(standing.packs);
  const line = random.pick(pack.lines);
  const requested = line.perPack * pack.count;
  return {
    name: line.product.name,
    unit: line.product.unit,
    available: random.int(0, requested - 1),
    requested,
    expired: random.chance(0.2) ? random.int(1, 10) : 0,
    bucket: line.bucket,
  };
}

/** jsonb in COPY text (a backslash is COPY's escape). */
export const jsonText = (value: unknown) => JSON.stringify(value).replaceAll('\\', '\\\\');

/** The packs as the order form sends them and the app keeps them (`standing_orders.packs`). */
export const packsJson = (packs: PackPlan[]) =>
  jsonText(
    packs.map((p) => ({
      materialId: p.material.id,
      count: p.count,
      lines: p.lines.map((l) => ({ productId: l.product.id, bucket: l.bucket, qtyPerPack: l.perPack })),
    })),
  );

/** Writes the standing orders (before the first day: their ids are named by orders and days). */
export function writeStandingOrders(
  w: Writer,
  orders: StandingOrder[],
  dateOf: (day: number) => string,
): void {
  for (const s of orders) {
    const created = `${dateOf(s.createdOn)} 10:${String(s.id % 60).padStart(2, '0')}:00+07`;
    const updated =
      s.pausedOn === null ? created : `${dateOf(s.pausedOn)} 08:${String(s.id % 60).padStart(2, '0')}:00+07`;
    w.row('standing_orders', [
      s.id,
      s.customer.id,
      packsJson(s.packs),
      s.weekdays ? `{${s.weekdays.join(',')}}` : N,
      s.everyDays ?? N,
      dateOf(s.start),
      s.end === null ? N : dateOf(s.end),
      s.deliveryTime ?? N,
      `{${s.skip.map(dateOf).join(',')}}`,
      s.pausedOn === null ? 'f' : 't',
      s.note ?? N,
      s.pausedOn === null ? 1 : 2,
      created,
      updated,
    ]);
  }
}

/** When Pawon makes the day's standing orders: 18:00 and on, the `k`-th a second after the one before. */
export const madeAt = (date: string, k: number) =>
  `${date} 18:${String(Math.floor((k % 3600) / 60)).padStart(2, '0')}:${String(k % 60).padStart(2, '0')}+07`;
