/**
 * Issue 17, lists at scale (decision 021): the customer search (a UNION of id sets, each on its own index) and the
 * product batch list (ids first, JSON for the page, count and totals in one aggregate) answer exactly the rows,
 * order, totals and counts of the plain queries they replaced, for every search, sort, direction, filter and page.
 */
import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { likePattern } from '../src/db/query.js';
import { searchKeysLimit } from '../src/domains/platform/crud.js';
import { addDays, businessDate } from '../src/lib/dates.js';
import { phoneSearchDigits } from '../src/lib/phone.js';
import { useTestApp, type Json } from './helpers.js';

const t = useTestApp();
const { ok, post } = t;
const today = businessDate('Asia/Jakarta');
const day = (n: number) => addDays(today, n);
const ids = (page: Json) => (page.datas as Json[]).map((r) => r.id as number);

/** Every page of `perPage` rows of a list request, concatenated (and each page's total). */
async function allPages(url: string, body: Json, perPage: number) {
  const out: number[] = [];
  const totals = new Set<number>();
  for (let page = 1; ; page += 1) {
    const answer = await ok(url, { ...body, perPage, page });
    totals.add(answer.total as number);
    out.push(...ids(answer));
    if (answer.datas.length < perPage) break;
  }
  return { ids: out, totals: [...totals] };
}

describe('customer search', () => {
  const CUSTOMER_SORTS = {
    name: 'lower(c.name)',
    category: 'c.category',
    regency: 'rr.name',
    ongkir: 'o.price',
    updatedAt: 'c.updated_at',
  } as const;

  /** The ids the list answered before decision 021: an OR across the joined region names. */
  async function reference(
    search: string,
    sortBy: keyof typeof CUSTOMER_SORTS,
    dir: 'asc' | 'desc',
    filter?: SQL,
  ) {
    const like = likePattern(search)!;
    const matches = [
      sql`c.name ilike ${like}`,
      sql`c.address ilike ${like}`,
      sql`c.landmark ilike ${like}`,
      sql`rr.name ilike ${like}`,
      sql`rd.name ilike ${like}`,
      ...phoneSearchDigits(search).map(
        (d) => sql`regexp_replace(c.phone, '[^0-9]', '', 'g') like ${`%${d}%`}`,
      ),
    ];
    const order = sql.raw(`${CUSTOMER_SORTS[sortBy]} ${dir} nulls last, c.id ${dir}`);
    return (
      await t.query<{ id: number }>(
        sql`select c.id from customers c left join regions rr on rr.code = c.regency_code
              left join regions rd on rd.code = c.district_code left join ongkir o on o.id = c.ongkir_id
            where (${sql.join(matches, sql` or `)}) ${filter ? sql`and ${filter}` : sql``} order by ${order}`,
      )
    ).map((r) => r.id);
  }

  let regency: { code: string; name: string; province: string };

  beforeAll(async () => {
    // Three regencies of one province, and two districts of each.
    const regencies = await t.query<{ code: string; name: string; province: string }>(
      sql`select code, name, parent_code as province from regions where parent_code = '32' order by code limit 3`,
    );
    regency = regencies[0]!;
    const districts = await t.query<{ code: string; name: string; regency: string }>(
      sql`select d.code, d.name, d.parent_code as regency from regions d
          where d.parent_code in (${sql.join(
            regencies.map((r) => sql`${r.code}`),
            sql`, `,
          )})
          order by d.code`,
    );
    const ongkir = (await ok('/api/ongkir/list', { perPage: 'all' })).datas as Json[];
    const words = ['Warung', 'Toko', 'Ibu', 'Kedai', 'Bakso'];
    for (let i = 0; i < 36; i += 1) {
      const r = regencies[i % 3]!;
      const inRegency = districts.filter((d) => d.regency === r.code);
      const d = i % 4 === 3 ? null : inRegency[i % inRegency.length];
      const noRegion = i % 9 === 8;
      await ok('/api/customer/add', {
        name: `${words[i % words.length]} Skala ${i}${i % 7 === 0 ? ' 50%_x' : ''}`,
        phone: i % 5 === 4 ? null : `0813 77${String(i).padStart(2, '0')} ${4200 + i}`,
        category: i % 3 === 0 ? 'distributor' : 'konsumen',
        provinceCode: noRegion ? null : r.province,
        regencyCode: noRegion ? null : r.code,
        districtCode: noRegion ? null : (d?.code ?? null),
        address: i % 6 === 5 ? null : `Jl. ${i % 2 ? 'Melati' : 'Kenanga'} Raya ${i}`,
        landmark: i % 4 === 1 ? `dekat masjid ${i % 3 === 0 ? 'agung' : 'besar'}` : null,
        ongkirId: i % 2 && ongkir.length ? ongkir[i % ongkir.length]!.id : null,
      });
    }
  });

  it('finds exactly the customers the OR across regions found, in every order and page', async () => {
    const regencyPart = regency.name.slice(-5);
    const searches = [
      'skala',
      'WARUNG',
      'kenanga',
      'masjid agung',
      regencyPart,
      regency.name.toLowerCase(),
      '0813 7701',
      '+62 813 77',
      '4212',
      '50%_',
      '%',
      'ka',
      'tidak ada yang cocok',
    ];
    for (const search of searches) {
      for (const sortBy of Object.keys(CUSTOMER_SORTS) as Array<keyof typeof CUSTOMER_SORTS>) {
        for (const dir of ['asc', 'desc'] as const) {
          const expected = await reference(search, sortBy, dir);
          const whole = await ok('/api/customer/list', { search, sortBy, sortDir: dir, perPage: 'all' });
          expect(ids(whole), `${search} by ${sortBy} ${dir}`).toEqual(expected);
          expect(whole.total).toBe(expected.length);
        }
      }
      const paged = await allPages('/api/customer/list', { search, sortBy: 'name' }, 4);
      expect(paged.ids).toEqual(await reference(search, 'name', 'asc'));
      expect(paged.totals).toEqual([paged.ids.length]);
    }
    // Something was found by each kind of match.
    expect((await reference('kenanga', 'name', 'asc')).length).toBeGreaterThan(3);
    expect((await reference(regencyPart, 'name', 'asc')).length).toBeGreaterThan(3);
    expect((await reference('+62 813 77', 'name', 'asc')).length).toBeGreaterThan(3);
  }, 240_000);

  it('answers the same rows when a search matches too many for its ids (the OR across the joins then)', async () => {
    const before = searchKeysLimit.max;
    searchKeysLimit.max = 3;
    try {
      for (const search of ['skala', 'kenanga', '+62 813 77', 'masjid', 'tidak ada']) {
        for (const sortBy of ['name', 'regency'] as const) {
          const expected = await reference(search, sortBy, 'desc');
          const paged = await allPages('/api/customer/list', { search, sortBy, sortDir: 'desc' }, 4);
          expect(paged.ids, `${search} by ${sortBy}`).toEqual(expected);
          expect(paged.totals).toEqual([expected.length]);
        }
      }
    } finally {
      searchKeysLimit.max = before;
    }
  }, 240_000);

  it('combines the search with the filters as before', async () => {
    const expected = await reference(
      'skala',
      'name',
      'asc',
      sql`c.category = 'distributor' and c.regency_code = ${regency.code}`,
    );
    expect(expected.length).toBeGreaterThan(0);
    const page = await ok('/api/customer/list', {
      search: 'skala',
      category: 'distributor',
      regencyCode: regency.code,
      perPage: 'all',
    });
    expect(ids(page)).toEqual(expected);
  });

  it('refuses a bad search or filter with 4xx JSON', async () => {
    for (const body of [
      { search: 5 },
      { search: 'x'.repeat(10_000) },
      { regencyCode: 'bandung' },
      { extra: 1 },
    ]) {
      const res = await post('/api/customer/list', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toBeTypeOf('object');
    }
  });
});

describe('product batch list', () => {
  const BATCH_SORTS = {
    date: 'b.date',
    product: 'lower(p.name)',
    fresh: 'b.fresh',
    frozen: 'b.frozen',
    expiryDate: 'b.expiry_date',
  } as const;
  type BatchSort = keyof typeof BATCH_SORTS;

  /** What stock/list answered before decision 021: one query over the join, nulls last, then the id. */
  async function reference(where: SQL, sortBy: BatchSort, dir: 'asc' | 'desc') {
    const order = sql.raw(`${BATCH_SORTS[sortBy]} ${dir} nulls last, b.id ${dir}`);
    const from = sql`product_batches b join products p on p.id = b.product_id`;
    const list = await t.query<{ id: number }>(
      sql`select b.id from ${from} where ${where} order by ${order}`,
    );
    const [sums] = await t.query<{ fresh: number; frozen: number }>(
      sql`select coalesce(sum(b.fresh), 0)::float8 as fresh, coalesce(sum(b.frozen), 0)::float8 as frozen from ${from} where ${where}`,
    );
    return { ids: list.map((r) => r.id), totals: sums };
  }

  let products: Json[] = [];

  beforeAll(async () => {
    const category = (await ok('/api/category/list', {})).datas[0].id;
    for (let i = 0; i < 4; i += 1)
      products.push(
        (
          await ok('/api/product/add', {
            code: `BTS${i}`,
            name: `${i % 2 ? 'Bakso' : 'Siomay'} Batch ${i}`,
            categoryId: category,
            price: 1_000 + i,
            unit: 'pcs',
          })
        ).datas,
      );
    products = products.map((p) => p as Json);
    // Batches on repeated dates (the id breaks ties), with and without expiry, fresh and frozen, some emptied.
    for (let i = 0; i < 24; i += 1) {
      const p = products[i % 4]!;
      const date = day(-(i % 6) - 2);
      const res = await ok('/api/stock/add', {
        reason: 'opening',
        productId: p.id,
        bucket: i % 3 === 0 ? 'frozen' : 'fresh',
        qty: 1 + (i % 5),
        date,
        ...(i % 4 === 1 ? {} : { expiryDate: addDays(date, i % 7) }),
      });
      const batchId = res.changes[0].batchId as number;
      // Some fresh stock moves to the freezer, some of it all.
      const moves = i % 3 !== 0 && i % 4 === 2;
      if (moves) {
        const own = (
          (await ok('/api/stock/list', { productId: p.id, includeEmpty: true, perPage: 'all' }))
            .datas as Json[]
        ).find((b) => b.id === batchId)!;
        await ok('/api/stock/update', {
          id: own.id,
          version: own.version,
          to: 'frozen',
          qty: own.fresh > 1 ? 1 : own.fresh,
        });
      }
      if (i % 5 === 2 && !moves)
        await ok('/api/stock/add', {
          reason: 'waste',
          productId: p.id,
          batchId,
          bucket: i % 3 === 0 ? 'frozen' : 'fresh',
          qty: 1 + (i % 5),
        });
    }
  });

  it('answers the rows, order, count and totals of the plain query for every sort, filter and page', async () => {
    const p0 = products[0]!;
    const cases: Array<{ body: Json; where: SQL }> = [
      // The contract's default: includeEmpty false.
      { body: {}, where: sql`(b.fresh > 0 or b.frozen > 0)` },
      { body: { includeEmpty: false }, where: sql`(b.fresh > 0 or b.frozen > 0)` },
      { body: { includeEmpty: true }, where: sql`true` },
      { body: { bucket: 'frozen', includeEmpty: true }, where: sql`b.frozen > 0` },
      {
        body: { bucket: 'fresh', includeEmpty: false },
        where: sql`b.fresh > 0 and (b.fresh > 0 or b.frozen > 0)`,
      },
      { body: { productId: p0.id, includeEmpty: true }, where: sql`b.product_id = ${p0.id}` },
      {
        body: { search: 'bakso', includeEmpty: true },
        where: sql`(p.name ilike '%bakso%' or p.code ilike '%bakso%')`,
      },
      {
        body: { search: 'bts2' },
        where: sql`(p.name ilike '%bts2%' or p.code ilike '%bts2%') and (b.fresh > 0 or b.frozen > 0)`,
      },
      {
        body: { search: '%', includeEmpty: true },
        where: sql`(p.name ilike '%\\%%' or p.code ilike '%\\%%')`,
      },
      {
        body: { dateFrom: day(-5), dateTo: day(-3), includeEmpty: false },
        where: sql`b.date >= ${day(-5)}::date and b.date <= ${day(-3)}::date and (b.fresh > 0 or b.frozen > 0)`,
      },
    ];
    for (const { body, where } of cases) {
      for (const sortBy of Object.keys(BATCH_SORTS) as BatchSort[]) {
        for (const dir of ['asc', 'desc'] as const) {
          const expected = await reference(where, sortBy, dir);
          const label = `${JSON.stringify(body)} by ${sortBy} ${dir}`;
          const whole = await ok('/api/stock/list', { ...body, sortBy, sortDir: dir, perPage: 'all' });
          expect(ids(whole), label).toEqual(expected.ids);
          expect(whole.total, label).toBe(expected.ids.length);
          expect(whole.totals, label).toEqual(expected.totals);
          // Page by page (pages of 7) in each sort's descending order and the default ascending one.
          if (dir === 'desc' || sortBy === 'date') {
            const paged = await allPages('/api/stock/list', { ...body, sortBy, sortDir: dir }, 7);
            expect(paged.ids, label).toEqual(expected.ids);
            expect(paged.totals, label).toEqual([expected.ids.length]);
          }
        }
      }
    }
    // The scene has what the cases need: empty batches, both buckets, batches without expiry.
    const [counts] = await t.query<{ empty: number; frozen: number; open: number }>(
      sql`select count(*) filter (where fresh = 0 and frozen = 0)::int as empty,
                 count(*) filter (where frozen > 0)::int as frozen,
                 count(*) filter (where expiry_date is null)::int as open from product_batches`,
    );
    expect(counts).toMatchObject({ empty: expect.any(Number), frozen: expect.any(Number) });
    expect(counts!.empty).toBeGreaterThan(0);
    expect(counts!.frozen).toBeGreaterThan(0);
    expect(counts!.open).toBeGreaterThan(0);
  }, 240_000);

  it('keeps the per-product stock totals equal to the batches after every write', async () => {
    const kept = await t.query(
      sql`select product_id, batches, stocked, fresh::float8, frozen::float8 from product_stock_totals order by product_id`,
    );
    const fromBatches = await t.query(
      sql`select product_id, count(*)::int as batches, (count(*) filter (where fresh > 0 or frozen > 0))::int as stocked,
            sum(fresh)::float8 as fresh, sum(frozen)::float8 as frozen from product_batches group by product_id order by product_id`,
    );
    expect(kept.length).toBeGreaterThan(3);
    expect(kept).toEqual(fromBatches);
  });

  it('answers each row as a batch with its product, a page past the end empty with the total', async () => {
    const [first] = (await ok('/api/stock/list', { sortBy: 'date', perPage: 1 })).datas as Json[];
    expect(first).toMatchObject({ product: { id: expect.any(Number), code: expect.any(String) } });
    const past = await ok('/api/stock/list', { page: 999, perPage: 25 });
    expect(past.datas).toEqual([]);
    expect(past.total).toBeGreaterThan(0);
  });

  it('refuses bad list requests with 4xx JSON', async () => {
    for (const body of [
      { sortBy: 'price' },
      { bucket: 'hot' },
      { dateFrom: 'kemarin' },
      { page: 0 },
      { x: 1 },
    ]) {
      const res = await post('/api/stock/list', body);
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });
});
