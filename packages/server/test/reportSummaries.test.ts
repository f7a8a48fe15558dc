/**
 * Decision 018, report summaries: after random writes through the API (orders created, edited, packed, delivered,
 * undelivered and deleted; returns added and deleted; restocks added, edited and deleted; stock count surpluses),
 * including writes that fail, the summaries equal a rebuild from the base tables, and every report and dashboard
 * figure read from them equals the direct computation from the orders, lines, returns and restocks (test/oracle).
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessDate } from '../src/lib/dates.js';
import { todaySummary, weeklyIncome, weeklySummary } from '../src/domains/reports/dashboard.js';
import { segments, signedSegments } from '../src/domains/books/reportSummaries.js';
import { expenseReport, salesReport } from '../src/domains/reports/reports.js';
import * as directDashboard from './oracle/dashboardDirect.js';
import * as direct from './oracle/reportsDirect.js';
import { useTestApp, type Json } from './helpers.js';

const t = useTestApp();
const today = businessDate('Asia/Jakarta');
const day = (n: number) => addDays(today, n);
const { post, ok } = t;

/** mulberry32: the same writes on every run. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(xs: T[]): T => xs[Math.floor(next() * xs.length)]!,
    chance: (p: number) => next() < p,
  };
}

const SUMMARIES = ['sales_summary', 'sales_customer_summary', 'sales_product_summary', 'expense_summary'];

/** The summary tables' rows by value (a sum of 0 and of 0.000 are the same), sorted. */
async function summaryRows(): Promise<string> {
  const out: string[] = [];
  for (const table of SUMMARIES) {
    const found = await t.query<{ r: string }>(sql.raw(`select row_to_json(x)::text as r from "${table}" x`));
    out.push(`${table}: ${found.length}`, ...found.map((f) => JSON.stringify(JSON.parse(f.r))).sort());
  }
  return out.join('\n');
}

/** Numbers rounded to a millionth: the dashboard's items may differ in the last bit of a float. */
const rounded = (v: unknown): unknown =>
  JSON.parse(JSON.stringify(v), (_k, x) => (typeof x === 'number' ? Math.round(x * 1e6) / 1e6 : x));

describe('segments of a period', () => {
  it('whole years, whole months and days at each end; one segment per grain run', () => {
    expect(segments('2025-01-01', '2025-12-31')).toEqual([
      { grain: 'y', from: '2025-01-01', to: '2025-01-01' },
    ]);
    expect(segments('2024-12-30', '2026-02-02')).toEqual([
      { grain: 'd', from: '2024-12-30', to: '2024-12-31' },
      { grain: 'y', from: '2025-01-01', to: '2025-01-01' },
      { grain: 'm', from: '2026-01-01', to: '2026-01-01' },
      { grain: 'd', from: '2026-02-01', to: '2026-02-02' },
    ]);
    expect(segments('2026-03-15', '2026-03-15')).toEqual([
      { grain: 'd', from: '2026-03-15', to: '2026-03-15' },
    ]);
    expect(segments('2026-02-01', '2026-11-30')).toEqual([
      { grain: 'm', from: '2026-02-01', to: '2026-11-01' },
    ]);
    expect(segments('2000-01-01', '2026-11-25').map((s) => s.grain)).toEqual(['y', 'm', 'd']);
    expect(segments('2026-03-02', '2026-03-01')).toEqual([]);
  });

  it('reads most of a year as the year less the rest, when that is fewer rows (decision 035)', () => {
    // A rolling year: the first year's last 17 days; the second year less its last 17 days.
    expect(signedSegments('2025-12-15', '2026-12-14')).toEqual([
      { grain: 'd', from: '2025-12-15', to: '2025-12-31', sign: 1 },
      { grain: 'y', from: '2026-01-01', to: '2026-01-01', sign: 1 },
      { grain: 'd', from: '2026-12-15', to: '2026-12-31', sign: -1 },
    ]);
    // February to November: the year less January and December.
    expect(signedSegments('2026-02-01', '2026-11-30')).toEqual([
      { grain: 'y', from: '2026-01-01', to: '2026-01-01', sign: 1 },
      { grain: 'm', from: '2026-01-01', to: '2026-01-01', sign: -1 },
      { grain: 'm', from: '2026-12-01', to: '2026-12-01', sign: -1 },
    ]);
    // A month, a few months, whole years and short periods stay as they were.
    for (const [from, to] of [
      ['2026-03-01', '2026-03-31'],
      ['2026-03-01', '2026-05-31'],
      ['2025-01-01', '2025-12-31'],
      ['2024-12-30', '2026-02-02'],
      ['2026-03-15', '2026-03-15'],
    ] as const)
      expect(signedSegments(from, to)).toEqual(segments(from, to).map((s) => ({ ...s, sign: 1 })));
  });
});

describe('summaries after random writes', () => {
  const rnd = random(18);
  const tally = { ok: 0, refused: 0 };

  async function attempt(url: string, body: Json): Promise<Json | null> {
    const res = await post(url, body);
    if (res.statusCode === 200) {
      tally.ok += 1;
      return res.json() as Json;
    }
    expect([409, 422], `${url} ${res.body}`).toContain(res.statusCode);
    tally.refused += 1;
    return null;
  }

  beforeAll(async () => {
    const category = (await ok('/api/category/list', {})).datas[0].id;
    const products: Json[] = [];
    for (const [i, unit] of ['pcs', 'kg', 'pcs'].entries()) {
      const p = (
        await ok('/api/product/add', {
          code: `RS${i}`,
          name: `Produk Ringkasan ${i}`,
          categoryId: category,
          price: 2_500 + i * 1_250,
          unit,
        })
      ).datas;
      products.push(p);
    }
    const packs: Json[] = [];
    for (const i of [0, 1]) {
      const k = (
        await ok('/api/packaging/add', {
          name: `Dus Ringkasan ${i}`,
          unit: 'pcs',
          unitPrice: 200,
          packPrice: 700 + i * 300,
        })
      ).datas;
      await ok('/api/bahanKemasan/restock/add', {
        category: 'restock',
        materialId: k.id,
        qty: 5_000,
        unitPrice: 200,
        date: day(-430),
      });
      packs.push(k);
    }
    const customers: Json[] = [];
    for (const i of [0, 1, 2])
      customers.push(
        (
          await ok('/api/customer/add', {
            name: `Pelanggan Ringkasan ${i}`,
            category: i ? 'konsumen' : 'distributor',
          })
        ).datas,
      );
    const vendorId = (await ok('/api/vendor/list', {})).datas[0].id as number;
    const raw = (await ok('/api/bahanBaku/add', { name: 'Bahan Ringkasan', unit: 'kg', unitPrice: 1_500 }))
      .datas;

    // Raw material bought at several prices and made into batches: their unit costs are what the orders' cost reads.
    const restocks: Json[] = [];
    for (const price of [1_000, 2_750, 4_000])
      restocks.push(
        (
          await ok('/api/bahanBaku/restock/add', {
            category: 'restock',
            materialId: raw.id,
            vendorId,
            qty: 400,
            unitPrice: price,
            date: day(-440),
          })
        ).datas,
      );
    const packLots = (
      await ok('/api/bahanKemasan/restock/list', { category: 'restock', search: packs[0]!.name })
    ).datas as Json[];
    const runs: Json[] = [];
    for (const p of products) {
      runs.push(
        (
          await ok('/api/produksi/add', {
            productId: p.id,
            date: day(-435),
            qty: 1_000,
            inputs: [{ materialId: raw.id, qty: 12.5 }],
          })
        ).datas,
      );
      // Opening stock: at the unit cost of the product's latest run batch.
      for (const bucket of ['fresh', 'frozen'])
        await ok('/api/stock/add', {
          reason: 'opening',
          productId: p.id,
          bucket,
          qty: 2_000,
          date: day(-430),
        });
    }
    const orders = new Map<number, Json>();
    const packsInput = () =>
      Array.from({ length: rnd.int(1, 2) }, () => ({
        materialId: rnd.pick(packs).id,
        count: rnd.int(1, 3),
        lines: Array.from({ length: rnd.int(1, 2) }, () => ({
          productId: rnd.pick(products).id,
          bucket: rnd.pick(['fresh', 'frozen']),
          qtyPerPack: rnd.int(1, 40) / 4,
        })),
      }));
    const anyOrder = () => rnd.pick([...orders.values()]);
    const keep = (o: Json | null) => {
      if (o) orders.set(o.datas.id, o.datas);
      return o;
    };

    for (let step = 0; step < 90; step++) {
      const op = rnd.int(0, 14);
      if (op <= 2 || orders.size < 3) {
        const packing = rnd.pick(['packed', 'unpacked']);
        keep(
          await attempt('/api/transaction/add', {
            customerId: rnd.pick(customers).id,
            date: day(-rnd.int(0, 400)),
            payment: rnd.pick(['paid', 'unpaid']),
            packing,
            delivery: packing === 'packed' && rnd.chance(0.6) ? 'delivered' : 'pending',
            packs: packsInput(),
          }),
        );
      } else if (op === 3) {
        const o = anyOrder();
        const change: Json = rnd.pick([
          { payment: o.payment === 'paid' ? 'unpaid' : 'paid' },
          { date: day(-rnd.int(0, 400)) },
          { customerId: rnd.pick(customers).id },
          { packs: packsInput() },
          { packing: 'packed', delivery: 'delivered' },
        ]);
        keep(await attempt('/api/transaction/update', { id: o.id, version: o.version, ...change }));
      } else if (op === 4 || op === 5) {
        const delivered = [...orders.values()].filter((o) => o.delivery === 'delivered');
        if (!delivered.length) continue;
        const o = rnd.pick(delivered);
        const line = rnd.pick(o.packs.flatMap((p: Json) => p.lines) as Json[]);
        keep(
          await attempt('/api/transaction/return/add', {
            transactionId: o.id,
            date: addDays(o.date, rnd.int(0, Math.min(20, -daysFromToday(o.date)))),
            reason: 'Rusak',
            lines: [{ lineId: line.id, qty: rnd.int(1, 4) / 4, destination: rnd.pick(['waste', 'frozen']) }],
          }),
        );
      } else if (op === 6) {
        const withReturns = [...orders.values()].filter((o) => o.returns?.length);
        if (!withReturns.length) continue;
        const o = rnd.pick(withReturns);
        const res = await t.call(
          'admin',
          'DELETE',
          `/api/transaction/return/delete/${rnd.pick(o.returns as Json[]).id}`,
        );
        if (res.statusCode === 200) keep(res.json() as Json);
        else expect(res.statusCode).toBe(409);
      } else if (op === 7) {
        const delivered = [...orders.values()].filter(
          (o) => o.delivery === 'delivered' && !o.returns?.length,
        );
        if (!delivered.length) continue;
        const o = rnd.pick(delivered);
        keep(
          await attempt('/api/transaction/undeliver', {
            id: o.id,
            version: o.version,
            reason: 'Salah kirim',
          }),
        );
      } else if (op === 8) {
        const o = anyOrder();
        const res = await t.call('admin', 'DELETE', `/api/transaction/delete/${o.id}`);
        if (res.statusCode === 200) orders.delete(o.id);
        else expect(res.statusCode).toBe(409);
      } else if (op === 9) {
        const r = await attempt('/api/bahanBaku/restock/add', {
          category: 'restock',
          materialId: raw.id,
          ...(rnd.chance(0.7) ? { vendorId } : {}),
          qty: rnd.int(1, 80) / 4,
          unitPrice: rnd.int(1, 40) * 250,
          date: day(-rnd.int(0, 400)),
        });
        if (r) restocks.push(r.datas);
      } else if (op === 10 && restocks.length) {
        const r = rnd.pick(restocks);
        const res = rnd.chance(0.5)
          ? await attempt('/api/bahanBaku/restock/update', {
              id: r.id,
              version: r.version,
              category: 'restock',
              materialId: raw.id,
              ...(rnd.chance(0.5) ? { vendorId } : {}),
              qty: rnd.int(1, 80) / 4,
              unitPrice: rnd.int(1, 40) * 250,
              date: day(-rnd.int(0, 400)),
            })
          : await t.call('admin', 'DELETE', `/api/bahanBaku/restock/delete/${r.id}?category=restock`);
        restocks.splice(restocks.indexOf(r), 1);
        const updated = (res as Json | null)?.datas;
        if (updated?.id) restocks.push(updated);
      } else if (op === 12 || runs.length < 2) {
        const r = await attempt('/api/produksi/add', {
          productId: rnd.pick(products).id,
          date: day(-rnd.int(0, 420)),
          qty: rnd.int(4, 400),
          inputs: [{ materialId: raw.id, qty: rnd.int(1, 40) / 4 }],
        });
        if (r) runs.push(r.datas);
      } else if (op === 13) {
        // A run edited after its batch was sold: the orders that took from it cost something else.
        const run = rnd.pick(runs);
        const r = await attempt('/api/produksi/update', {
          id: run.id,
          version: run.version,
          productId: run.productId,
          date: run.date,
          qty: run.qty + rnd.int(-3, 20),
          inputs: [{ materialId: raw.id, qty: rnd.int(1, 40) / 4 }],
        });
        if (r) runs.splice(runs.indexOf(run), 1, r.datas);
      } else if (op === 14 && packLots.length) {
        // A pack lot's price corrected: the orders packed from it cost something else.
        const lot = packLots[0]!;
        const r = await attempt('/api/bahanKemasan/restock/update', {
          id: lot.id,
          version: lot.version,
          category: 'restock',
          materialId: lot.materialId,
          qty: lot.qty,
          unitPrice: rnd.int(1, 40) * 25,
          date: lot.date,
        });
        if (r) packLots[0] = r.datas;
      } else {
        await ok('/api/bahanBaku/stock/count', {
          materialId: raw.id,
          counted:
            (await ok('/api/bahanBaku/stock/list', { search: 'Bahan Ringkasan' })).datas[0].remaining + 1.5,
        });
      }
    }
  });

  it('wrote and refused some of each, and the summaries equal a rebuild from the base tables', async () => {
    expect(tally.ok).toBeGreaterThan(40);
    const [n] = await t.query<{ returns: number; delivered: number; moved: number }>(sql`
      select (select count(*)::int from transaction_returns) as returns,
        (select count(*)::int from transactions where delivery = 'delivered') as delivered,
        (select count(*)::int from audit_log where action = 'undeliver') as moved`);
    expect(n!.returns).toBeGreaterThan(2);
    const [c] = await t.query<{ cost: number; returned: number }>(sql`
      select sum(cost)::float8 as cost, sum(return_cost)::float8 as returned from sales_summary
      where grain = 'y' and payment = '*'`);
    expect(c!.cost).toBeGreaterThan(0);
    expect(c!.returned).toBeGreaterThan(0);
    expect(n!.delivered).toBeGreaterThan(5);
    const kept = await summaryRows();
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select rebuild_report_summaries()`);
    });
    expect(kept).toBe(await summaryRows());
  });

  const lastYear = Number(today.slice(0, 4)) - 1;
  const periods: Json[] = [
    { today: true },
    {},
    { year: Number(today.slice(0, 4)) },
    { year: Number(today.slice(0, 4)) - 1 },
    { month: Number(day(-40).slice(5, 7)), year: Number(day(-40).slice(0, 4)) },
    { dateFrom: day(-400), dateTo: today },
    { dateFrom: day(-200), dateTo: day(-3) },
    { dateFrom: day(-35), dateTo: day(-20) },
    { dateTo: day(-100) },
    { dateFrom: day(-1000) },
    // Read as a year less the rest (signedSegments), whatever today is: February to November of last year, and the
    // rolling year that ends on last year's 14 December.
    { dateFrom: `${lastYear}-02-01`, dateTo: `${lastYear}-11-30` },
    { dateFrom: `${lastYear - 1}-12-15`, dateTo: `${lastYear}-12-14` },
  ];

  it('every sales report (type, period, payment) equals the direct computation', async () => {
    const db = t.database.db;
    let rowsSeen = 0;
    for (const period of periods)
      for (const type of ['product', 'customer'] as const)
        for (const payment of [undefined, 'paid', 'unpaid'] as const) {
          const req = { type, ...period, ...(payment ? { payment } : {}) };
          const got = await salesReport(db, today, req);
          expect(got, JSON.stringify(req)).toEqual(await direct.salesReport(db, today, req));
          rowsSeen += got.datas.length;
        }
    const year = await salesReport(db, today, { type: 'product', dateFrom: day(-400) });
    expect(year.datas.some((r) => (r as Json).returned)).toBe(true);
    expect(rowsSeen).toBeGreaterThan(100);
  });

  it('the expense report (kind, period) equals the direct computation, corrections apart', async () => {
    const db = t.database.db;
    for (const period of periods)
      for (const kind of [undefined, 'raw', 'packaging'] as const) {
        const req = { ...period, ...(kind ? { kind } : {}) };
        expect(await expenseReport(db, today, req), JSON.stringify(req)).toEqual(
          await direct.expenseReport(db, today, req),
        );
      }
    const all = await expenseReport(db, today, { dateFrom: day(-1000) });
    expect(all.corrections.count).toBeGreaterThan(0);
  });

  it('the dashboard figures equal the direct computation, for any day', async () => {
    const db = t.database.db;
    const days = new Set([today, day(-1), day(-33), day(-64), day(-200)]);
    for (const [d] of await t
      .query<{ d: string }>(
        sql`select date::text as d from transaction_returns union select date::text from transactions order by 1 desc limit 6`,
      )
      .then((r) => r.map((x) => [x.d])))
      days.add(d!);
    for (const d of days) {
      expect(rounded(await todaySummary(db, d)), d).toEqual(
        rounded(await directDashboard.todaySummary(db, d)),
      );
      expect(await weeklySummary(db, d), d).toEqual(await directDashboard.weeklySummary(db, d));
      expect(await weeklyIncome(db, d), d).toEqual(await directDashboard.weeklyIncome(db, d));
    }
  });
});

describe('summaries under concurrent writes', () => {
  // Orders, lots' prices and runs changed at once: the cost lock (src/domains/books/costs.ts) keeps each cost change out of an
  // order's mark and apply.
  it('orders created, re-paid and deleted at once (on PostgreSQL truly in parallel) leave them equal to a rebuild', async () => {
    const rnd = random(1718);
    const [ref] = await t.query<{ products: number[]; packs: number[]; customers: number[] }>(sql`
      select (select array_agg(id order by id) from products where code like 'RS%') as products,
        (select array_agg(id order by id) from materials where name like 'Dus Ringkasan%') as packs,
        (select array_agg(id order by id) from customers where name like 'Pelanggan Ringkasan%') as customers`);
    const open = await t.query<{ id: number; version: number; payment: string }>(sql`
      select id, version, payment from transactions where delivery = 'pending' order by id desc limit 12`);
    const creates = Array.from({ length: 16 }, () =>
      post('/api/transaction/add', {
        customerId: rnd.pick(ref!.customers),
        date: day(-rnd.int(0, 2)),
        payment: rnd.pick(['paid', 'unpaid']),
        packing: 'packed',
        delivery: rnd.pick(['pending', 'delivered']),
        packs: [
          {
            materialId: rnd.pick(ref!.packs),
            count: rnd.int(1, 2),
            lines: [{ productId: rnd.pick(ref!.products), bucket: 'frozen', qtyPerPack: rnd.int(1, 8) / 2 }],
          },
        ],
      }),
    );
    const changes = open.map((o, i) =>
      i % 3 === 0
        ? t.call('admin', 'DELETE', `/api/transaction/delete/${o.id}`)
        : post('/api/transaction/update', {
            id: o.id,
            version: o.version,
            payment: o.payment === 'paid' ? 'unpaid' : 'paid',
          }),
    );
    // Cost changes under the same orders: lots' prices corrected, runs (already sold from) edited.
    const lots = await t.query<{
      id: number;
      version: number;
      materialId: number;
      vendorId: number | null;
      qty: number;
      date: string;
      kind: string;
    }>(sql`
      select r.id, r.version, r.material_id as "materialId", r.vendor_id as "vendorId", r.qty::float8 as qty,
        r.date::text as date, m.kind
      from restocks r join materials m on m.id = r.material_id
      where (m.name like 'Dus Ringkasan%' or m.name = 'Bahan Ringkasan')
        and exists (select 1 from usage_lots ul where ul.restock_id = r.id)
      order by r.id limit 4`);
    const soldRuns = await t.query<{
      id: number;
      version: number;
      productId: number;
      date: string;
      qty: number;
      materialId: number;
      input: number;
    }>(sql`
      select pr.id, pr.version, pr.product_id as "productId", pr.date::text as date, pr.qty::float8 as qty,
        u.material_id as "materialId", u.qty::float8 as input
      from production_runs pr join usages u on u.production_run_id = pr.id
      where exists (select 1 from product_batches b join transaction_batches tb on tb.batch_id = b.id
        where b.production_run_id = pr.id)
      order by pr.id limit 2`);
    expect(lots.length).toBeGreaterThan(1);
    expect(soldRuns.length).toBeGreaterThan(0);
    const costChanges = [
      ...lots.map((l) =>
        post(`/api/${l.kind === 'raw' ? 'bahanBaku' : 'bahanKemasan'}/restock/update`, {
          id: l.id,
          version: l.version,
          category: 'restock',
          materialId: l.materialId,
          ...(l.vendorId ? { vendorId: l.vendorId } : {}),
          qty: l.qty,
          unitPrice: rnd.int(1, 40) * 125,
          date: l.date,
        }),
      ),
      ...soldRuns.map((r) =>
        post('/api/produksi/update', {
          id: r.id,
          version: r.version,
          productId: r.productId,
          date: r.date,
          qty: r.qty + 5,
          inputs: [{ materialId: r.materialId, qty: r.input + 0.25 }],
        }),
      ),
    ];
    const answers = await Promise.all([...creates, ...costChanges, ...changes]);
    for (const a of answers) expect([200, 409], a.body).toContain(a.statusCode);
    expect(
      (await Promise.all(costChanges)).filter((a) => a.statusCode === 200).length,
      'cost changes applied',
    ).toBeGreaterThan(1);
    expect(answers.filter((a) => a.statusCode === 200).length).toBeGreaterThan(12);
    const kept = await summaryRows();
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select rebuild_report_summaries()`);
    });
    expect(kept).toBe(await summaryRows());
  });
});

function daysFromToday(date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}
