/**
 * Issue 17, the order list at scale: every page (by number from either end, and by keyset with `after`/`before`)
 * gives the rows a plain OFFSET query gives, for every sort; search finds by number, customer and phone; the
 * counts and totals (from the per-day summary when only dates and states filter) match the orders after every write.
 */
import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessDate } from '../src/lib/dates.js';
import { useTestApp, type Json } from './helpers.js';
import { sceneBuilder } from './scenes.js';

const t = useTestApp();
const today = businessDate('Asia/Jakarta');
const day = (n: number) => addDays(today, n);
const { ok } = t;
const scenes = sceneBuilder(t, 'Daftar', 'DFT');

const SORTS = {
  date: 't.date',
  number: 't.number',
  customer: 'lower(c.name)',
  total: 't.total',
  deliveryDate: 't.delivery_date',
  updatedAt: 't.updated_at',
} as const;
type Sort = keyof typeof SORTS;

/** The ids in the list's order, by a plain query (what the list answered before issue 17). */
async function reference(where: SQL, sortBy: Sort, sortDir: 'asc' | 'desc') {
  const key = sql.raw(`${SORTS[sortBy]} ${sortDir} nulls last, t.id ${sortDir}`);
  return (
    await t.query<{ id: number }>(
      sql`select t.id from transactions t join customers c on c.id = t.customer_id where ${where} order by ${key}`,
    )
  ).map((r) => r.id);
}

const ids = (page: Json) => page.datas.map((o: Json) => o.id as number);

let scene: {
  customers: Json[];
  product: Json;
  /** In the odd orders' second pack, and in the first pack of the last two as well (twice in one order). */
  product2: Json;
  pack: Json;
  from: string;
  to: string;
  orders: Json[];
};

beforeAll(async () => {
  const product = await scenes.product(2_000, [{ bucket: 'frozen', qty: 500, date: -500 }], {
    code: 'DAFTAR1',
    name: 'Produk Daftar',
  });
  const product2 = await scenes.product(3_500, [{ bucket: 'frozen', qty: 500, date: -500 }], {
    code: 'DAFTAR2',
    name: 'Produk Daftar Dua',
  });
  const pack = await scenes.box(500, [500], { name: 'Dus Daftar', date: -500 });
  const customers: Json[] = [];
  for (const [name, phone] of [
    ['Warung Daftar Mawar', '0812-7770-1111'],
    ['warung daftar melati', '0813-7770-2222'],
    ['Toko Daftar Anggrek', '0857-7770-3333'],
  ])
    customers.push((await ok('/api/customer/add', { name, phone, category: 'konsumen' })).datas);
  const orders: Json[] = [];
  for (let i = 0; i < 17; i++) {
    const body = {
      customerId: customers[i % 3]!.id,
      date: day(-420 + Math.floor(i / 2)),
      deliveryDate: i % 4 === 0 ? null : day(-410 + (i % 5)),
      payment: i % 3 === 0 ? 'paid' : 'unpaid',
      note: i === 5 ? 'Titip di pos satpam' : undefined,
      packs: [
        {
          materialId: pack.id,
          count: 1 + (i % 2),
          lines: [
            { productId: product.id, bucket: 'frozen', qtyPerPack: 1 + (i % 4) },
            ...(i >= 15 ? [{ productId: product2.id, bucket: 'frozen', qtyPerPack: 1 }] : []),
          ],
        },
        ...(i % 2
          ? [
              {
                materialId: pack.id,
                count: 1,
                lines: [{ productId: product2.id, bucket: 'frozen', qtyPerPack: 2 }],
              },
            ]
          : []),
      ],
    };
    orders.push((await ok('/api/transaction/add', body)).datas);
  }
  scene = { customers, product, product2, pack, from: day(-430), to: day(-390), orders };
});

describe('the order list', () => {
  const inScene = () => sql`t.date between ${scene.from}::date and ${scene.to}::date`;

  it('answers every page of every sort as the plain query does: by number from either end, and by keyset', async () => {
    const perPage = 4;
    for (const sortBy of Object.keys(SORTS) as Sort[]) {
      for (const sortDir of ['asc', 'desc'] as const) {
        const want = await reference(inScene(), sortBy, sortDir);
        expect(want).toHaveLength(17);
        const q = { dateFrom: scene.from, dateTo: scene.to, sortBy, sortDir, perPage };
        const pages = Math.ceil(want.length / perPage);
        const label = `${sortBy} ${sortDir}`;
        // By number (the first half from the front, the second from the back).
        for (let page = 1; page <= pages; page++) {
          const got = await ok('/api/transaction/list', { ...q, page });
          expect(ids(got), `${label} page ${page}`).toEqual(want.slice((page - 1) * perPage, page * perPage));
          expect(got).toMatchObject({ total: 17, page, perPage });
        }
        expect(ids(await ok('/api/transaction/list', { ...q, page: pages + 1 }))).toEqual([]);
        // Forward with `after`, from the first page.
        let page = await ok('/api/transaction/list', { ...q, page: 1 });
        for (let n = 2; n <= pages; n++) {
          page = await ok('/api/transaction/list', { ...q, page: n, after: ids(page).at(-1) });
          expect(ids(page), `${label} after, page ${n}`).toEqual(want.slice((n - 1) * perPage, n * perPage));
        }
        // Back with `before`, from the last page (the first page comes out whole).
        page = await ok('/api/transaction/list', { ...q, page: pages });
        for (let n = pages - 1; n >= 1; n--) {
          page = await ok('/api/transaction/list', { ...q, page: n, before: ids(page)[0] });
          expect(ids(page), `${label} before, page ${n}`).toEqual(want.slice((n - 1) * perPage, n * perPage));
        }
      }
    }
  });

  it('falls back to the page number when the boundary order is gone', async () => {
    const q = { dateFrom: scene.from, dateTo: scene.to, perPage: 4 };
    const want = await reference(inScene(), 'date', 'desc');
    expect(ids(await ok('/api/transaction/list', { ...q, page: 2, after: 999_999 }))).toEqual(
      want.slice(4, 8),
    );
  });

  it('pages the filtered lists the same way (state, customer, product, search)', async () => {
    const mawar = scene.customers[0]!;
    const cases: Array<[Json, SQL]> = [
      [{ payment: 'paid' }, sql`t.payment = 'paid'`],
      [{ customerId: mawar.id }, sql`t.customer_id = ${mawar.id}`],
      [
        { productId: scene.product.id, payment: 'unpaid' },
        sql`t.payment = 'unpaid' and t.id in (select tp.transaction_id from transaction_packs tp
              join transaction_lines tl on tl.pack_id = tp.id where tl.product_id = ${scene.product.id})`,
      ],
      [{ search: 'daftar M' }, sql`c.name ilike '%daftar m%'`],
      [{ search: 'pos satpam' }, sql`t.note ilike '%pos satpam%'`],
      [{ search: '7770-2222' }, sql`c.phone like '%7770-2222%'`],
      [
        { search: scene.orders[3]!.number.slice(0, 12) },
        sql`t.number like ${scene.orders[3]!.number.slice(0, 12) + '%'}`,
      ],
    ];
    for (const [filter, where] of cases) {
      const want = await reference(sql`${inScene()} and ${where}`, 'date', 'desc');
      expect(want.length, JSON.stringify(filter)).toBeGreaterThan(0);
      const q = { ...filter, dateFrom: scene.from, dateTo: scene.to, perPage: 2 };
      const pages = Math.ceil(want.length / 2);
      let prev: Json | undefined;
      for (let page = 1; page <= pages; page++) {
        const byNumber = await ok('/api/transaction/list', { ...q, page });
        expect(ids(byNumber), `${JSON.stringify(filter)} page ${page}`).toEqual(
          want.slice((page - 1) * 2, page * 2),
        );
        expect(byNumber.total).toBe(want.length);
        if (prev) {
          const byKey = await ok('/api/transaction/list', { ...q, page, after: ids(prev).at(-1) });
          expect(ids(byKey)).toEqual(ids(byNumber));
        }
        prev = byNumber;
      }
    }
    // The search reaches every date, by number and by customer.
    const one = scene.orders[7]!;
    expect(ids(await ok('/api/transaction/list', { search: one.number.toLowerCase() }))).toEqual([one.id]);
    const byName = await ok('/api/transaction/list', { search: 'WARUNG DAFTAR' });
    expect(byName.total).toBe(scene.orders.filter((_, i) => i % 3 !== 2).length);
  });

  /** The unfiltered and the date-filtered figures (from the summary) against the orders themselves. */
  async function expectFigures(label: string) {
    // The product filter's figures come from transaction_product_days (decision 035): each product, with dates, states.
    for (const filter of [
      {},
      { dateFrom: scene.from, dateTo: scene.to },
      { payment: 'paid', delivery: 'pending' },
      { productId: scene.product.id },
      { productId: scene.product2.id },
      { productId: scene.product2.id, dateFrom: scene.from, dateTo: scene.to },
      { productId: scene.product2.id, payment: 'paid', delivery: 'pending' },
    ]) {
      const where = sql.join(
        [
          sql`true`,
          ...('dateFrom' in filter ? [sql`date between ${scene.from}::date and ${scene.to}::date`] : []),
          ...('productId' in filter
            ? [
                sql`id in (select transaction_id from transaction_lines where product_id = ${filter.productId})`,
              ]
            : []),
        ],
        sql` and `,
      );
      const states = 'payment' in filter ? sql`payment = 'paid' and delivery = 'pending'` : sql`true`;
      const [want] = await t.query<Json>(
        sql`select count(*)::int as all, count(*) filter (where payment = 'paid')::int as paid,
              count(*) filter (where payment = 'unpaid')::int as unpaid, count(*) filter (where packing = 'packed')::int as packed,
              count(*) filter (where packing = 'unpacked')::int as unpacked, count(*) filter (where delivery = 'pending')::int as pending,
              count(*) filter (where delivery = 'delivered')::int as delivered,
              count(*) filter (where ${states})::int as matching,
              coalesce(sum(total) filter (where ${states}), 0)::float8 as total,
              coalesce(sum(item_count) filter (where ${states}), 0)::float8 as "itemCount"
            from transactions where ${where}`,
      );
      const { matching, total, itemCount, ...counts } = want!;
      const got = await ok('/api/transaction/list', { ...filter, perPage: 1 });
      expect(
        { counts: got.counts, total: got.total, totals: got.totals },
        `${label} ${JSON.stringify(filter)}`,
      ).toEqual({
        counts,
        total: matching,
        totals: { total, itemCount },
      });
    }
  }

  it('keeps its counts and totals exact through create, update, deliver, return, undeliver and delete', async () => {
    await expectFigures('at start');
    const [o1, o2] = scene.orders.slice(-2) as [Json, Json];
    const paid = (await ok('/api/transaction/update', { id: o1.id, version: o1.version, payment: 'paid' }))
      .datas;
    await expectFigures('after a payment');
    const bigger = (
      await ok('/api/transaction/update', {
        id: paid.id,
        version: paid.version,
        date: day(-395),
        deliveryDate: day(-394),
        packs: [
          {
            materialId: scene.pack.id,
            count: 3,
            lines: [{ productId: scene.product.id, bucket: 'frozen', qtyPerPack: 2 }],
          },
        ],
      })
    ).datas;
    await expectFigures('after new packs and date');
    const delivered = (
      await ok('/api/transaction/update', {
        id: bigger.id,
        version: bigger.version,
        packing: 'packed',
        delivery: 'delivered',
      })
    ).datas;
    await expectFigures('after delivery');
    const ret = await ok('/api/transaction/return/add', {
      transactionId: delivered.id,
      reason: 'Rusak',
      lines: [{ lineId: delivered.packs[0].lines[0].id, qty: 1, destination: 'waste' }],
    });
    await expectFigures('after a return');
    expect(
      (await t.call('admin', 'DELETE', `/api/transaction/return/delete/${ret.datas.returns[0].id}`))
        .statusCode,
    ).toBe(200);
    const again = (await ok('/api/transaction/list', { search: delivered.number })).datas[0];
    await ok('/api/transaction/undeliver', { id: again.id, version: again.version, reason: 'Salah input' });
    await expectFigures('after undoing the delivery');
    await ok(`/api/transaction/delete/${o2.id}`, {});
    await expectFigures('after a delete');
    // An order without the second product gains it (two packs of it), then loses one of them, then all.
    const plain = (await ok('/api/transaction/list', { search: scene.orders[14]!.number })).datas[0];
    const line = (productId: number, qtyPerPack: number) => ({ productId, bucket: 'frozen', qtyPerPack });
    const gained = (
      await ok('/api/transaction/update', {
        id: plain.id,
        version: plain.version,
        packs: [
          {
            materialId: scene.pack.id,
            count: 1,
            lines: [line(scene.product.id, 1), line(scene.product2.id, 1)],
          },
          { materialId: scene.pack.id, count: 2, lines: [line(scene.product2.id, 1)] },
        ],
      })
    ).datas;
    await expectFigures('after an edit adds a product');
    const fewer = (
      await ok('/api/transaction/update', {
        id: gained.id,
        version: gained.version,
        packs: [{ materialId: scene.pack.id, count: 2, lines: [line(scene.product2.id, 1)] }],
      })
    ).datas;
    await expectFigures('after an edit drops a product');
    await ok('/api/transaction/update', {
      id: fewer.id,
      version: fewer.version,
      packs: [{ materialId: scene.pack.id, count: 1, lines: [line(scene.product.id, 2)] }],
    });
    await expectFigures('after an edit swaps the products');
  });

  it('lists pending orders newest first from the same pages', async () => {
    const want = await reference(sql`t.delivery = 'pending'`, 'date', 'desc');
    const first = await ok('/api/transaction/pendingList', { perPage: 5 });
    expect({ total: first.total, ids: ids(first) }).toEqual({ total: want.length, ids: want.slice(0, 5) });
    const last = Math.ceil(want.length / 5);
    expect(ids(await ok('/api/transaction/pendingList', { perPage: 5, page: last }))).toEqual(
      want.slice((last - 1) * 5),
    );
  });
});
