/**
 * Issue 10, materials: both kinds through the same tests (bahanBaku = raw, bahanKemasan = packaging), the pack types,
 * the restock/usage log with its lot rules, the stock views, advice and counts, and access.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { addDays, businessDate } from '../src/lib/dates.js';
import { both, useTestApp, type Json } from './helpers.js';

const t = useTestApp();
const today = businessDate('Asia/Jakarta');
const day = (n: number) => addDays(today, n);

const KINDS = [
  { base: 'bahanBaku', kind: 'raw', extra: {} },
  { base: 'bahanKemasan', kind: 'packaging', extra: { packagingType: 'consumable' } },
] as const;

let seq = 0;
const { post, ok } = t;

async function vendorId(): Promise<number> {
  return (await ok('/api/vendor/list', { search: 'Plastik Jaya' })).datas[0].id;
}

describe.each(KINDS)('$base: one model, one code path', ({ base, kind, extra }) => {
  async function newMaterial(fields: Json = {}) {
    seq += 1;
    return (
      await ok(`/api/${base}/add`, {
        name: `Uji ${base} ${seq}`,
        unit: 'kg',
        unitPrice: 10_000,
        minStock: 2,
        ...extra,
        ...fields,
      })
    ).datas as Json;
  }
  const restock = async (materialId: number, qty: number, fields: Json = {}) =>
    (
      await ok(`/api/${base}/restock/add`, {
        category: 'restock',
        materialId,
        qty,
        vendorId: await vendorId(),
        ...fields,
      })
    ).datas as Json;
  const use = (materialId: number, qty: number, fields: Json = {}) =>
    post(`/api/${base}/restock/add`, { category: 'used', materialId, qty, ...fields });

  it.each(both)(
    'adds, refuses a duplicate name of the same kind, updates with its version, deletes (%s)',
    async (enc) => {
      seq += 1;
      const body = {
        name: `Bahan ${base} ${enc} ${seq}`,
        unit: 'kg',
        unitPrice: 16_200,
        minStock: 2.5,
        ...extra,
      };
      const add = await t.call('admin', 'POST', `/api/${base}/add`, body, enc);
      expect(add.statusCode, add.body).toBe(200);
      const m = add.json().datas;
      expect(m).toMatchObject({
        kind,
        name: body.name,
        unit: 'kg',
        unitPrice: 16_200,
        minStock: 2.5,
        remaining: 0,
        available: 0,
        needRestock: true,
      });
      const dup = await t.call(
        'admin',
        'POST',
        `/api/${base}/add`,
        { ...body, name: body.name.toUpperCase() },
        enc,
      );
      expect(dup.statusCode).toBe(409);
      expect(dup.json().errors.name).toBeDefined();
      const upd = await t.call(
        'admin',
        'POST',
        `/api/${base}/update`,
        { ...body, id: m.id, version: m.version, minStock: 1 },
        enc,
      );
      expect(upd.json().datas).toMatchObject({ minStock: 1, version: m.version + 1 });
      expect(
        (await t.call('admin', 'POST', `/api/${base}/update`, { ...body, id: m.id, version: m.version }, enc))
          .statusCode,
      ).toBe(409);
      expect((await t.call('admin', 'DELETE', `/api/${base}/delete/${m.id}`)).statusCode).toBe(200);
      expect((await t.call('admin', 'DELETE', `/api/${base}/delete/${m.id}`)).statusCode).toBe(404);
    },
  );

  it('keeps the kinds apart: the same name in the other kind is fine, and ids of the other kind are not found', async () => {
    const mine = await newMaterial();
    const other = KINDS.find((k) => k.base !== base)!;
    const twin = await post(`/api/${other.base}/add`, { name: mine.name, unit: 'kg', ...other.extra });
    expect(twin.statusCode).toBe(200);
    const otherId = twin.json().datas.id;
    expect(
      (await post(`/api/${base}/update`, { id: otherId, version: 1, name: 'X', unit: 'kg', ...extra }))
        .statusCode,
    ).toBe(404);
    expect((await t.call('admin', 'DELETE', `/api/${base}/delete/${otherId}`)).statusCode).toBe(404);
    const wrongKind = await use(otherId, 1);
    expect(wrongKind.statusCode).toBe(422);
    expect(wrongKind.json().errors.materialId).toBeDefined();
    const listed = (await ok(`/api/${base}/list`, { perPage: 'all' })).datas as Json[];
    expect(listed.every((x) => x.kind === kind)).toBe(true);
  });

  it('takes usages first-expiring first, then oldest first, and shows the lots each usage drew from', async () => {
    const m = await newMaterial();
    const late = await restock(m.id, 5, { date: day(-20), expiryDate: day(60), batchCode: 'A' });
    const soon = await restock(m.id, 2, { date: day(-10), expiryDate: day(20), batchCode: 'B' });
    const none = await restock(m.id, 4, { date: day(-30), batchCode: 'C' });
    const res = await use(m.id, 3.5, { note: 'Uji FEFO' });
    expect(res.statusCode, res.body).toBe(200);
    const usage = res.json().datas;
    expect(usage).toMatchObject({ category: 'used', reason: 'manual', qty: 3.5, date: today, value: 35_000 });
    expect(usage.lots.map((l: Json) => [l.restockId, l.qty, l.batchCode])).toEqual([
      [soon.id, 2, 'B'],
      [late.id, 1.5, 'A'],
    ]);
    const lots = (await ok(`/api/${base}/stock/getStock`, { materialId: m.id })).datas as Json[];
    expect(lots.map((l) => [l.id, l.remaining, l.used])).toEqual([
      [late.id, 3.5, 1.5],
      [none.id, 4, 0],
    ]);
    const all = (await ok(`/api/${base}/stock/getStock`, { materialId: m.id, inStock: false }))
      .datas as Json[];
    expect(all.map((l) => l.id)).toEqual([soon.id, late.id, none.id]);
  });

  it.each(both)(
    'refuses a usage larger than the stock with 409, the available amount in the message, errors and body (%s)',
    async (enc) => {
      const m = await newMaterial();
      await restock(m.id, 2.25);
      const before = await t.digest();
      const res = await t.call(
        'admin',
        'POST',
        `/api/${base}/restock/add`,
        { category: 'used', materialId: m.id, qty: 3 },
        enc,
      );
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        status: 'error',
        message: `Stok ${m.name} tidak cukup: tersedia 2,25 kg, diminta 3 kg.`,
        errors: { qty: [`Stok ${m.name} tersedia 2,25 kg.`] },
        available: 2.25,
      });
      expect(await t.digest()).toBe(before);
    },
  );

  it("lists only the materials asked by id (a form's lines) with their stock, within the kind; a bad list is refused", async () => {
    const a = await newMaterial();
    const b = await newMaterial();
    await restock(a.id, 4);
    const other = KINDS.find((k) => k.base !== base)!;
    const twin = await ok(`/api/${other.base}/add`, { name: `Kembar ${a.name}`, unit: 'kg', ...other.extra });
    const page = await ok(`/api/${base}/list`, { ids: [b.id, a.id, twin.datas.id] });
    expect(page.total).toBe(2);
    expect(page.datas.map((x: Json) => [x.id, x.available])).toEqual([
      [a.id, 4],
      [b.id, 0],
    ]);
    // Within the other filters: only `a` holds stock.
    expect((await ok(`/api/${base}/list`, { ids: [a.id, b.id], needRestock: false })).datas).toHaveLength(1);
    const hundred = Array.from({ length: 100 }, (_, i) => a.id + 100_000 + i);
    expect((await ok(`/api/${base}/list`, { ids: hundred })).total).toBe(0);
    for (const ids of [[], [...hundred, a.id], [a.id, a.id], [0], ['x'], a.id])
      expect((await post(`/api/${base}/list`, { ids })).statusCode, JSON.stringify(ids)).toBe(422);
  });

  it('edits a restock in place but never below what its lot gave (422), and refuses to delete a used lot (409)', async () => {
    const m = await newMaterial();
    const lot = await restock(m.id, 10, { unitPrice: 1_500, date: day(-5) });
    expect(lot).toMatchObject({ total: 15_000, remaining: 10, used: 0 });
    expect((await use(m.id, 6, { date: day(-2) })).statusCode).toBe(200);
    const base_ = {
      category: 'restock',
      id: lot.id,
      version: lot.version,
      materialId: m.id,
      vendorId: lot.vendorId,
      date: day(-5),
      unitPrice: 1_500,
    };
    const below = await post(`/api/${base}/restock/update`, { ...base_, qty: 5.999 });
    expect(below.statusCode).toBe(422);
    expect(below.json().errors.qty[0]).toBe(
      'Lot ini sudah dipakai 6 kg; jumlahnya tidak boleh kurang dari itu.',
    );
    expect(below.json()).toMatchObject({ code: 'lot.qtyBelowUsed', params: { used: 6, unit: 'kg' } });
    const later = await post(`/api/${base}/restock/update`, { ...base_, qty: 8, date: day(-1) });
    expect(later.statusCode).toBe(422);
    expect(later.json().errors.date).toBeDefined();
    expect(later.json()).toMatchObject({
      code: 'lot.dateAfterUse',
      params: { firstUse: expect.any(String) },
    });
    const edit = await post(`/api/${base}/restock/update`, { ...base_, qty: 8, unitPrice: 2_000 });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().datas).toMatchObject({
      id: lot.id,
      qty: 8,
      remaining: 2,
      used: 6,
      total: 16_000,
      version: lot.version + 1,
    });
    const del = await t.call('admin', 'DELETE', `/api/${base}/restock/delete/${lot.id}?category=restock`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toMatch(/sudah dipakai 6 kg; tidak dapat dihapus/);
    expect(del.json()).toMatchObject({
      code: 'lot.usedUndeletable',
      params: { name: m.name, used: 6, unit: 'kg', date: day(-5) },
    });
    // An unused lot goes.
    const spare = await restock(m.id, 1);
    expect(
      (await t.call('admin', 'DELETE', `/api/${base}/restock/delete/${spare.id}?category=restock`))
        .statusCode,
    ).toBe(200);
    expect((await t.call('admin', 'DELETE', `/api/${base}/restock/delete/${spare.id}`)).statusCode).toBe(422);
  });

  it('refuses an expiry before a usage that took from the lot (422, nothing changed); waste may take it expired', async () => {
    // Found by test/books.property.test.ts (issue 19): a lot edited to expire before a usage it fed broke the rule
    // that usages take only lots not expired on their date.
    const m = await newMaterial();
    const lot = await restock(m.id, 10, { unitPrice: 1_500, date: day(-5) });
    expect((await use(m.id, 2, { date: day(-3) })).statusCode).toBe(200);
    expect((await use(m.id, 1, { date: day(-1), reason: 'waste' })).statusCode).toBe(200);
    const edit = (expiryDate: string) =>
      post(`/api/${base}/restock/update`, {
        category: 'restock',
        id: lot.id,
        version: lot.version,
        materialId: m.id,
        vendorId: lot.vendorId,
        qty: 10,
        unitPrice: 1_500,
        date: day(-5),
        expiryDate,
      });
    const before = await t.digest();
    const early = await edit(day(-4));
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.expiryDate).toEqual([
      `Lot ini sudah dipakai sampai ${day(-3)}; tanggal kedaluwarsa tidak boleh sebelumnya.`,
    ]);
    expect(await t.digest()).toBe(before);
    // Expiring on the day of the last usage is still in time; the waste of day −1 may take an expired lot.
    const onTheDay = await edit(day(-3));
    expect(onTheDay.statusCode, onTheDay.body).toBe(200);
    expect(onTheDay.json().datas).toMatchObject({ expiryDate: day(-3), remaining: 7, used: 3 });
  });

  it('gives an edited or deleted usage back to the same lots, keeping its id', async () => {
    const m = await newMaterial();
    const a = await restock(m.id, 3, { date: day(-9), expiryDate: day(10) });
    const b = await restock(m.id, 3, { date: day(-8), expiryDate: day(20) });
    const first = (await use(m.id, 4)).json().datas;
    expect(first.lots.map((l: Json) => [l.restockId, l.qty])).toEqual([
      [a.id, 3],
      [b.id, 1],
    ]);
    const second = (await use(m.id, 1)).json().datas;
    expect(second.lots.map((l: Json) => [l.restockId, l.qty])).toEqual([[b.id, 1]]);
    const edit = await post(`/api/${base}/restock/update`, {
      category: 'used',
      id: first.id,
      version: first.version,
      materialId: m.id,
      qty: 2,
      date: day(-1),
      reason: 'waste',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().datas).toMatchObject({
      id: first.id,
      qty: 2,
      reason: 'waste',
      date: day(-1),
      version: first.version + 1,
    });
    expect(edit.json().datas.lots.map((l: Json) => [l.restockId, l.qty])).toEqual([[a.id, 2]]);
    const lotsOf = async () =>
      ((await ok(`/api/${base}/stock/getStock`, { materialId: m.id, inStock: false })).datas as Json[]).map(
        (l) => l.remaining,
      );
    expect(await lotsOf()).toEqual([1, 2]);
    expect(
      (await t.call('admin', 'DELETE', `/api/${base}/restock/delete/${first.id}?category=used`)).statusCode,
    ).toBe(200);
    expect(await lotsOf()).toEqual([3, 2]);
    const stale = await post(`/api/${base}/restock/update`, {
      category: 'used',
      id: second.id,
      version: second.version + 5,
      materialId: m.id,
      qty: 1,
    });
    expect(stale.statusCode).toBe(409);
  });

  it('refuses fields of the other category and changes through the restock log to usages a production run recorded', async () => {
    const m = await newMaterial();
    const usedWithVendor = await use(m.id, 1, { vendorId: await vendorId(), unitPrice: 10 });
    expect(usedWithVendor.statusCode).toBe(422);
    expect(Object.keys(usedWithVendor.json().errors).sort()).toEqual(['unitPrice', 'vendorId']);
    const restockWithReason = await post(`/api/${base}/restock/add`, {
      category: 'restock',
      materialId: m.id,
      qty: 1,
      reason: 'waste',
    });
    expect(restockWithReason.json().errors.reason).toBeDefined();
    const future = await post(`/api/${base}/restock/add`, {
      category: 'restock',
      materialId: m.id,
      qty: 1,
      date: day(1),
    });
    expect(future.json().errors.date).toEqual(['Tanggal tidak boleh setelah hari ini.']);
    const expiry = await post(`/api/${base}/restock/add`, {
      category: 'restock',
      materialId: m.id,
      qty: 1,
      date: day(-1),
      expiryDate: day(-2),
    });
    expect(expiry.json().errors.expiryDate).toBeDefined();
    const decimals = await post(`/api/${base}/restock/add`, {
      category: 'restock',
      materialId: m.id,
      qty: 1.0001,
    });
    expect(decimals.json().errors.qty).toEqual(['Maksimal 3 angka di belakang koma.']);
    if (kind === 'raw') {
      const [run] = await t.query<{ id: number; usage: number; version: number }>(
        sql`select pr.id, u.id as usage, u.version from production_runs pr join usages u on u.production_run_id = pr.id limit 1`,
      );
      const res = await post('/api/bahanBaku/restock/update', {
        category: 'used',
        id: run!.usage,
        version: run!.version,
        materialId: m.id,
        qty: 1,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/dicatat oleh Produksi .*ubah atau hapus lewat produksi/);
      expect(res.json()).toMatchObject({ code: 'usage.recordedElsewhere', params: { source: 'production' } });
      expect(
        (await t.call('admin', 'DELETE', `/api/bahanBaku/restock/delete/${run!.usage}?category=used`))
          .statusCode,
      ).toBe(409);
    }
  });

  it('lists restocks and usages with date range (inclusive), material, vendor and search filters, and totals of every matching row', async () => {
    const m = await newMaterial({ unit: 'liter' });
    const v = await vendorId();
    await restock(m.id, 2, { date: day(-3), unitPrice: 1_000 });
    await restock(m.id, 3, { date: day(-2), unitPrice: 1_000 });
    await restock(m.id, 4, { date: day(-1), unitPrice: 2_500 });
    const range = await ok(`/api/${base}/restock/list`, {
      category: 'restock',
      materialId: m.id,
      dateFrom: day(-3),
      dateTo: day(-2),
      perPage: 1,
    });
    expect(range.total).toBe(2);
    expect(range.datas).toHaveLength(1);
    expect(range.datas[0].date).toBe(day(-2));
    expect(range.totals).toEqual({ value: 5_000, quantities: [{ unit: 'liter', qty: 5 }] });
    const byVendor = await ok(`/api/${base}/restock/list`, {
      category: 'restock',
      materialId: m.id,
      vendorId: v,
      sortBy: 'qty',
      sortDir: 'asc',
    });
    expect(byVendor.datas.map((r: Json) => r.qty)).toEqual([2, 3, 4]);
    expect((await ok(`/api/${base}/restock/list`, { category: 'restock', search: m.name })).total).toBe(3);
    await use(m.id, 4.5, { date: day(-1) });
    await use(m.id, 1, { reason: 'waste' });
    const used = await ok(`/api/${base}/restock/list`, { category: 'used', materialId: m.id });
    expect(used.datas.map((u: Json) => [u.date, u.qty, u.reason])).toEqual([
      [today, 1, 'waste'],
      [day(-1), 4.5, 'manual'],
    ]);
    // Oldest lot first (none expires): 2 + 2.5 at Rp 1.000, then 0.5 at Rp 1.000 and 0.5 at Rp 2.500.
    expect(used.totals).toEqual({ value: 4_500 + 1_750, quantities: [{ unit: 'liter', qty: 5.5 }] });
    expect(
      (await ok(`/api/${base}/restock/list`, { category: 'used', materialId: m.id, reason: 'waste' })).total,
    ).toBe(1);
    expect(
      (await ok(`/api/${base}/restock/list`, { category: 'used', materialId: m.id, vendorId: v })).total,
    ).toBe(2);
    const missing = await post(`/api/${base}/restock/list`, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.category).toEqual(['Wajib diisi.']);
  });

  it('exports restocks and usages with a TOTAL row', async () => {
    const m = await newMaterial();
    await restock(m.id, 1.5, { unitPrice: 2_000 });
    await restock(m.id, 2, { unitPrice: 2_000 });
    const csv = await post(`/api/${base}/restock/export`, {
      category: 'restock',
      materialId: m.id,
      format: 'csv',
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'Tanggal,Bahan,Vendor,Jumlah,Satuan,Harga Satuan,Total,Kode Batch,Kedaluwarsa,Sisa,Keterangan',
    );
    expect(lines).toHaveLength(4);
    // The TOTAL's quantity is a number in the Jumlah column and its unit in Satuan (not "3,5 kg" as text).
    expect(lines[3]).toBe('TOTAL,,,3.5,kg,,7000,,,,');
    await use(m.id, 1);
    const usage = await post(`/api/${base}/restock/export`, {
      category: 'used',
      materialId: m.id,
      format: 'csv',
    });
    expect(
      usage.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n')
        .at(-1),
    ).toBe('TOTAL,,1,kg,,,2000,,');
  });

  it('shows per material in, out, remaining (= in − out), value, need for restock and advice', async () => {
    const m = await newMaterial({ minStock: 5, unitPrice: 1_000 });
    await restock(m.id, 10, { date: day(-40), unitPrice: 1_000 });
    await restock(m.id, 6, { date: day(-20), unitPrice: 2_000, expiryDate: day(-1) });
    await use(m.id, 3, { date: day(-35) }); // outside the 30 days
    await use(m.id, 6, { date: day(-10) });
    await use(m.id, 3, { date: day(-2) });
    const row = ((await ok(`/api/${base}/stock/list`, { search: m.name })).datas as Json[])[0]!;
    // Day -35 took 3 of lot 1 (lot 2 was not there yet); day -10 took lot 2's 6 (it expires first); day -2 took 3 of lot 1.
    expect(row).toMatchObject({
      in: 16,
      out: 12,
      remaining: 4,
      expired: 0,
      value: 4_000,
      lots: 1,
      lastRestock: day(-20),
    });
    expect(row.avgDailyUse).toBe(0.3); // 9 in the last 30 days
    expect(row.daysLeft).toBe(13.3);
    expect(row.runsOutOn).toBe(day(13));
    expect(row.needRestock).toBe(true);
    expect(row.suggestedQty).toBe(10); // 5 + 9 − 4
    const need = (await ok(`/api/${base}/stock/needRestock`)).datas as Json[];
    expect(need.map((x) => x.id)).toContain(m.id);
    expect(
      ((await ok(`/api/${base}/stock/advice`, { days: 14 })).datas as Json[]).map((x) => x.id),
    ).toContain(m.id);
    expect(
      ((await ok(`/api/${base}/stock/advice`, { days: 13 })).datas as Json[]).map((x) => x.id),
    ).not.toContain(m.id);
    // Never restocked, with a minimum: it needs restocking too.
    const empty = await newMaterial({ minStock: 1 });
    expect(
      ((await ok(`/api/${base}/stock/needRestock`)).datas as Json[]).find((x) => x.id === empty.id),
    ).toMatchObject({ remaining: 0, in: 0, daysLeft: null });
    const page = await ok(`/api/${base}/stock/list`, { needRestock: true, perPage: 'all' });
    expect(page.datas.every((x: Json) => x.needRestock)).toBe(true);
  });

  it('flags expired lots and lots expiring within 7 days, and tells what a lot fed', async () => {
    const m = await newMaterial();
    const gone = await restock(m.id, 2, { date: day(-20), expiryDate: day(-1) });
    const soon = await restock(m.id, 2, { date: day(-5), expiryDate: day(7) });
    const later = await restock(m.id, 2, { date: day(-5), expiryDate: day(8) });
    const lots = (await ok(`/api/${base}/stock/getStock`, { materialId: m.id })).datas as Json[];
    expect(lots.map((l) => [l.id, l.expired, l.expiresSoon, l.daysToExpiry])).toEqual([
      [gone.id, true, false, -1],
      [soon.id, false, true, 7],
      [later.id, false, false, 8],
    ]);
    expect(
      ((await ok(`/api/${base}/stock/getStock`, { materialId: m.id, expiring: true })).datas as Json[]).map(
        (l) => l.id,
      ),
    ).toEqual([gone.id, soon.id]);
    const [stock] = (await ok(`/api/${base}/stock/list`, { search: m.name })).datas as Json[];
    expect(stock).toMatchObject({ remaining: 6, expired: 2, nextExpiry: day(7) });
    const u = (await use(m.id, 1, { note: 'untuk uji' })).json().datas;
    const fed = await ok(`/api/${base}/stock/lot/${soon.id}`);
    expect(fed.datas).toMatchObject({ id: soon.id, used: 1, remaining: 1 });
    expect(fed.usages).toEqual([
      expect.objectContaining({ usageId: u.id, qty: 1, reason: 'manual', note: 'untuk uji' }),
    ]);
    expect((await post(`/api/${base}/stock/lot/999999`)).statusCode).toBe(404);
  });

  it('counts stock: a dry run answers the variance; less is recorded as a usage, more as a lot without vendor', async () => {
    const m = await newMaterial({ unitPrice: 2_000 });
    await restock(m.id, 5, { unitPrice: 1_000 });
    const before = await t.digest();
    const dry = await ok(`/api/${base}/stock/count`, { materialId: m.id, counted: 3.5, dryRun: true });
    expect(dry).toMatchObject({
      dryRun: true,
      system: 5,
      counted: 3.5,
      variance: -1.5,
      value: -3_000,
      datas: null,
    });
    expect(await t.digest()).toBe(before);
    const short = await ok(`/api/${base}/stock/count`, { materialId: m.id, counted: 3.5 });
    expect(short.datas).toMatchObject({ category: 'used', reason: 'count', qty: 1.5 });
    expect(short.message).toMatch(/selisih -1,5/);
    const more = await ok(`/api/${base}/stock/count`, { materialId: m.id, counted: 4 });
    expect(more).toMatchObject({ system: 3.5, variance: 0.5, value: 1_000 });
    expect(more.datas).toMatchObject({
      category: 'restock',
      vendor: null,
      qty: 0.5,
      unitPrice: 2_000,
      total: 1_000,
    });
    const same = await ok(`/api/${base}/stock/count`, { materialId: m.id, counted: 4 });
    expect(same).toMatchObject({
      variance: 0,
      datas: null,
      message: 'Stok sesuai hitungan; tidak ada selisih.',
    });
  });

  it('refuses to delete a material with history, and to change its unit once restocked', async () => {
    const m = await newMaterial();
    await restock(m.id, 1);
    const del = await t.call('admin', 'DELETE', `/api/${base}/delete/${m.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(`${m.name} sudah memiliki 1 restock.`);
    const unit = await post(`/api/${base}/update`, {
      id: m.id,
      version: m.version,
      name: m.name,
      unit: 'gram',
      ...extra,
    });
    expect(unit.statusCode).toBe(409);
    expect(unit.json().errors.unit).toBeDefined();
  });
});

describe('packaging types and packs', () => {
  it('refuses a packaging type on a raw material, and needs one for packaging', async () => {
    const raw = await post('/api/bahanBaku/add', { name: 'Bahan Salah', unit: 'kg', packagingType: 'pack' });
    expect(raw.statusCode).toBe(422);
    expect(raw.json().errors.packagingType).toBeDefined();
    const packaging = await post('/api/bahanKemasan/add', { name: 'Kemasan Tanpa Jenis', unit: 'pcs' });
    expect(packaging.json().errors.packagingType).toEqual(['Wajib diisi.']);
  });

  it('manages pack types: packaging/list holds only packs, with their pack price', async () => {
    const add = await ok('/api/packaging/add', {
      name: 'Box Uji',
      unit: 'pcs',
      unitPrice: 900,
      packPrice: 1_500,
    });
    expect(add.datas).toMatchObject({ kind: 'packaging', packagingType: 'pack', packPrice: 1_500 });
    const packs = (await ok('/api/packaging/list', { perPage: 'all' })).datas as Json[];
    expect(packs.every((p) => p.packagingType === 'pack')).toBe(true);
    expect(packs.map((p) => p.name)).toEqual(expect.arrayContaining(['Box Uji', 'Kerdus', 'Mika']));
    const consumable = (
      (await ok('/api/bahanKemasan/list', { packagingType: 'consumable' })).datas as Json[]
    )[0]!;
    expect(
      (
        await post('/api/packaging/update', {
          id: consumable.id,
          version: consumable.version,
          name: 'X',
          unit: 'pcs',
          packPrice: 1,
        })
      ).statusCode,
    ).toBe(404);
    const upd = await ok('/api/packaging/update', {
      id: add.datas.id,
      version: add.datas.version,
      name: 'Box Uji',
      unit: 'pcs',
      packPrice: 2_000,
    });
    expect(upd.datas.packPrice).toBe(2_000);
    // Made a consumable through bahan kemasan, it is no pack any more (and has no pack price).
    const asConsumable = await ok('/api/bahanKemasan/update', {
      ...strip(upd.datas),
      packagingType: 'consumable',
      packPrice: 5,
    });
    expect(asConsumable.datas).toMatchObject({ packagingType: 'consumable', packPrice: null });
    expect((await t.call('admin', 'DELETE', `/api/packaging/delete/${add.datas.id}`)).statusCode).toBe(404);
  });

  it('keeps a pack that orders use a pack', async () => {
    const pack = (await ok('/api/packaging/add', { name: 'Tray Uji', unit: 'pcs', packPrice: 500 })).datas;
    await t.query(sql`
      with c as (select id from customers limit 1),
        tr as (insert into transactions (number, date, customer_id, item_subtotal, packaging_subtotal, total, item_count)
               select 'TRX-UJI-0001', ${today}, c.id, 0, 500, 500, 0 from c returning id)
      insert into transaction_packs (transaction_id, position, material_id, count, pack_price, subtotal)
      select tr.id, 1, ${pack.id}, 1, 500, 500 from tr`);
    const res = await post('/api/bahanKemasan/update', {
      id: pack.id,
      version: pack.version,
      name: pack.name,
      unit: 'pcs',
      packagingType: 'consumable',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.packagingType).toBeDefined();
    expect((await t.call('admin', 'DELETE', `/api/packaging/delete/${pack.id}`)).json().message).toMatch(
      /paket transaksi/,
    );
  });
});

/** The fields of a material answer that its update does not take. */
function strip(m: Json): Json {
  const {
    createdAt: _c,
    updatedAt: _u,
    kind: _k,
    remaining: _r,
    available: _a,
    needRestock: _n,
    preferredVendor: _v,
    halalFile: _f,
    halalState: _h,
    ...rest
  } = m;
  return rest;
}

describe('the demo data and access', () => {
  it('seeds 90 days of restocks and usage: in − out = remaining for every material, and a few materials to restock', async () => {
    for (const base of ['bahanBaku', 'bahanKemasan']) {
      const rows = (await ok(`/api/${base}/stock/list`, { perPage: 'all' })).datas as Json[];
      for (const r of rows)
        expect(Math.round((r.in - r.out) * 1000), r.name).toBe(Math.round(r.remaining * 1000));
    }
    const need = ((await ok('/api/bahanBaku/stock/needRestock')).datas as Json[]).map((m) => m.name);
    expect(need).toEqual(expect.arrayContaining(['Bawang Putih', 'Garam', 'Daun Bawang']));
    expect(((await ok('/api/bahanBaku/stock/advice')).datas as Json[]).map((m) => m.name)).toContain(
      'Bawang Putih',
    );
    const [oldest] = await t.query<{ date: string }>(sql`select min(date)::text as date from restocks`);
    expect(oldest!.date).toBe(addDays(inject('seedDay'), -89));
    const negative = await t.query(sql`select id from restocks where remaining < 0 or remaining > qty`);
    expect(negative).toEqual([]);
    // Every lot's remaining is its qty less what usages took from it.
    const drift = await t.query(sql`
      select r.id from restocks r left join (select restock_id, sum(qty) as q from usage_lots group by restock_id) ul on ul.restock_id = r.id
      where r.qty - coalesce(ul.q, 0) <> r.remaining`);
    expect(drift).toEqual([]);
  });

  it('grants materials by their screens: staff pick raw materials for production, the dashboard sees what to restock', async () => {
    expect((await post('/api/bahanBaku/list', {}, 'staff')).statusCode).toBe(200);
    expect((await post('/api/bahanBaku/add', { name: 'X', unit: 'kg' }, 'staff')).statusCode).toBe(403);
    expect((await post('/api/bahanKemasan/list', {}, 'staff')).statusCode).toBe(403);
    expect((await post('/api/bahanBaku/restock/list', { category: 'used' }, 'staff')).statusCode).toBe(403);
    expect((await post('/api/bahanBaku/stock/needRestock', undefined, 'kasir')).statusCode).toBe(200);
    expect((await post('/api/bahanKemasan/stock/advice', {}, 'kasir')).statusCode).toBe(200);
    expect((await post('/api/bahanBaku/stock/list', {}, 'kasir')).statusCode).toBe(403);
    expect((await post('/api/packaging/list', {}, 'kasir')).statusCode).toBe(200);
    expect(
      (await post('/api/packaging/add', { name: 'X', unit: 'pcs', packPrice: 1 }, 'kasir')).statusCode,
    ).toBe(403);
  });
});
