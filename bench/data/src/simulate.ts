/**
 * The business, day by day, by the app's rules (domain.md; the server's domains/orders/sales.ts and orderStock.ts):
 * each order copies its customer's ongkir and the prices, takes its pack materials from the lots (one usage per
 * material) and its lines' products from the batches (frozen at once, fresh once packed; per product in id order,
 * split over the lines), and gets the next number of its day. Consumable packaging is used by hand weekly. Lots
 * (lots.ts) and batches (stock.ts) are written last, with what remains in them. Nothing is ever refused and no stock
 * goes negative.
 */
import {
  PRICE_LISTS,
  tierPrice,
  type Catalogue,
  type Customer,
  type Product,
  type Profile,
} from './catalogue.js';
import { MaterialLots } from './lots.js';
import { Money } from './money.js';
import { Random, Weighted, zipfWeights } from './random.js';
import {
  drawPacks,
  jsonText,
  madeAt,
  planStandingOrders,
  writeStandingOrders,
  type PackPlan,
  type StandingDay,
} from './standing.js';
import { writePurchasing } from './purchasing.js';
import { ProductStock, type Bucket } from './stock.js';
import { calendar, N, stamp } from './time.js';
import { qtyText, type Writer } from './writer.js';

export interface SimulationInput {
  profile: Profile;
  catalogue: Catalogue;
  customers: Customer[];
  /** The last day (the business "today"), YYYY-MM-DD. */
  endDate: string;
  users: { staff: number; kasir: number };
  random: Random;
  onDay?: (day: number, orders: number) => Promise<void> | void;
}

const TIMES = ['08:00', '09:30', '10:00', '13:00', '15:30', '16:00'];
/** Orders by weekday, Sunday first: busiest on Fridays and Saturdays. */
const WEEKDAY = [0.8, 1.0, 0.95, 1.0, 1.05, 1.15, 1.25];

/** Expected daily use: units of each product (≈2.2 lines an order of ≈28 units), thousandths of each material. */
function rates(profile: Profile, catalogue: Catalogue, packWeights: Float64Array) {
  const ordersPerDay = profile.orders / profile.days;
  const productTotal = catalogue.productWeights.reduce((s, x) => s + x, 0);
  const product = catalogue.products.map(
    (_, i) => (ordersPerDay * 2.2 * 28 * catalogue.productWeights[i]!) / productTotal,
  );
  const material = new Float64Array(catalogue.materials.length + 1);
  catalogue.products.forEach((p, i) => {
    for (const r of p.recipe) material[r.materialId] = material[r.materialId]! + product[i]! * r.perUnit;
  });
  const packTotal = packWeights.reduce((s, x) => s + x, 0);
  catalogue.packMaterials.forEach((m, i) => {
    material[m.id] = ordersPerDay * 1.22 * 2.2 * 1000 * (packWeights[i]! / packTotal);
  });
  for (const m of catalogue.materials) if (m.type === 'consumable') material[m.id] = 3000 / 7;
  return { product, material };
}

/** Orders per day: exactly `profile.orders` in all, growing over the period, by weekday, with some noise. */
function ordersPerDay(profile: Profile, dateOf: (day: number) => string, random: Random): number[] {
  const D = profile.days;
  const weights = Array.from({ length: D }, (_, d) => {
    const weekday = WEEKDAY[new Date(Date.parse(`${dateOf(d)}T00:00:00Z`)).getUTCDay()]!;
    return weekday * (0.7 + (0.6 * d) / D) * (0.85 + random.next() * 0.3);
  });
  const sum = weights.reduce((s, x) => s + x, 0);
  const perDay: number[] = [];
  let assigned = 0;
  let cumulative = 0;
  for (let d = 0; d < D; d++) {
    cumulative += weights[d]!;
    const upTo = Math.round((profile.orders * cumulative) / sum);
    perDay.push(upTo - assigned);
    assigned = upTo;
  }
  return perDay;
}

export async function simulate(w: Writer, input: SimulationInput): Promise<void> {
  const { profile, catalogue, customers, users, random } = input;
  const { materials, products } = catalogue;
  const D = profile.days;
  const dateOf = calendar(input.endDate, D);
  const packWeights = zipfWeights(catalogue.packMaterials.length, 1.2, 1, random);
  const packPick = new Weighted(packWeights);
  const rate = rates(profile, catalogue, packWeights);
  const lots = new MaterialLots(w, materials, rate.material, dateOf, random);
  const stock = new ProductStock(w, products, materials, rate.product, lots, dateOf, users.staff);
  const perDay = ordersPerDay(profile, dateOf, random);
  const customerWeights = zipfWeights(customers.length, 0.7, 20, random);
  const customerPick = new Weighted(customerWeights);
  const productPick = new Weighted(catalogue.productWeights);
  const picks = { pack: packPick, product: productPick };
  const ids = { order: 0, pack: 0, line: 0 };
  const money = new Money(w, dateOf, D - 1, random, users.kasir);
  // Standing orders from a stream of their own (one draw of this one seeds it).
  const standing = planStandingOrders({
    profile,
    catalogue,
    customers,
    weights: customerWeights,
    perDay,
    dateOf,
    picks,
    random: new Random(random.int(1, 0x7fffffff)),
  });
  writeStandingOrders(w, standing.orders, dateOf);
  /** A customer for an order of `day`: one whose standing order runs then mostly gets it from that alone. */
  const drawCustomer = (day: number): Customer => {
    let i = customerPick.draw(random);
    if (standing.running(i, day) && random.chance(0.8)) i = customerPick.draw(random);
    return customers[i]!;
  };

  /** The `n`-th order of `day`: its packs and lines, its stock, its row. */
  // The customer's price at the order's day (what the server's pricing does): its list's step, else the product's.
  const mid = Math.floor(D / 2);
  const priceOf = (customer: Customer, product: Product, day: number): number => {
    if (customer.tier === null) return product.price;
    const steps = PRICE_LISTS[customer.tier]!.steps;
    const step = [...steps].reverse().find((s) => s.from === 'start' || day >= mid)!;
    return tierPrice(product.price, step.off);
  };
  /**
   * The `n`-th order of `day`: a customer's own, or the one Pawon makes for a standing order's delivery day (the next
   * day: `made`, the `k`-th made that day).
   */
  function order(day: number, n: number, made?: { day: StandingDay; k: number }): void {
    const date = dateOf(day);
    const recent = day >= D - 3;
    const id = ++ids.order;
    const number = `TRX-${date.replaceAll('-', '')}-${String(n).padStart(4, '0')}`;
    const note = `Pesanan ${number}`;
    const standingOrder = made?.day.standing;
    const customer = standingOrder ? standingOrder.customer : drawCustomer(day);
    const big = customer.distributor ? 2 : 1;
    const packed = !recent || (day < D - 1 ? random.chance(0.8) : random.chance(0.2));
    const delivered = packed && (!recent || random.chance(0.5));
    const paid = recent ? random.chance(0.5) : random.chance(0.92);

    const packs: PackPlan[] = standingOrder ? standingOrder.packs : drawPacks(random, catalogue, picks, big);
    let items = 0;
    let packaging = 0;
    let itemCount = 0;
    const packUse = new Map<number, number>();
    const groups = new Map<string, { product: Product; bucket: Bucket; lines: Array<[number, number]> }>();
    for (const [position, { material, count, lines }] of packs.entries()) {
      const packId = ++ids.pack;
      let lineTotal = 0;
      let linePosition = 0;
      for (const { product, bucket, perPack } of lines) {
        const key = `${product.id}:${bucket}`;
        const lineId = ++ids.line;
        const qty = perPack * count;
        const unitPrice = priceOf(customer, product, day);
        lineTotal += qty * unitPrice;
        itemCount += qty;
        const row = [
          lineId,
          packId,
          id,
          linePosition++,
          product.id,
          bucket,
          qtyText(perPack * 1000),
          unitPrice,
        ];
        w.row('transaction_lines', row);
        if (bucket === 'frozen' || packed) {
          let g = groups.get(key);
          if (!g) groups.set(key, (g = { product, bucket, lines: [] }));
          g.lines.push([lineId, qty * 1000]);
        }
      }
      const subtotal = count * material.packPrice! + lineTotal;
      items += lineTotal;
      packaging += count * material.packPrice!;
      packUse.set(material.id, (packUse.get(material.id) ?? 0) + count);
      w.row('transaction_packs', [packId, id, position, material.id, count, material.packPrice!, subtotal]);
    }
    // Stock, as orderStock.ts: one usage per pack material, then the products in id order, per bucket.
    for (const [materialId, count] of packUse) {
      const usage = { reason: 'order' as const, note, orderId: id, userId: users.kasir };
      lots.use(materials[materialId - 1]!, day, count * 1000, usage);
    }
    for (const g of [...groups.values()].sort((a, b) => a.product.id - b.product.id)) {
      const qty = g.lines.reduce((s, l) => s + l[1], 0);
      const takes = stock.sell(g.product, g.bucket, qty, day, { id, note, userId: users.kasir });
      // Split over the lines in order (orderStock.ts splitOverLines).
      let k = 0;
      let headLeft = takes[0]![1];
      for (const [lineId, lineQty] of g.lines) {
        let left = lineQty;
        while (left > 0) {
          const part = Math.min(headLeft, left);
          w.row('transaction_batches', [id, lineId, takes[k]![0], g.bucket, qtyText(part)]);
          left -= part;
          headLeft -= part;
          if (headLeft === 0 && k + 1 < takes.length) headLeft = takes[++k]![1];
        }
      }
    }
    const ongkir = customer.ongkir;
    const at = made ? madeAt(date, made.k) : stamp(date, n % 600);
    const deliveryDay = standingOrder ? day + 1 : day + (random.chance(0.6) ? 0 : 1);
    const deliveryDate = dateOf(deliveryDay);
    const deliveryTime = standingOrder ? standingOrder.deliveryTime : TIMES[random.int(0, TIMES.length - 1)]!;
    const total = items + packaging + ongkir;
    const m = money.order({
      id,
      number,
      day,
      customer,
      total,
      deliveredDay: delivered ? deliveryDay : null,
      paid,
    });
    w.row('transactions', [
      id,
      number,
      date,
      customer.id,
      deliveryDate,
      deliveryTime ?? N,
      m.payment,
      packed ? 'packed' : 'unpacked',
      delivered ? 'delivered' : 'pending',
      packed ? date : N,
      ongkir,
      items,
      packaging,
      total,
      qtyText(itemCount * 1000),
      standingOrder ? (standingOrder.note ?? N) : random.chance(0.1) ? 'Mohon dikemas rapi' : N,
      // Made by Pawon itself for a standing order (no user).
      standingOrder ? N : users.kasir,
      at,
      at,
      // Delivered at the planned date and time (the trigger would stamp the moment of the fill: not repeatable).
      delivered ? `${deliveryDate} ${deliveryTime ?? '12:00'}:00+07` : N,
      m.paidAmount,
      m.balance,
      m.deliveredOn,
      m.dueDate,
      m.settledOn,
      m.movedOn,
      standingOrder?.id ?? N,
    ]);
    if (standingOrder) w.row('standing_order_days', [standingOrder.id, deliveryDate, id, N, N, at]);
  }

  for (let day = 0; day < D; day++) {
    // The day's own orders, then (from 18:00) the next day's of standing orders: made, or kept with why not.
    const made = standing.byDay[day]!;
    const own = perDay[day]! - made.filter((d) => !d.error).length;
    for (let n = 1; n <= own; n++) order(day, n);
    let n = own;
    for (const [k, d] of made.entries()) {
      if (d.error)
        w.row('standing_order_days', [
          d.standing.id,
          dateOf(day + 1),
          N,
          'stock.short',
          jsonText(d.error),
          madeAt(dateOf(day), k),
        ]);
      else order(day, ++n, { day: d, k });
    }
    if (perDay[day]! > 0) w.row('transaction_counters', [dateOf(day), perDay[day]!]);
    // Consumable packaging is used by hand once a week.
    if (day % 7 === 6) {
      const usage = { reason: 'manual' as const, note: 'Pengemasan mingguan', userId: users.staff };
      for (const m of materials)
        if (m.type === 'consumable') lots.use(m, day, random.int(1, 5) * 1000, usage);
    }
    await input.onDay?.(day, ids.order);
  }
  money.finish();
  const tick = async () => input.onDay?.(D - 1, ids.order);
  // From a stream of its own (the last draw of this one), so that adding it changed none of the rows above.
  writePurchasing(w, lots, {
    materials,
    vendors: catalogue.vendors.length,
    days: D,
    dateOf,
    random: new Random(random.int(1, 2 ** 31)),
    userId: users.staff,
  });
  await lots.write(users.staff, tick);
  await stock.write(tick);
}
