/**
 * Issue 39, price tiers (Daftar Harga): the lists, their prices by date, who may see and set them, the quote, and an
 * order priced by its customer's list at the order's date (and keeping those prices when edited).
 */
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { clientErrorOf } from '../src/lib/dbErrors.js';
import { useTestApp, type Json } from './helpers.js';
import { sceneBuilder } from './scenes.js';

const t = useTestApp();
const s = sceneBuilder(t, 'Harga', 'HRG');
const { ok, post, today, day } = { ...t, today: s.today, day: s.day };

const addList = async (name = `Tier ${s.next()}`) => (await ok('/api/priceList/add', { name })).datas as Json;
const setPrices = (
  id: number,
  effectiveFrom: string,
  prices: Array<{ productId: number; price: number | null }>,
) => post('/api/priceList/setPrices', { id, effectiveFrom, prices });
const product = (price: number) => s.product(price, [{ bucket: 'frozen', qty: 100, date: -40 }]);
const customerOn = async (priceListId: number | null) =>
  (await ok('/api/customer/add', { name: `Pelanggan Harga ${s.next()}`, category: 'konsumen', priceListId }))
    .datas as Json;
/** A price in the list's past, written as history (the API takes only today or later). */
const pastPrice = (listId: number, productId: number, date: string, price: number) =>
  t.query(sql`insert into price_list_prices (price_list_id, product_id, effective_from, price)
              values (${listId}, ${productId}, ${date}::date, ${price})`);
/** The row of product `p` on the list's page at `date` (today when left out). */
const pageRow = async (id: number, p: Json, date?: string) =>
  (
    (await ok('/api/priceList/prices', { id, search: p.code, ...(date ? { date } : {}) })).datas as Json[]
  ).find((r) => r.productId === p.id);

describe('price lists', () => {
  it('lists the demo list with its customer and the products priced today, not the one planned', async () => {
    const page = await ok('/api/priceList/list', { search: 'reseller' });
    expect(page.datas).toEqual([
      expect.objectContaining({ name: 'Reseller', customerCount: 1, productCount: 3 }),
    ]);
    const dedi = (await ok('/api/customer/list', { search: 'Pak Dedi' })).datas[0];
    expect(dedi).toMatchObject({
      priceListId: page.datas[0].id,
      priceList: { id: page.datas[0].id, name: 'Reseller' },
    });
    const sari = (await ok('/api/customer/list', { search: 'Warung Bu Sari' })).datas[0];
    expect(sari).toMatchObject({ priceListId: null, priceList: null });
  });

  it('adds, refuses a name in another case, updates with its version, exports and deletes', async () => {
    const added = await addList('Agen Harga');
    expect(added).toMatchObject({ name: 'Agen Harga', description: null, customerCount: 0, productCount: 0 });
    const dup = await post('/api/priceList/add', { name: '  agen HARGA ' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      code: 'name.duplicate',
      params: { rule: 'priceList.name' },
      message: 'Daftar harga agen HARGA sudah ada.',
      errors: { name: expect.any(Array) },
    });
    const upd = await ok('/api/priceList/update', {
      id: added.id,
      version: added.version,
      name: 'Agen Besar',
      description: 'Di atas 100 pak',
    });
    expect(upd.datas).toMatchObject({
      name: 'Agen Besar',
      description: 'Di atas 100 pak',
      version: added.version + 1,
    });
    const stale = await post('/api/priceList/update', { id: added.id, version: added.version, name: 'Lain' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().conflict.record).toMatchObject({ name: 'Agen Besar' });
    const file = await post('/api/priceList/export', { format: 'csv', search: 'Agen Besar' });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('Agen Besar');
    expect(file.body).toContain('Jumlah Customer');
    expect((await t.call('admin', 'DELETE', `/api/priceList/delete/${added.id}`)).statusCode).toBe(200);
    expect((await t.call('admin', 'DELETE', `/api/priceList/delete/${added.id}`)).statusCode).toBe(404);
    const history = await t.query<{ action: string }>(
      sql`select action from audit_log where entity = 'priceList' and entity_id = ${added.id} order by id`,
    );
    expect(history.map((h) => h.action)).toEqual(['create', 'update', 'delete']);
  });

  it('refuses to delete a list while a customer is on it; customers name their list and refuse an unknown one', async () => {
    const list = await addList();
    const c = await customerOn(list.id);
    expect(c).toMatchObject({ priceListId: list.id, priceList: { id: list.id, name: list.name } });
    expect((await ok('/api/priceList/list', { search: list.name })).datas[0].customerCount).toBe(1);
    const refused = await t.call('admin', 'DELETE', `/api/priceList/delete/${list.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'record.inUse',
      params: { rule: 'priceList.customers', count: 1 },
      message: `Daftar harga ${list.name} masih dipakai oleh 1 customer.`,
    });
    const unknown = await post('/api/customer/add', {
      name: 'Tanpa Daftar',
      category: 'konsumen',
      priceListId: 999999,
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      code: 'reference.notFound',
      errors: { priceListId: ['Daftar harga tidak ditemukan.'] },
    });
    // Left out on an update, as the ongkir: the products' own prices.
    const moved = await ok('/api/customer/update', {
      id: c.id,
      version: c.version,
      name: c.name,
      category: 'konsumen',
    });
    expect(moved.datas).toMatchObject({ priceListId: null, priceList: null });
    expect((await t.call('admin', 'DELETE', `/api/priceList/delete/${list.id}`)).statusCode).toBe(200);
  });

  it('answers a race past the in-use check (the foreign key) as the same 409, not a 500', async () => {
    // The constraint the database names when a customer joined the list between the check and the delete.
    const [fk] = await t.query<{ name: string }>(
      sql`select conname::text as name from pg_constraint
          where conrelid = 'customers'::regclass and confrelid = 'price_lists'::regclass and contype = 'f'`,
    );
    expect(fk?.name).toBe('customers_price_list_id_fkey');
    const pg = Object.assign(
      new Error('update or delete on table "price_lists" violates foreign key constraint'),
      {
        code: '23503',
        constraint: fk!.name,
        detail: 'Key (id)=(9) is still referenced from table "customers".',
      },
    );
    expect(
      clientErrorOf(new DrizzleQueryError('delete from price_lists where id = $1', [9], pg)),
    ).toMatchObject({
      statusCode: 409,
      code: 'record.inUse',
      message: 'Daftar harga masih dipakai oleh customer.',
    });
    const join = Object.assign(
      new Error('insert or update on table "customers" violates foreign key constraint'),
      {
        code: '23503',
        constraint: fk!.name,
        detail: 'Key (price_list_id)=(9) is not present in table "price_lists".',
      },
    );
    expect(clientErrorOf(join)).toMatchObject({
      statusCode: 422,
      errors: { priceListId: ['Daftar harga tidak ditemukan.'] },
    });
  });
});

describe('rights', () => {
  it('refuses every price list operation without Daftar Harga, but the quote to whoever takes orders', async () => {
    const list = (await ok('/api/priceList/list', { search: 'Reseller' })).datas[0];
    const p = await product(5_000);
    const c = await customerOn(list.id);
    const calls: Array<['POST' | 'DELETE', string, Json | undefined]> = [
      ['POST', '/api/priceList/list', {}],
      ['POST', '/api/priceList/add', { name: 'Kasir Coba' }],
      ['POST', '/api/priceList/update', { id: list.id, version: list.version, name: 'Kasir Coba' }],
      ['DELETE', `/api/priceList/delete/${list.id}`, undefined],
      ['POST', '/api/priceList/export', { format: 'csv' }],
      ['POST', '/api/priceList/prices', { id: list.id }],
      ['POST', '/api/priceList/history', { id: list.id, productId: p.id }],
      [
        'POST',
        '/api/priceList/setPrices',
        { id: list.id, effectiveFrom: today, prices: [{ productId: p.id, price: 1 }] },
      ],
    ];
    await t.tokenOf('kasir'); // signing in is not a change of business data, but it is written
    const before = await t.digest();
    for (const [method, url, body] of calls) {
      const res = await t.call('kasir', method, url, body);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code, url).toBe('right.missing');
      expect((await t.call(null, method, url, body)).statusCode, url).toBe(401);
    }
    expect(await t.digest()).toBe(before);
    // The cashier makes orders: the quote is theirs (Data Transaksi).
    const quote = await post('/api/priceList/quote', { customerId: c.id, productIds: [p.id] }, 'kasir');
    expect(quote.statusCode, quote.body).toBe(200);

    // Products only: the list screen's rights, but not the order form's quote.
    const menus = (await ok('/api/menu-management/menuList', {})).datas as Json[];
    const produk = menus.find((m) => m.url === '/items/produk')!;
    const group = await ok('/api/authorization-group/add', {
      name: 'Grup Produk Saja',
      menus: [{ menuId: produk.id }],
    });
    await ok('/api/userApp/add', {
      name: 'produksaja',
      email: 'produksaja@pawon.test',
      password: 'produk-saja-1',
      groupIds: [group.datas.id],
    });
    const token = (await t.login('produksaja@pawon.test', 'produk-saja-1')).json().token as string;
    expect((await t.call(token, 'POST', '/api/priceList/list', {})).statusCode).toBe(403);
    expect(
      (await t.call(token, 'POST', '/api/priceList/quote', { customerId: c.id, productIds: [p.id] }))
        .statusCode,
    ).toBe(403);
  });

  it('gives the seeded Staff group the rights it has on products: view, add and change, not delete', async () => {
    const list = await addList();
    const p = await product(5_000);
    expect((await post('/api/priceList/prices', { id: list.id }, 'staff')).statusCode).toBe(200);
    expect((await setPrices(list.id, today, [{ productId: p.id, price: 4_000 }])).statusCode).toBe(200);
    const staffSets = await t.call('staff', 'POST', '/api/priceList/setPrices', {
      id: list.id,
      effectiveFrom: today,
      prices: [{ productId: p.id, price: 4_100 }],
    });
    expect(staffSets.statusCode, staffSets.body).toBe(200);
    expect((await t.call('staff', 'DELETE', `/api/priceList/delete/${list.id}`)).statusCode).toBe(403);
  });
});

describe('setting prices', () => {
  it('refuses a past date, an unknown product, a product twice and extra fields, changing nothing', async () => {
    const list = await addList();
    const [p, q] = [await product(5_000), await product(6_000)];
    const before = await t.digest();
    const past = await setPrices(list.id, day(-1), [{ productId: p.id, price: 4_000 }]);
    expect(past.statusCode).toBe(422);
    expect(past.json()).toMatchObject({
      code: 'date.beforeStart',
      params: { rule: 'priceFrom', start: today },
      fieldCodes: { effectiveFrom: { code: 'date.beforeStart' } },
      errors: { effectiveFrom: [`Harga baru berlaku paling cepat hari ini (${today}).`] },
    });
    const unknown = await setPrices(list.id, today, [
      { productId: p.id, price: 4_000 },
      { productId: 999999, price: 1_000 },
    ]);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      code: 'reference.notFound',
      errors: { 'prices.1.productId': ['Produk tidak ditemukan.'] },
    });
    const twice = await setPrices(list.id, today, [
      { productId: p.id, price: 4_000 },
      { productId: q.id, price: 5_000 },
      { productId: p.id, price: 4_500 },
    ]);
    expect(twice.statusCode).toBe(422);
    expect(twice.json()).toMatchObject({
      code: 'validation.duplicateItems',
      params: { line: 1 },
      errors: { 'prices.2.productId': ['Produk ini sudah ada di baris 1.'] },
    });
    for (const bad of [
      { id: list.id, effectiveFrom: today, prices: [{ productId: p.id, price: 4_000 }], note: 'x' },
      { id: list.id, effectiveFrom: today, prices: [{ productId: p.id, price: 4_000, since: today }] },
      { id: list.id, effectiveFrom: today, prices: [{ productId: p.id, price: -1 }] },
      { id: list.id, effectiveFrom: today, prices: [{ productId: p.id, price: 12.5 }] },
      { id: list.id, effectiveFrom: today, prices: [] },
      { id: list.id, effectiveFrom: 'besok', prices: [{ productId: p.id, price: 4_000 }] },
      { id: list.id, prices: [{ productId: p.id, price: 4_000 }] },
    ]) {
      const res = await post('/api/priceList/setPrices', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      expect(res.json().status).toBe('error');
    }
    expect((await setPrices(999999, today, [{ productId: p.id, price: 1 }])).statusCode).toBe(404);
    expect(await t.digest()).toBe(before);
  });

  it('answers each product at a date: the price in effect since when, the next planned, and the own price', async () => {
    const list = await addList();
    const p = await product(5_000);
    await pastPrice(list.id, p.id, day(-30), 4_000);
    expect((await setPrices(list.id, today, [{ productId: p.id, price: 4_500 }])).json().datas).toEqual({
      changed: 1,
    });
    expect((await setPrices(list.id, day(10), [{ productId: p.id, price: 4_200 }])).json().datas).toEqual({
      changed: 1,
    });
    const row = (price: number | null, since: string | null, next: Json | null) => ({
      productId: p.id,
      code: p.code,
      name: p.name,
      unit: 'pcs',
      basePrice: 5_000,
      price,
      since,
      next,
    });
    expect(await pageRow(list.id, p, day(-40))).toEqual(
      row(null, null, { price: 4_000, effectiveFrom: day(-30) }),
    );
    expect(await pageRow(list.id, p, day(-30))).toEqual(
      row(4_000, day(-30), { price: 4_500, effectiveFrom: today }),
    );
    expect(await pageRow(list.id, p, day(-1))).toEqual(
      row(4_000, day(-30), { price: 4_500, effectiveFrom: today }),
    );
    expect(await pageRow(list.id, p)).toEqual(row(4_500, today, { price: 4_200, effectiveFrom: day(10) }));
    expect(await pageRow(list.id, p, day(12))).toEqual(row(4_200, day(10), null));
    const history = await ok('/api/priceList/history', { id: list.id, productId: p.id });
    expect(history.datas.map((h: Json) => [h.effectiveFrom, h.price])).toEqual([
      [day(10), 4_200],
      [today, 4_500],
      [day(-30), 4_000],
    ]);
    // The list counts the products priced today: this one, not before its first price.
    expect((await ok('/api/priceList/list', { search: list.name })).datas[0].productCount).toBe(1);

    // Taken back: the planned price goes; a date without a price changes nothing; the same price again neither.
    const version = (await ok('/api/priceList/list', { search: list.name })).datas[0].version as number;
    expect((await setPrices(list.id, day(10), [{ productId: p.id, price: null }])).json().datas).toEqual({
      changed: 1,
    });
    expect((await setPrices(list.id, day(11), [{ productId: p.id, price: null }])).json().datas).toEqual({
      changed: 0,
    });
    expect((await setPrices(list.id, today, [{ productId: p.id, price: 4_500 }])).json().datas).toEqual({
      changed: 0,
    });
    expect(await pageRow(list.id, p)).toEqual(row(4_500, today, null));
    expect((await ok('/api/priceList/list', { search: list.name })).datas[0].version).toBe(version + 1);
    const audits = await t.query<{ before: Json; after: Json }>(
      sql`select before, after from audit_log where entity = 'priceList' and entity_id = ${list.id} and action = 'update' order by id`,
    );
    // One row per call that changed something (two sets and the take-back).
    expect(audits).toHaveLength(3);
    expect(audits[2]).toMatchObject({
      before: { effectiveFrom: day(10), prices: [{ productId: p.id, price: 4_200 }] },
      after: { effectiveFrom: day(10), prices: [{ productId: p.id, price: null }] },
    });
  });

  it('pages the active products only, searched, filtered by priced and sorted by price; 404 for an unknown list', async () => {
    const list = await addList();
    const label = `Halaman ${s.next()}`;
    const made: Json[] = [];
    for (const [i, price] of [7_000, 3_000, 5_000, 9_000].entries())
      made.push(
        (await s.product(price, [], {
          code: `HAL${s.next()}`,
          name: `${label} ${String.fromCharCode(65 + i)}`,
        })) as Json,
      );
    const [a, b, c, d] = made as [Json, Json, Json, Json];
    await ok('/api/product/update', {
      id: d.id,
      version: d.version,
      code: d.code,
      name: d.name,
      categoryId: d.categoryId,
      price: d.price,
      unit: d.unit,
      active: false,
    });
    await setPrices(list.id, today, [
      { productId: a.id, price: 6_000 },
      { productId: c.id, price: 4_000 },
      { productId: d.id, price: 8_000 },
    ]);
    await setPrices(list.id, day(5), [{ productId: b.id, price: 2_500 }]);
    const page = await ok('/api/priceList/prices', {
      id: list.id,
      search: label,
      sortBy: 'price',
      sortDir: 'desc',
    });
    expect(page.total).toBe(3);
    expect(page.datas.map((r: Json) => [r.name, r.price])).toEqual([
      [a.name, 6_000],
      [c.name, 4_000],
      [b.name, null],
    ]);
    const priced = await ok('/api/priceList/prices', { id: list.id, search: label, priced: true });
    expect(priced.datas.map((r: Json) => r.name)).toEqual([a.name, c.name]);
    expect(priced.total).toBe(2);
    const unpriced = await ok('/api/priceList/prices', { id: list.id, search: label, priced: false });
    expect(unpriced.datas.map((r: Json) => r.name)).toEqual([b.name]);
    const byCode = await ok('/api/priceList/prices', { id: list.id, search: c.code.toLowerCase() });
    expect(byCode.datas.map((r: Json) => r.productId)).toEqual([c.id]);
    const later = await ok('/api/priceList/prices', {
      id: list.id,
      search: label,
      date: day(5),
      priced: true,
      sortBy: 'price',
    });
    expect(later.datas.map((r: Json) => [r.name, r.price])).toEqual([
      [b.name, 2_500],
      [c.name, 4_000],
      [a.name, 6_000],
    ]);
    const missing = await post('/api/priceList/prices', { id: 999999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('record.notFound');
    expect((await post('/api/priceList/history', { id: 999999, productId: a.id })).statusCode).toBe(404);
    expect((await post('/api/priceList/history', { id: list.id, productId: 999999 })).statusCode).toBe(404);
    expect((await post('/api/priceList/prices', { id: list.id, sortBy: 'stock' })).statusCode).toBe(422);
  });
});

describe('the quote', () => {
  it("answers the customer's list price at the date, else the product's own, and refuses what does not exist", async () => {
    const list = await addList();
    const [p, q] = [await product(5_000), await product(6_000)];
    await pastPrice(list.id, p.id, day(-10), 4_000);
    await setPrices(list.id, today, [{ productId: p.id, price: 4_500 }]);
    const onList = await customerOn(list.id);
    const without = await customerOn(null);
    const quote = async (body: Json) => (await ok('/api/priceList/quote', body)).datas;
    expect(await quote({ customerId: onList.id, productIds: [p.id, q.id] })).toEqual({
      priceList: { id: list.id, name: list.name },
      prices: [
        { productId: p.id, price: 4_500, listed: true },
        { productId: q.id, price: 6_000, listed: false },
      ],
    });
    expect(await quote({ customerId: onList.id, date: day(-5), productIds: [p.id] })).toMatchObject({
      prices: [{ productId: p.id, price: 4_000, listed: true }],
    });
    expect(await quote({ customerId: onList.id, date: day(-11), productIds: [p.id] })).toMatchObject({
      prices: [{ productId: p.id, price: 5_000, listed: false }],
    });
    expect(await quote({ customerId: without.id, productIds: [p.id] })).toEqual({
      priceList: null,
      prices: [{ productId: p.id, price: 5_000, listed: false }],
    });
    const noCustomer = await post('/api/priceList/quote', { customerId: 999999, productIds: [p.id] });
    expect(noCustomer.statusCode).toBe(422);
    expect(noCustomer.json().errors).toEqual({ customerId: ['Customer tidak ditemukan.'] });
    const noProduct = await post('/api/priceList/quote', {
      customerId: onList.id,
      productIds: [p.id, 999999],
    });
    expect(noProduct.statusCode).toBe(422);
    expect(noProduct.json().errors).toEqual({ 'productIds.1': ['Produk tidak ditemukan.'] });
    expect((await post('/api/priceList/quote', { customerId: onList.id, productIds: [] })).statusCode).toBe(
      422,
    );
  });
});

describe('orders priced by the list', () => {
  const line = (productId: number, qtyPerPack = 2) => ({ productId, bucket: 'frozen', qtyPerPack });
  const unitPrices = (order: Json) =>
    Object.fromEntries(
      (order.packs as Json[]).flatMap((k) => (k.lines as Json[]).map((l) => [l.productId, l.unitPrice])),
    );

  it("prices a new order by its customer's list at the order's date, and a customer without one by the product", async () => {
    const list = await addList();
    const [p, q] = [await product(5_000), await product(6_000)];
    const box = await s.box(1_000, [50], { date: -40 });
    await pastPrice(list.id, p.id, day(-10), 4_000);
    await setPrices(list.id, today, [{ productId: p.id, price: 4_500 }]);
    await setPrices(list.id, day(3), [{ productId: p.id, price: 4_200 }]);
    const onList = await customerOn(list.id);
    const without = await customerOn(null);
    const order = async (customerId: number, date?: string) =>
      (
        await ok('/api/transaction/add', {
          customerId,
          ...(date ? { date } : {}),
          packs: [{ materialId: box.id, count: 1, lines: [line(p.id), line(q.id)] }],
        })
      ).datas as Json;

    const now = await order(onList.id);
    expect(unitPrices(now)).toEqual({ [p.id]: 4_500, [q.id]: 6_000 });
    // 2 × 4.500 + 2 × 6.000 + the pack's 1.000.
    expect(now.total).toBe(22_000);
    expect(unitPrices(await order(onList.id, day(-5)))).toEqual({ [p.id]: 4_000, [q.id]: 6_000 });
    expect(unitPrices(await order(onList.id, day(-11)))).toEqual({ [p.id]: 5_000, [q.id]: 6_000 });
    expect(unitPrices(await order(without.id))).toEqual({ [p.id]: 5_000, [q.id]: 6_000 });
  });

  it('keeps the prices an order was made at when it is edited; a product added gets the list price at its date', async () => {
    const list = await addList();
    const [p, q, r] = [await product(5_000), await product(6_000), await product(7_000)];
    const box = await s.box(1_000, [50], { date: -40 });
    await pastPrice(list.id, r.id, day(-10), 6_200);
    await setPrices(list.id, today, [
      { productId: p.id, price: 4_500 },
      { productId: r.id, price: 6_500 },
    ]);
    const c = await customerOn(list.id);
    const made = (
      await ok('/api/transaction/add', {
        customerId: c.id,
        packs: [{ materialId: box.id, count: 1, lines: [line(p.id)] }],
      })
    ).datas as Json;
    const old = (
      await ok('/api/transaction/add', {
        customerId: c.id,
        date: day(-5),
        packs: [{ materialId: box.id, count: 1, lines: [line(q.id)] }],
      })
    ).datas as Json;
    expect(unitPrices(made)).toEqual({ [p.id]: 4_500 });
    // The list's price changes today, and a product's own price too.
    await setPrices(list.id, today, [
      { productId: p.id, price: 4_800 },
      { productId: q.id, price: 5_500 },
    ]);
    const edited = (
      await ok('/api/transaction/update', {
        id: made.id,
        version: made.version,
        packs: [{ materialId: box.id, count: 2, lines: [line(p.id, 3), line(q.id)] }],
      })
    ).datas as Json;
    expect(unitPrices(edited)).toEqual({ [p.id]: 4_500, [q.id]: 5_500 });
    // An order of five days ago: the product added takes the list's price of that day (6.200, not today's 6.500);
    // the one it had keeps the product's own price it was made at (the list had none for it then).
    const oldEdited = (
      await ok('/api/transaction/update', {
        id: old.id,
        version: old.version,
        packs: [{ materialId: box.id, count: 1, lines: [line(q.id), line(r.id)] }],
      })
    ).datas as Json;
    expect(unitPrices(oldEdited)).toEqual({ [q.id]: 6_000, [r.id]: 6_200 });
  });
});
