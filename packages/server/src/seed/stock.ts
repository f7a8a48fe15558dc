/**
 * About 90 days of materials, restocks, usage and production runs, written through the stock services so that lots,
 * usages, batches and the ledger agree (no stock ever negative). Dates are relative to today in the company's time
 * zone. What the plan needs is computed first (runs × recipes), then each material is restocked to cover it: most keep
 * a few days ahead; Bawang Putih and Garam were last restocked too little (they need restocking, Bawang Putih runs out
 * within a week); Daun Bawang was never restocked; Telur comes in larger lots than it is used, so some expire.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/index.js';
import { rows } from '../db/query.js';
import { addDays } from '../lib/dates.js';
import { fromMilli, type Milli } from '../lib/quantity.js';
import { changeBatch, lockBatch } from '../domains/stock/batches.js';
import { vendors } from '../domains/catalogue/catalogue.js';
import type { StockContext } from '../domains/platform/context.js';
import type { Actor } from '../domains/platform/crud.js';
import { addLogEntry } from '../domains/stock/materialLog.js';
import { materialsOf } from '../domains/stock/materials.js';
import { createRun } from '../domains/production/production.js';
import { saveRecipe } from '../domains/production/recipes.js';
import type { Schemas } from '../lib/contract.js';
import { int, row as rowShape, text } from '../db/rowShape.js';

type Unit = Schemas['Unit'];

/** How a material is restocked: to cover what the plan needs until the next restock plus some days, or a fixed lot. */
type Policy =
  | {
      every: number;
      bufferDays: number;
      /** Last restocked too little: this many days left today. */ lowDaysLeft?: number;
    }
  | { every: number; fixed: number };

interface DemoMaterial {
  name: string;
  unit: Unit;
  price: number;
  minStock: number;
  vendor: string;
  shelfDays: number | null;
  batch: string;
  policy: Policy | null;
  description?: string;
}

export const DEMO_EXTRA_VENDORS = [
  {
    name: 'Pabrik Tahu Cibuntu',
    phone: '022-6031-777',
    address: 'Cibuntu, Bandung',
    description: 'Tahu putih',
  },
  {
    name: 'Toko Bumbu Kosambi',
    phone: '0812-2020-3131',
    address: 'Pasar Kosambi, Bandung',
    description: 'Bumbu, garam, gula, telur',
  },
];

export const DEMO_RAW: DemoMaterial[] = [
  {
    name: 'Tepung Tapioka',
    unit: 'kg',
    price: 16_200,
    minStock: 20,
    vendor: 'Toko Tepung Sejahtera',
    shelfDays: 180,
    batch: 'TPK',
    policy: { every: 10, bufferDays: 10 },
  },
  {
    name: 'Tepung Terigu',
    unit: 'kg',
    price: 12_000,
    minStock: 3,
    vendor: 'Toko Tepung Sejahtera',
    shelfDays: 180,
    batch: 'TRG',
    policy: { every: 14, bufferDays: 14 },
  },
  {
    name: 'Ayam',
    unit: 'kg',
    price: 30_000,
    minStock: 8,
    vendor: 'Pasar Ayam Segar Ciroyom',
    shelfDays: 30,
    batch: 'AYM',
    policy: { every: 5, bufferDays: 8 },
    description: 'Daging ayam fillet, beku',
  },
  {
    name: 'Ikan Tenggiri',
    unit: 'kg',
    price: 85_000,
    minStock: 10,
    vendor: 'UD Ikan Tenggiri Palembang',
    shelfDays: 60,
    batch: 'TGR',
    policy: { every: 7, bufferDays: 8 },
    description: 'Ikan tenggiri giling, beku',
  },
  {
    name: 'Tahu Putih',
    unit: 'pcs',
    price: 500,
    minStock: 300,
    vendor: 'Pabrik Tahu Cibuntu',
    shelfDays: 14,
    batch: 'TAHU',
    policy: { every: 3, bufferDays: 8 },
  },
  {
    name: 'Bawang Putih',
    unit: 'kg',
    price: 38_000,
    minStock: 3,
    vendor: 'Toko Bumbu Kosambi',
    shelfDays: 90,
    batch: 'BWP',
    policy: { every: 14, bufferDays: 2, lowDaysLeft: 4 },
  },
  {
    name: 'Garam',
    unit: 'kg',
    price: 12_000,
    minStock: 2,
    vendor: 'Toko Bumbu Kosambi',
    shelfDays: 365,
    batch: 'GRM',
    policy: { every: 30, bufferDays: 5, lowDaysLeft: 10 },
  },
  {
    name: 'Telur',
    unit: 'kg',
    price: 28_000,
    minStock: 1,
    vendor: 'Toko Bumbu Kosambi',
    shelfDays: 21,
    batch: 'TLR',
    policy: { every: 10, fixed: 2_000 },
  },
  {
    name: 'Gula Merah',
    unit: 'kg',
    price: 20_000,
    minStock: 5,
    vendor: 'Toko Bumbu Kosambi',
    shelfDays: 180,
    batch: 'GLM',
    policy: { every: 21, bufferDays: 8 },
  },
  {
    name: 'Daun Bawang',
    unit: 'kg',
    price: 25_000,
    minStock: 1,
    vendor: 'Toko Bumbu Kosambi',
    shelfDays: 7,
    batch: 'DBW',
    policy: null,
  },
];

interface DemoPackaging extends DemoMaterial {
  type: 'consumable' | 'pack';
  packPrice?: number;
  /** Used by hand every `every` days. */
  use?: { every: number; qty: Milli };
}

export const DEMO_PACKAGING: DemoPackaging[] = [
  {
    name: 'Plastik PE 10x20',
    unit: 'pack',
    price: 15_000,
    minStock: 5,
    vendor: 'CV Plastik Jaya',
    shelfDays: null,
    batch: 'PE',
    type: 'consumable',
    policy: { every: 14, fixed: 10_000 },
    use: { every: 7, qty: 3_000 },
    description: 'Isi 100 lembar',
  },
  {
    name: 'Label Stiker',
    unit: 'pack',
    price: 25_000,
    minStock: 2,
    vendor: 'CV Plastik Jaya',
    shelfDays: null,
    batch: 'LBL',
    type: 'consumable',
    policy: { every: 30, fixed: 5_000 },
    use: { every: 7, qty: 1_000 },
    description: 'Isi 500 stiker',
  },
  {
    name: 'Kerdus',
    unit: 'pcs',
    price: 700,
    minStock: 100,
    vendor: 'CV Plastik Jaya',
    shelfDays: null,
    batch: 'KRD',
    type: 'pack',
    packPrice: 1_000,
    policy: { every: 21, fixed: 200_000 },
  },
  {
    name: 'Mika',
    unit: 'pcs',
    price: 250,
    minStock: 200,
    vendor: 'CV Plastik Jaya',
    shelfDays: null,
    batch: 'MKA',
    type: 'pack',
    packPrice: 400,
    policy: { every: 21, fixed: 500_000 },
  },
];

/** Raw material (thousandths) per unit of each product. */
export const DEMO_RECIPES: Record<string, Record<string, Milli>> = {
  BTY: { 'Tahu Putih': 1_000, Ayam: 20, 'Tepung Tapioka': 15, 'Bawang Putih': 1, Garam: 1 },
  BTGY: {
    'Tahu Putih': 1_000,
    'Ikan Tenggiri': 20,
    'Tepung Tapioka': 15,
    'Tepung Terigu': 5,
    'Bawang Putih': 1,
  },
  SGS: { 'Ikan Tenggiri': 10, Ayam: 5, 'Tepung Tapioka': 10, 'Bawang Putih': 1 },
  KPM: { 'Gula Merah': 250, 'Bawang Putih': 20, Garam: 10 },
  PM: { 'Ikan Tenggiri': 40, 'Tepung Tapioka': 35, Telur: 5, Garam: 1 },
};

/** Production: every `every` days from day `offset`, between `min` and `max` units; `frozen` of each batch frozen next day. */
const DEMO_PRODUCTION: Record<
  string,
  { every: number; offset: number; min: number; max: number; frozen: number; shelfDays: number }
> = {
  BTY: { every: 3, offset: 0, min: 180, max: 260, frozen: 0.4, shelfDays: 60 },
  BTGY: { every: 4, offset: 0, min: 130, max: 200, frozen: 0, shelfDays: 60 },
  SGS: { every: 4, offset: 1, min: 280, max: 400, frozen: 0.5, shelfDays: 60 },
  KPM: { every: 6, offset: 2, min: 25, max: 35, frozen: 0, shelfDays: 30 },
  PM: { every: 4, offset: 2, min: 90, max: 140, frozen: 0.5, shelfDays: 60 },
};

export const DEMO_DAYS = 90;

/** A fixed pseudo-random sequence: the same demo every time. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

interface PlannedRun {
  day: number;
  code: string;
  qty: Milli;
}

/** Days from -89 to 0 (today), each run and what each material needs per day. */
function plan(rand: () => number) {
  const runs: PlannedRun[] = [];
  const need = new Map<string, Milli[]>();
  for (let day = 1 - DEMO_DAYS; day <= 0; day++) {
    for (const [code, p] of Object.entries(DEMO_PRODUCTION)) {
      const n = day + DEMO_DAYS - 1 - p.offset;
      if (n < 0 || n % p.every !== 0) continue;
      const qty = Math.round(p.min + rand() * (p.max - p.min)) * 1000;
      runs.push({ day, code, qty });
      for (const [material, perUnit] of Object.entries(DEMO_RECIPES[code]!)) {
        const days = need.get(material) ?? new Array<Milli>(DEMO_DAYS).fill(0);
        days[day + DEMO_DAYS - 1]! += (qty / 1000) * perUnit;
        need.set(material, days);
      }
    }
  }
  return { runs, need };
}

/**
 * The restocks of a material: day and amount (thousandths). Each covers what the plan needs until the next restock
 * and `bufferDays` more (days after today at the average use); a low material's last one leaves `lowDaysLeft` days.
 */
function restocksOf(m: DemoMaterial, need: Milli[] | undefined): Array<{ day: number; qty: Milli }> {
  const policy = m.policy;
  if (!policy) return [];
  const needFrom = (from: number, to: number) => {
    let total = 0;
    for (let d = from; d < Math.min(to, 1); d++) total += need?.[d + DEMO_DAYS - 1] ?? 0;
    return total;
  };
  const perDay = needFrom(1 - DEMO_DAYS, 1) / DEMO_DAYS;
  const step = m.unit === 'pcs' ? 1000 : 100;
  const out: Array<{ day: number; qty: Milli }> = [];
  let stock = 0;
  let previous = 1 - DEMO_DAYS;
  for (let day = 1 - DEMO_DAYS; day <= 0; day += policy.every) {
    stock -= needFrom(previous, day);
    previous = day;
    let qty: Milli;
    if ('fixed' in policy) qty = policy.fixed;
    else {
      const next = day + policy.every;
      const low = policy.lowDaysLeft !== undefined && next > 0;
      const target = low
        ? needFrom(day, 1) + perDay * policy.lowDaysLeft!
        : needFrom(day, next) + perDay * (policy.bufferDays + Math.max(0, next - 1));
      qty = Math.max(0, Math.ceil((target - stock) / step) * step);
    }
    if (qty) out.push({ day, qty });
    stock += qty;
  }
  return out;
}

/** Seeds the stock demo (after the catalogue). */
export async function seedStock(tx: Tx, actor: Actor, today: string): Promise<void> {
  const ctx: StockContext = { userId: actor.userId, today };
  const rand = random(20_261_123);
  const dateOf = (day: number) => addDays(today, day);

  for (const v of DEMO_EXTRA_VENDORS) await vendors.create(tx, actor, v);
  const vendorIds = new Map(
    (await rows(tx, sql`select id, name from vendors`, rowShape({ id: int, name: text }))).map((v) => [
      v.name,
      v.id,
    ]),
  );
  const products = await rows(
    tx,
    sql`select id, code, name, unit from products`,
    rowShape({ id: int, code: text, name: text, unit: text }),
  );
  const productIds = new Map(products.map((p) => [p.code, p.id]));
  const productById = new Map(products.map((p) => [p.id, p]));

  const materialIds = new Map<string, number>();
  for (const m of DEMO_RAW) {
    const row = await materialsOf('raw', today).create(tx, actor, {
      name: m.name,
      unit: m.unit,
      unitPrice: m.price,
      minStock: m.minStock,
      description: m.description ?? null,
    });
    materialIds.set(m.name, row.id);
  }
  for (const m of DEMO_PACKAGING) {
    const row = await materialsOf('packaging', today).create(tx, actor, {
      name: m.name,
      unit: m.unit,
      unitPrice: m.price,
      minStock: m.minStock,
      description: m.description ?? null,
      packagingType: m.type,
      packPrice: m.packPrice ?? null,
    });
    materialIds.set(m.name, row.id);
  }
  for (const [code, lines] of Object.entries(DEMO_RECIPES)) {
    await saveRecipe(tx, ctx, {
      productId: productIds.get(code)!,
      lines: Object.entries(lines).map(([name, qty]) => ({
        materialId: materialIds.get(name)!,
        qtyPerUnit: fromMilli(qty),
      })),
    });
  }

  const { runs, need } = plan(rand);
  type DayWork = {
    restocks: Array<{ m: DemoMaterial; kind: 'raw' | 'packaging'; qty: Milli }>;
    uses: Array<{ m: DemoPackaging; qty: Milli }>;
  };
  const work = new Map<number, DayWork>();
  const at = (day: number) => {
    let w = work.get(day);
    if (!w) work.set(day, (w = { restocks: [], uses: [] }));
    return w;
  };
  for (const m of DEMO_RAW)
    for (const r of restocksOf(m, need.get(m.name))) at(r.day).restocks.push({ m, kind: 'raw', qty: r.qty });
  for (const m of DEMO_PACKAGING) {
    for (const r of restocksOf(m, undefined)) at(r.day).restocks.push({ m, kind: 'packaging', qty: r.qty });
    if (m.use)
      for (let day = 2 - DEMO_DAYS; day <= 0; day += m.use.every) at(day).uses.push({ m, qty: m.use.qty });
  }

  const toFreeze: Array<{ batchId: number; qty: Milli; day: number }> = [];
  for (let day = 1 - DEMO_DAYS; day <= 0; day++) {
    const date = dateOf(day);
    for (const { m, kind, qty } of work.get(day)?.restocks ?? []) {
      const price = Math.round((m.price * (0.95 + rand() * 0.1)) / 100) * 100;
      await addLogEntry(tx, ctx, kind, {
        category: 'restock',
        materialId: materialIds.get(m.name)!,
        vendorId: vendorIds.get(m.vendor) ?? null,
        date,
        qty: fromMilli(qty),
        unitPrice: price,
        batchCode: `${m.batch}-${date.slice(2).replaceAll('-', '')}`,
        expiryDate: m.shelfDays === null ? null : addDays(date, m.shelfDays),
      });
    }
    for (const { m, qty } of work.get(day)?.uses ?? []) {
      await addLogEntry(tx, ctx, 'packaging', {
        category: 'used',
        materialId: materialIds.get(m.name)!,
        date,
        qty: fromMilli(qty),
        note: 'Pengemasan mingguan',
      });
    }
    for (const run of runs.filter((r) => r.day === day)) {
      const p = DEMO_PRODUCTION[run.code]!;
      const created = await createRun(tx, ctx, {
        date,
        productId: productIds.get(run.code)!,
        qty: fromMilli(run.qty),
        expiryDate: addDays(date, p.shelfDays),
        inputs: Object.entries(DEMO_RECIPES[run.code]!).map(([name, perUnit]) => ({
          materialId: materialIds.get(name)!,
          qty: fromMilli(Math.round((run.qty / 1000) * perUnit)),
        })),
      });
      if (p.frozen > 0 && day < 0)
        toFreeze.push({
          batchId: created.batch!.id,
          qty: Math.round((run.qty * p.frozen) / 1000) * 1000,
          day: day + 1,
        });
    }
    for (const f of toFreeze.filter((x) => x.day === day)) {
      const batch = (await lockBatch(tx, f.batchId))!;
      await changeBatch(
        tx,
        batch,
        productById.get(batch.productId)!,
        [
          { bucket: 'fresh', qty: -f.qty },
          { bucket: 'frozen', qty: f.qty },
        ],
        { reason: 'move', date, note: 'Dibekukan', userId: actor.userId, field: 'qty' },
      );
    }
  }
  // One pack of labels was damaged.
  await addLogEntry(tx, ctx, 'packaging', {
    category: 'used',
    materialId: materialIds.get('Label Stiker')!,
    date: dateOf(-20),
    qty: 1,
    reason: 'waste',
    note: 'Basah terkena air',
  });
}
