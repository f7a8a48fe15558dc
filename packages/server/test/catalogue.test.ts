import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { addDays, businessDate } from '../src/lib/dates.js';
import { both, multipart, PNG, useTestApp } from './helpers.js';

const t = useTestApp();

type Row = { id: number; version: number; name: string; [k: string]: unknown };
const list = async (resource: string, body: Record<string, unknown> = {}, role = 'admin') =>
  (await t.call(role, 'POST', `/api/${resource}/list`, body)).json() as { datas: Row[]; total: number };
const first = async (resource: string, search: string) => (await list(resource, { search })).datas[0]!;

async function upload(
  url: string,
  fields: Record<string, unknown>,
  file: { name: string; field: string; type: string; data: Buffer },
) {
  const mp = multipart(fields, { [file.field]: { filename: file.name, type: file.type, data: file.data } });
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...mp.headers, authorization: `Bearer ${await t.tokenOf('admin')}` },
    payload: mp.payload,
  });
}

describe('categories', () => {
  it('lists the seeded categories with how many products use each', async () => {
    const page = await list('category', { sortBy: 'name' });
    expect(page.datas.map((c) => [c.name, c.productCount])).toEqual([
      ['Baso Tahu & Siomay', 1],
      ['Batagor & Siomay Goreng', 2],
      ['Pempek', 2],
    ]);
  });

  it.each(both)(
    'adds, refuses a duplicate name in any case, updates with its version and deletes (%s)',
    async (enc) => {
      const add = await t.call(
        'admin',
        'POST',
        '/api/category/add',
        { name: `Cireng ${enc}`, description: 'Cireng isi' },
        enc,
      );
      expect(add.statusCode).toBe(200);
      const c = add.json().datas;
      expect(c).toMatchObject({ name: `Cireng ${enc}`, productCount: 0, image: null });
      const dup = await t.call(
        'admin',
        'POST',
        '/api/category/add',
        { name: `CIRENG ${enc.toUpperCase()}` },
        enc,
      );
      expect(dup.statusCode).toBe(409);
      expect(dup.json().errors.name).toBeDefined();
      const upd = await t.call(
        'admin',
        'POST',
        '/api/category/update',
        { id: c.id, version: c.version, name: `Cireng Isi ${enc}` },
        enc,
      );
      expect(upd.json().datas).toMatchObject({ name: `Cireng Isi ${enc}`, version: c.version + 1 });
      const stale = await t.call(
        'admin',
        'POST',
        '/api/category/update',
        { id: c.id, version: c.version, name: 'Lain' },
        enc,
      );
      expect(stale.statusCode).toBe(409);
      // Who changed it, when, and the record as it is now: enough to show the difference and re-apply.
      expect(stale.json()).toMatchObject({
        errors: { version: ['Versi data sudah usang.'] },
        message: expect.stringMatching(/^Data ini baru saja diubah oleh Admin Pawon\./),
        conflict: {
          version: c.version + 1,
          changedBy: 'Admin Pawon',
          changedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          record: { id: c.id, name: `Cireng Isi ${enc}`, version: c.version + 1 },
        },
      });
      expect((await t.call('admin', 'DELETE', `/api/category/delete/${c.id}`)).statusCode).toBe(200);
      expect((await t.call('admin', 'DELETE', `/api/category/delete/${c.id}`)).statusCode).toBe(404);
    },
  );

  it('refuses to delete a category that products use, naming how many', async () => {
    const pempek = await first('category', 'Pempek');
    const res = await t.call('admin', 'DELETE', `/api/category/delete/${pempek.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Kategori Pempek masih dipakai oleh 2 produk.');
  });

  it('stores an uploaded image by its content, replaces it, and refuses what is not an image', async () => {
    const c = (await t.call('admin', 'POST', '/api/category/add', { name: 'Bergambar' })).json().datas;
    const ok = await upload(
      '/api/category/upload/',
      { id: c.id },
      { field: 'image', name: 'a.png', type: 'image/png', data: PNG },
    );
    expect(ok.statusCode).toBe(200);
    const saved = ok.json().datas;
    expect(saved.image).toMatch(/^\/api\/files\/categories\/[a-f0-9]{32}\.webp$/);
    expect(saved.imageThumb).toMatch(/-thumb\.webp$/);
    const file = await t.app.inject({ method: 'GET', url: saved.image });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const fake = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from('<html><script>alert(1)</script></html>'),
    ]);
    const bad = await upload(
      '/api/category/upload/',
      { id: c.id },
      { field: 'image', name: 'x.jpg', type: 'image/jpeg', data: fake },
    );
    expect(bad.statusCode).toBe(415);
    const again = await upload(
      '/api/category/upload/',
      { id: c.id },
      { field: 'image', name: 'b.png', type: 'image/png', data: PNG },
    );
    expect(again.json().datas.image).not.toBe(saved.image);
    // The replaced file is gone; the record's delete takes the current one along.
    expect((await t.app.inject({ method: 'GET', url: saved.image })).statusCode).toBe(404);
    const current = again.json().datas.image as string;
    expect((await t.call('admin', 'DELETE', `/api/category/delete/${c.id}`)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: current })).statusCode).toBe(404);
  });
});

describe('products', () => {
  it('lists with search (also by category), filters, sort and stock columns', async () => {
    const all = await list('product', { sortBy: 'price', sortDir: 'desc' });
    expect(all.total).toBe(5);
    // Stock columns: what the product's batches hold (the demo has 90 days of production).
    const [stock] = await t.query<{ fresh: number; frozen: number }>(
      sql`select sum(b.fresh)::float8 as fresh, sum(b.frozen)::float8 as frozen from product_batches b join products p on p.id = b.product_id where p.code = 'PM'`,
    );
    expect(stock!.fresh).toBeGreaterThan(0);
    expect(all.datas[0]).toMatchObject({
      code: 'PM',
      price: 10000,
      fresh: stock!.fresh,
      frozen: stock!.frozen,
      category: { name: 'Pempek' },
    });
    expect(all.datas[0]!.image).toBeNull();
    const pempek = await first('category', 'Pempek');
    const inPempek = await list('product', { categoryId: pempek.id, sortBy: 'code' });
    expect(inPempek.datas.map((p) => p.code)).toEqual(['KPM', 'PM']);
    const byCategory = await list('product', { search: 'goreng' });
    expect(byCategory.datas.map((p) => p.code).sort()).toEqual(['BTGY', 'SGS']);
    expect((await list('product', { active: false })).total).toBe(0);
    // Below the minimum (decision 035): the rows' own stock against their minimum, either way, every product.
    const stockOf = (p: Row) => (p['fresh'] as number) + (p['frozen'] as number);
    const below = await list('product', { belowMinimum: true, perPage: 100, sortBy: 'stock' });
    // Lowest stock first (the dashboard's order); sorting by stock answered 500 before.
    expect(below.datas.map(stockOf)).toEqual(below.datas.map(stockOf).sort((a, b) => a - b));
    const byStock = await list('product', { sortBy: 'stock', sortDir: 'desc' });
    expect(byStock.datas.map(stockOf)).toEqual(byStock.datas.map(stockOf).sort((a, b) => b - a));
    const notBelow = await list('product', { belowMinimum: false, perPage: 100 });
    expect(below.total + notBelow.total).toBe(all.total);
    for (const p of below.datas) expect(stockOf(p)).toBeLessThan(p['minStock'] as number);
    for (const p of notBelow.datas) expect(stockOf(p)).toBeGreaterThanOrEqual(p['minStock'] as number);
    const top = all.datas[0]!;
    const update = (version: number, minStock: unknown) =>
      t.call('admin', 'POST', '/api/product/update', {
        ...Object.fromEntries(['id', 'code', 'name', 'categoryId', 'price', 'unit'].map((k) => [k, top[k]])),
        version,
        minStock,
      });
    const raisedRes = await update(top.version, 999_999);
    expect(raisedRes.statusCode, raisedRes.body).toBe(200);
    const raised = raisedRes.json() as { datas: Row };
    expect((await list('product', { belowMinimum: true, perPage: 100 })).datas.map((p) => p.id)).toContain(
      top.id,
    );
    expect((await update(raised.datas.version, top['minStock'])).statusCode).toBe(200);
  });

  it.each(both)(
    'adds with an upper-cased code, refuses an unknown category (422) and a duplicate code (409) (%s)',
    async (enc) => {
      const cat = await first('category', 'Pempek');
      const body = {
        code: `pk${enc.slice(0, 2)}`,
        name: 'Pempek Kapal Selam',
        categoryId: cat.id,
        price: 15000,
        unit: 'pcs',
        minStock: 2.5,
      };
      const add = await t.call('admin', 'POST', '/api/product/add', body, enc);
      expect(add.statusCode).toBe(200);
      expect(add.json().datas).toMatchObject({
        code: `PK${enc.slice(0, 2).toUpperCase()}`,
        minStock: 2.5,
        active: true,
      });
      expect((await t.call('admin', 'POST', '/api/product/add', body, enc)).statusCode).toBe(409);
      const lost = await t.call(
        'admin',
        'POST',
        '/api/product/add',
        { ...body, code: `X${enc}`, categoryId: 999999 },
        enc,
      );
      expect(lost.statusCode).toBe(422);
      expect(lost.json().errors.categoryId).toEqual(['Kategori tidak ditemukan.']);
      expect(lost.json()).toMatchObject({ code: 'reference.notFound', params: { field: 'categoryId' } });
      const unit = await t.call(
        'admin',
        'POST',
        '/api/product/add',
        { ...body, code: `Y${enc}`, unit: 'ekor' },
        enc,
      );
      expect(unit.statusCode).toBe(422);
      expect(unit.json().errors.unit).toBeDefined();
    },
  );

  it('exports every matching product as CSV and XLSX with Indonesian headers', async () => {
    const query = { search: 'pempek', sortBy: 'code' };
    const csv = await t.call('admin', 'POST', '/api/product/export', { format: 'csv', ...query });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(
      /attachment; filename="produk-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'Kode,Nama,Kategori,Harga,Satuan,Stok Minimum,Stok Segar,Stok Beku,Aktif,Keterangan',
    );
    // Every matching row, in the list's order, not just a page.
    const listed = await list('product', { ...query, perPage: 200 });
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(listed.datas.map((p) => p.code));
    expect(lines.find((l) => l.startsWith('PM,'))).toContain(',10000,pcs,');
    const xlsx = await t.call('admin', 'POST', '/api/product/export', { format: 'xlsx' });
    expect(xlsx.headers['content-type']).toMatch(/spreadsheetml/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Kode');
    expect(sheet.rowCount).toBe(1 + (await list('product')).total);
  });

  it('imports from CSV: a dry run reports each row, a bad row keeps everything out, a clean file is written', async () => {
    const csv = (rows: string[]) =>
      Buffer.from(['Kode,Nama,Kategori,Harga,Satuan,Stok Minimum,Aktif', ...rows].join('\n'));
    const send = (data: Buffer, dryRun: boolean) =>
      upload(
        '/api/product/import',
        { dryRun },
        { field: 'file', name: 'produk.csv', type: 'text/csv', data },
      );
    const withBad = csv([
      'BTY,Baso Tahu Spesial,Baso Tahu & Siomay,8.000,pcs,"2,5",Ya',
      'CRG,Cireng,Tidak Ada,5000,pcs,,Ya',
      'TKW,Tekwan,Pempek,abc,pcs,,Ya',
    ]);
    const dry = await send(withBad, true);
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toMatchObject({ dryRun: true, applied: false, updated: 1, failed: 2 });
    expect(dry.json().rows[1]).toMatchObject({
      row: 3,
      action: 'error',
      key: 'CRG',
      errors: { categoryId: ['Kategori "Tidak Ada" tidak ada.'] },
    });
    expect(dry.json().rows[2].errors.price).toBeDefined();
    const refused = await send(withBad, false);
    expect(refused.json()).toMatchObject({ applied: false, failed: 2 });
    expect((await first('product', 'BTY')).price).toBe(7500);

    const clean = csv([
      'BTY,Baso Tahu Spesial,Baso Tahu & Siomay,8.000,pcs,"2,5",Ya',
      'TKW,Tekwan,Pempek,12000,pcs,,Tidak',
    ]);
    const applied = await send(clean, false);
    expect(applied.json()).toMatchObject({ applied: true, added: 1, updated: 1, failed: 0 });
    expect(await first('product', 'BTY')).toMatchObject({
      name: 'Baso Tahu Spesial',
      price: 8000,
      minStock: 2.5,
    });
    expect(await first('product', 'TKW')).toMatchObject({ active: false, price: 12000 });
    const twice = await send(csv(['AA1,Satu,Pempek,1000,pcs,,Ya', 'aa1,Dua,Pempek,1000,pcs,,Ya']), true);
    expect(twice.json().rows[1].errors.baris).toEqual(['Sama dengan baris 2.']);
    const noHeader = await send(Buffer.from('Nama\nX'), true);
    expect(noHeader.statusCode).toBe(422);
    expect(noHeader.json().errors.file[0]).toMatch(/Kolom wajib tidak ada: Kode/);
  });

  it('offers an import template in XLSX and CSV', async () => {
    const res = await t.call('admin', 'GET', '/api/product/import/template?format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.body.replace(/^\uFEFF/, '').split('\n')[0]).toBe(
      'Kode,Nama,Kategori,Harga,Satuan,Stok Minimum,Aktif,Keterangan',
    );
    expect((await t.call('admin', 'GET', '/api/product/import/template')).headers['content-type']).toMatch(
      /spreadsheetml/,
    );
  });

  it('refuses to delete a product with a planned run as planned, not produced; recorded runs as produced', async () => {
    const category = (await list('category')).datas[0]!.id;
    const add = async (code: string, name: string) =>
      (await t.ok('/api/product/add', { code, name, categoryId: category, price: 1_000, unit: 'pcs' }))
        .datas as Row;
    const today = businessDate('Asia/Jakarta');
    const p = await add('HPSR', 'Produk Rencana Hapus');
    const planned = (
      await t.ok('/api/plan/createRuns', { date: addDays(today, 1), lines: [{ productId: p.id, qty: 5 }] })
    ).datas[0] as Row;
    const refused = await t.call('admin', 'DELETE', `/api/product/delete/${p.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('record.inUse');
    expect(refused.json().message).toBe(
      'Produk Produk Rencana Hapus memiliki 1 produksi yang direncanakan (belum dicatat); hapus rencananya di Produksi dulu.',
    );
    // The plan's run went: nothing else holds the product, so it goes.
    expect((await t.call('admin', 'DELETE', `/api/produksi/delete/${planned.id}`)).statusCode).toBe(200);
    expect((await t.call('admin', 'DELETE', `/api/product/delete/${p.id}`)).statusCode).toBe(200);

    // A recorded run is history: "already produced", counted without the planned ones beside it.
    const made = await add('HPSD', 'Produk Dibuat Hapus');
    const flour = (await t.ok('/api/bahanBaku/add', { name: 'Tepung Hapus Produk', unit: 'kg' }))
      .datas as Row;
    await t.ok('/api/bahanBaku/restock/add', {
      category: 'restock',
      materialId: flour.id,
      qty: 5,
      unitPrice: 1_000,
      date: today,
    });
    await t.ok('/api/produksi/add', {
      productId: made.id,
      qty: 2,
      inputs: [{ materialId: flour.id, qty: 1 }],
    });
    await t.ok('/api/plan/createRuns', { date: addDays(today, 1), lines: [{ productId: made.id, qty: 3 }] });
    const produced = await t.call('admin', 'DELETE', `/api/product/delete/${made.id}`);
    expect(produced.statusCode).toBe(409);
    expect(produced.json().message).toBe('Produk Produk Dibuat Hapus sudah diproduksi 1 kali.');
  });
});

describe('vendors and ongkir', () => {
  it('normalises vendor phones and finds them whatever the spacing', async () => {
    const add = await t.call('admin', 'POST', '/api/vendor/add', {
      name: 'Toko Bumbu',
      phone: '+62 812 9876 5432',
    });
    expect(add.json().datas.phone).toBe('0812-9876-5432');
    expect((await list('vendor', { search: '081298765432' })).datas.map((v) => v.name)).toEqual([
      'Toko Bumbu',
    ]);
    expect((await list('vendor', { search: '+62 8129876' })).datas.map((v) => v.name)).toEqual([
      'Toko Bumbu',
    ]);
    const bad = await t.call('admin', 'POST', '/api/vendor/add', { name: 'Toko Salah', phone: '12345' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.phone).toBeDefined();
    // A number the contract's pattern lets through but the rules of phone numbers refuse: its own code and reason.
    const short = await t.call('admin', 'POST', '/api/vendor/add', {
      name: 'Toko Pendek',
      phone: '0812 345',
    });
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({
      code: 'phone.invalid',
      params: { field: 'phone', reason: 'mobileLength' },
      fieldCodes: { phone: { code: 'phone.invalid', params: { reason: 'mobileLength' } } },
    });
  });

  it('counts the customers of each ongkir bracket and refuses to delete one in use', async () => {
    const brackets = await list('ongkir', { sortBy: 'price' });
    expect(brackets.datas.map((o) => [o.label, o.price])).toEqual([
      ['1 - 3 Km', 0],
      ['3 - 5 Km', 5000],
      ['5 - 10 Km', 10000],
    ]);
    expect(brackets.datas.reduce((n, o) => n + (o.customerCount as number), 0)).toBe(30);
    const res = await t.call('admin', 'DELETE', `/api/ongkir/delete/${brackets.datas[0]!.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^Ongkir 1 - 3 Km masih dipakai oleh \d+ customer\.$/);
  });
});

describe('customers and regions', () => {
  it('answers provinces, regencies and districts from the shipped Kemendagri data', async () => {
    const prov = (await t.call('admin', 'POST', '/api/customer/getProv')).json().data as Array<{
      code: string;
      name: string;
    }>;
    expect(prov).toHaveLength(38);
    expect(prov).toContainEqual({ code: '32', name: 'Jawa Barat' });
    const kab = (await t.call('admin', 'POST', '/api/customer/getKab/32')).json().data;
    expect(kab).toContainEqual({ code: '32.73', name: 'Kota Bandung' });
    const kec = (await t.call('admin', 'POST', '/api/customer/getKec/32.73')).json().data;
    expect(kec).toContainEqual({ code: '32.73.02', name: 'Coblong' });
    const noProvince = await t.call('admin', 'POST', '/api/customer/getKab/99');
    expect(noProvince.statusCode).toBe(422);
    expect(noProvince.json()).toMatchObject({
      code: 'region.unknownCode',
      params: { field: 'codeProv', level: 'province', code: '99' },
    });
    expect((await t.call('admin', 'POST', '/api/customer/getKec/3273')).statusCode).toBe(422);
  });

  it.each(both)(
    'checks that a regency is in its province and a district in its regency (%s)',
    async (enc) => {
      const base = {
        name: `Bu Tes ${enc}`,
        category: 'konsumen',
        provinceCode: '32',
        regencyCode: '32.73',
        districtCode: '32.73.02',
      };
      const ok = await t.call(
        'admin',
        'POST',
        '/api/customer/add',
        { ...base, phone: enc === 'json' ? '0812 1111 2222' : '0812 1111 3333' },
        enc,
      );
      expect(ok.statusCode).toBe(200);
      expect(ok.json().datas).toMatchObject({
        regency: { code: '32.73', name: 'Kota Bandung' },
        district: { name: 'Coblong' },
      });
      const wrongKab = await t.call(
        'admin',
        'POST',
        '/api/customer/add',
        { ...base, regencyCode: '31.71', districtCode: null },
        enc,
      );
      expect(wrongKab.statusCode).toBe(422);
      expect(wrongKab.json().errors.regencyCode).toBeDefined();
      expect(wrongKab.json()).toMatchObject({
        code: 'region.outside',
        params: { field: 'regencyCode', level: 'regency' },
      });
      const wrongKec = await t.call(
        'admin',
        'POST',
        '/api/customer/add',
        { ...base, districtCode: '32.04.05' },
        enc,
      );
      expect(wrongKec.json().errors.districtCode).toBeDefined();
      const unknown = await t.call(
        'admin',
        'POST',
        '/api/customer/add',
        { ...base, provinceCode: '99', regencyCode: null, districtCode: null },
        enc,
      );
      expect(unknown.json().errors.provinceCode).toBeDefined();
      expect(unknown.json()).toMatchObject({ code: 'region.unknown', params: { level: 'province' } });
      const orphan = await t.call('admin', 'POST', '/api/customer/add', { ...base, provinceCode: null }, enc);
      expect(orphan.statusCode).toBe(422);
      expect(orphan.json()).toMatchObject({ code: 'region.parentRequired', params: { level: 'regency' } });
    },
  );

  it('filters by category, province and regency, sorts by regency name and refuses a duplicate phone', async () => {
    const distributors = await list('customer', { category: 'distributor' });
    expect(distributors.datas.every((c) => c.category === 'distributor')).toBe(true);
    const cimahi = await list('customer', { regencyCode: '32.77' });
    expect(cimahi.total).toBe(3);
    const byRegency = await list('customer', { sortBy: 'regency', perPage: 200 });
    const names = byRegency.datas.map((c) => (c.regency as { name: string }).name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const someone = byRegency.datas[0]!;
    const dup = await t.call('admin', 'POST', '/api/customer/add', {
      name: 'Kembar',
      category: 'konsumen',
      phone: someone.phone,
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors.phone).toBeDefined();
  });

  it('imports customers by region names, updating by phone', async () => {
    const data = Buffer.from(
      [
        'Nama,Telepon,Kategori,Provinsi,Kabupaten/Kota,Kecamatan,Ongkir',
        'Warung Baru,0813 5555 6666,konsumen,jawa barat,Kota Bandung,Coblong,1 - 3 Km',
        'Salah Kota,0813 5555 7777,konsumen,Jawa Barat,Bandung,,',
      ].join('\n'),
    );
    const dry = await upload(
      '/api/customer/import',
      { dryRun: true },
      { field: 'file', name: 'c.csv', type: 'text/csv', data },
    );
    expect(dry.json().rows[0]).toMatchObject({ action: 'add', key: '0813-5555-6666' });
    expect(dry.json().rows[1].errors.regencyCode[0]).toMatch(/lebih dari satu/);
  });

  it('carries the minimum remaining shelf life both ways: export column, import by it, template', async () => {
    const header = 'Min. Sisa Umur Simpan (hari)';
    const c = (
      await t.ok('/api/customer/add', {
        name: 'Toko Umur Simpan',
        category: 'distributor',
        phone: '0813 4444 1010',
        minShelfLifeDays: 3,
      })
    ).datas as Row;
    const file = await t.call('admin', 'POST', '/api/customer/export', {
      format: 'csv',
      search: 'Toko Umur Simpan',
    });
    expect(file.statusCode).toBe(200);
    const [head, line] = file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    const headers = head!.split(',');
    expect(headers.slice(-2)).toEqual(['Daftar Harga', header]);
    expect(line!.split(',')[headers.indexOf(header)]).toBe('3');

    const send = (rows: string[], dryRun: boolean) =>
      upload(
        '/api/customer/import',
        { dryRun },
        {
          field: 'file',
          name: 'c.csv',
          type: 'text/csv',
          data: Buffer.from([`Nama,Telepon,Kategori,${header}`, ...rows].join('\n')),
        },
      );
    const bad = await send(
      [
        'Toko Umur Simpan,0813 4444 1010,distributor,dua',
        'Toko Lain,0813 4444 2020,konsumen,1.5',
        'Toko Jauh,0813 4444 3030,konsumen,400',
      ],
      true,
    );
    expect(bad.json().failed).toBe(3);
    expect(bad.json().rows.map((r: Row) => Object.keys(r['errors'] as object))).toEqual([
      ['minShelfLifeDays'],
      ['minShelfLifeDays'],
      ['minShelfLifeDays'],
    ]);
    const applied = await send(
      ['Toko Umur Simpan,0813 4444 1010,distributor,5', 'Toko Baru Umur,0813 4444 4040,konsumen,2'],
      false,
    );
    expect(applied.json(), applied.body).toMatchObject({ applied: true, added: 1, updated: 1 });
    expect(await first('customer', 'Toko Umur Simpan')).toMatchObject({ id: c.id, minShelfLifeDays: 5 });
    expect(await first('customer', 'Toko Baru Umur')).toMatchObject({ minShelfLifeDays: 2 });
    // A file without the column leaves it as it is.
    const without = await upload(
      '/api/customer/import',
      { dryRun: false },
      {
        field: 'file',
        name: 'c.csv',
        type: 'text/csv',
        data: Buffer.from('Nama,Telepon,Kategori\nToko Umur Simpan,0813 4444 1010,distributor'),
      },
    );
    expect(without.json()).toMatchObject({ applied: true, updated: 1 });
    expect(await first('customer', 'Toko Umur Simpan')).toMatchObject({ minShelfLifeDays: 5 });
    const template = await t.call('admin', 'GET', '/api/customer/import/template?format=csv');
    expect(
      template.body
        .replace(/^\uFEFF/, '')
        .split('\n')[0]!
        .split(',')
        .slice(-2),
    ).toEqual(['Daftar Harga', header]);
  });

  it('lets the cashier pick customers, products and ongkir for a transaction, but not change them', async () => {
    expect((await t.call('kasir', 'POST', '/api/customer/list', {})).statusCode).toBe(200);
    expect((await t.call('kasir', 'POST', '/api/product/list', {})).statusCode).toBe(200);
    expect((await t.call('kasir', 'POST', '/api/ongkir/list', {})).statusCode).toBe(200);
    expect(
      (await t.call('kasir', 'POST', '/api/customer/add', { name: 'X', category: 'konsumen' })).statusCode,
    ).toBe(403);
    expect((await t.call('kasir', 'POST', '/api/category/list', {})).statusCode).toBe(403);
    expect((await t.call('staff', 'POST', '/api/category/list', {})).statusCode).toBe(200);
    expect((await t.call('staff', 'DELETE', '/api/product/delete/1')).statusCode).toBe(403);
  });
});
