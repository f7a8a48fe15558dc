/**
 * Issue 16, the export of orders: per order and per line, as CSV (`,` or `;`) and XLSX, with the list's filters (and
 * the chosen ids), rights as the list's, TOTAL rows with numbers in number columns, formulas neutralised, pages read
 * by keyset, and too many orders refused before the file starts.
 */
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessDate } from '../src/lib/dates.js';
import { EXPORT_LIMITS } from '../src/domains/orders/orderExport.routes.js';
import { useTestApp, type Json } from './helpers.js';
import { sceneBuilder } from './scenes.js';

const t = useTestApp();
const { ok } = t;
const scenes = sceneBuilder(t, 'Daftar', 'DFT');
const today = businessDate('Asia/Jakarta');
const day = (n: number) => addDays(today, n);
const DANGEROUS = /^[=+\-@\t\r]/;

const defaults = { ...EXPORT_LIMITS };
afterEach(() => Object.assign(EXPORT_LIMITS, defaults));

let scene: { customers: Json[]; pcs: Json; kg: Json; orders: Json[] };

beforeAll(async () => {
  const pcs = await scenes.product(2_000, [{ bucket: 'frozen', qty: 500, date: -300 }], {
    code: 'EKS1',
    name: 'Pempek Ekspor',
  });
  const kg = await scenes.product(30_000, [{ bucket: 'frozen', qty: 500, date: -300 }], {
    code: 'EKS2',
    name: 'Adonan Ekspor',
    unit: 'kg',
  });
  const pack = await scenes.box(500, [500], { name: 'Dus Ekspor', date: -300 });
  const customers: Json[] = [];
  for (const name of ['Warung Ekspor Satu', '@Toko Ekspor Dua'])
    customers.push((await ok('/api/customer/add', { name, category: 'konsumen' })).datas);
  const orders: Json[] = [];
  for (let i = 0; i < 7; i++) {
    const lines = [{ productId: pcs.id, bucket: 'frozen', qtyPerPack: i + 1 }];
    if (i % 2) lines.push({ productId: kg.id, bucket: 'frozen', qtyPerPack: 1.5 });
    orders.push(
      (
        await ok('/api/transaction/add', {
          customerId: customers[i % 2]!.id,
          date: day(-200 + i),
          payment: i % 3 ? 'unpaid' : 'paid',
          note: i === 0 ? '=HYPERLINK("http://evil.example","x")' : `catatan ${i}`,
          packs: [{ materialId: pack.id, count: 1, lines }],
        })
      ).datas,
    );
  }
  scene = { customers, pcs, kg, orders };
}, 120_000);

/** The period of the scene's orders: nothing else of the seed falls in it. */
const period = () => ({ dateFrom: day(-200), dateTo: day(-194) });

const exportOf = (body: Json, role: string = 'admin') =>
  t.call(role, 'POST', '/api/transaction/export', body);

/** A CSV answer's cells (BOM removed), read with the file's separator. */
const csvCells = (body: string, delimiter: ',' | ';'): string[][] =>
  parse(body.replace(/^\uFEFF/, ''), { delimiter, relax_column_count: true }) as string[][];

/** The list's own order numbers for the same filters, every page. */
async function listed(filters: Json): Promise<Json> {
  return ok('/api/transaction/list', { ...filters, perPage: 200 });
}

describe('transaction/export', () => {
  it('per order, CSV with `;`: the list’s rows in its order, one TOTAL row of numbers, formulas neutralised', async () => {
    // Two orders a page: the keyset carries the file across page boundaries without a gap or a repeat.
    EXPORT_LIMITS.pageSize = 2;
    const filters = { ...period(), sortBy: 'total', sortDir: 'asc' };
    const res = await exportOf({ ...filters, format: 'csv', separator: ';' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="transaksi-${today}.csv"`);
    const [header, ...rest] = csvCells(res.body, ';');
    expect(header).toContain('Total');
    const list = await listed(filters);
    const data = rest.filter((r) => r[0] !== 'TOTAL');
    expect(data.map((r) => r[0])).toEqual(list.datas.map((o: Json) => o.number));
    expect(list.datas).toHaveLength(7);
    const total = rest.at(-1)!;
    expect(total[0]).toBe('TOTAL');
    const col = (name: string) => header!.indexOf(name);
    expect(total[col('Total')]).toBe(String(list.totals.total));
    // 1.5 kg lines: a decimal written with a comma, as `;` settings read it; a number, not "28 pcs".
    expect(total[col('Jumlah Item')]).toBe(String(list.totals.itemCount).replace('.', ','));
    expect(total[col('Jumlah Item')]).toMatch(/^\d+(,\d+)?$/);
    expect(total[col('Customer')]).toBe('7 transaksi');
    for (const cell of rest.flat()) expect(cell).not.toMatch(DANGEROUS);
    const first = data.find((r) => r[0] === scene.orders[0]!.number)!;
    expect(first[col('Catatan')]).toBe(`'=HYPERLINK("http://evil.example","x")`);
    expect(first[col('Customer')]).toBe('Warung Ekspor Satu');
    expect(data.find((r) => r[0] === scene.orders[1]!.number)![col('Customer')]).toBe("'@Toko Ekspor Dua");
  });

  it('honours every filter of the list: states, customer, product, search, dates, and the chosen ids', async () => {
    const cases: Json[] = [
      { ...period(), payment: 'paid' },
      { ...period(), customerId: scene.customers[1]!.id },
      { ...period(), productId: scene.kg.id },
      { ...period(), search: 'Toko Ekspor' },
      { dateFrom: day(-198), dateTo: day(-196), sortBy: 'number' },
    ];
    for (const filters of cases) {
      const res = await exportOf({ ...filters, format: 'csv' });
      expect(res.statusCode, res.body).toBe(200);
      const numbers = csvCells(res.body, ',')
        .slice(1)
        .filter((r) => r[0] !== 'TOTAL')
        .map((r) => r[0]);
      const list = await listed(filters);
      expect(numbers, JSON.stringify(filters)).toEqual(list.datas.map((o: Json) => o.number));
      expect(numbers.length, JSON.stringify(filters)).toBeGreaterThan(0);
    }
    // Chosen rows (a bulk action's selection), still within the other filters.
    const chosen = [scene.orders[2]!, scene.orders[3]!, scene.orders[4]!];
    const res = await exportOf({
      ...period(),
      payment: 'unpaid',
      ids: chosen.map((o) => o.id),
      format: 'csv',
    });
    const numbers = csvCells(res.body, ',')
      .slice(1)
      .filter((r) => r[0] !== 'TOTAL')
      .map((r) => r[0]);
    expect(numbers.sort()).toEqual(
      chosen
        .filter((o) => o.payment === 'unpaid')
        .map((o) => o.number)
        .sort(),
    );
  });

  it('per line, XLSX: a row per pack and per line, a TOTAL row per unit with the number in Jumlah and the unit in Satuan', async () => {
    EXPORT_LIMITS.pageSize = 3;
    const res = await exportOf({ ...period(), rows: 'line' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/spreadsheetml/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="transaksi-per-item-${today}.xlsx"`,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    // Headed with the business profile on every printed page; the column headers stay row 1.
    const profile = (await t.call('admin', 'GET', '/api/business-profile')).json().datas;
    expect(profile.name).toBeTruthy();
    expect(sheet.headerFooter.oddHeader).toContain(profile.name.replace(/&/g, '&&'));
    expect(sheet.headerFooter.oddHeader).toContain('Transaksi per item');
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const col = (name: string) => header.indexOf(name) + 1;
    const rows: unknown[][] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) rows.push(row.values as unknown[]);
    });
    const lines = scene.orders.flatMap((o) => o.packs.flatMap((p: Json) => p.lines));
    const packs = scene.orders.flatMap((o) => o.packs as Json[]);
    const data = rows.filter((r) => !String(r[1]).startsWith('TOTAL'));
    expect(data).toHaveLength(packs.length + lines.length);
    // A pack's own row (issue 37): no product, its price per pack and count × packPrice, as the detail and invoice.
    const packRows = data.filter((r) => r[col('Produk')] == null || r[col('Produk')] === '');
    expect(packRows).toHaveLength(packs.length);
    for (const [i, r] of packRows.entries()) {
      expect(r[col('Kemasan')]).toBe('Dus Ekspor');
      expect(r[col('Harga Satuan')]).toBe(packs[i]!.packPrice);
      expect(r[col('Subtotal')]).toBe((packs[i]!.count as number) * (packs[i]!.packPrice as number));
      expect(r[col('Jumlah')] ?? null).toBeNull();
    }
    const totals = rows.filter((r) => String(r[1]).startsWith('TOTAL'));
    const pcs = totals.find((r) => r[1] === 'TOTAL pcs')!;
    const kg = totals.find((r) => r[1] === 'TOTAL kg')!;
    expect(pcs[col('Jumlah')]).toBe(1 + 2 + 3 + 4 + 5 + 6 + 7);
    expect(pcs[col('Satuan')]).toBe('pcs');
    expect(kg[col('Jumlah')]).toBe(4.5);
    expect(kg[col('Satuan')]).toBe('kg');
    const grand = totals.at(-1)!;
    expect(grand[1]).toBe('TOTAL');
    // The rows add up to the orders' items + packaging, as the per-order file's columns do.
    expect(grand[col('Subtotal')]).toBe(
      scene.orders.reduce((s, o) => s + (o.itemSubtotal as number) + (o.packagingSubtotal as number), 0),
    );
    expect(scene.orders.every((o) => (o.packagingSubtotal as number) > 0)).toBe(true);
    // Money and quantities are typed numbers in their cells, never text.
    for (const r of data.filter((row) => !packRows.includes(row))) {
      expect(typeof r[col('Jumlah')]).toBe('number');
      expect(typeof r[col('Subtotal')]).toBe('number');
    }
  });

  it('follows the list’s rights and refuses bad input with 4xx JSON', async () => {
    expect((await t.call(null, 'POST', '/api/transaction/export', {})).statusCode).toBe(401);
    // The cashier sees the order list: the export too.
    expect((await exportOf({ ...period(), format: 'csv' }, 'kasir')).statusCode).toBe(200);
    const menus = (await ok('/api/menu-management/menuList', {})).datas as Json[];
    const customerMenu = menus.find((m) => m.url === '/data-customer')!;
    const group = await ok('/api/authorization-group/add', {
      name: 'Grup Ekspor Tanpa Transaksi',
      menus: [{ menuId: customerMenu.id }],
    });
    await ok('/api/userApp/add', {
      name: 'tanpatransaksi',
      email: 'tanpatransaksi@pawon.test',
      password: 'tanpa-transaksi-1',
      groupIds: [group.datas.id],
    });
    const token = (await t.login('tanpatransaksi@pawon.test', 'tanpa-transaksi-1')).json().token as string;
    const refused = await exportOf({ format: 'csv' }, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().status).toBe('error');
    for (const bad of [
      { rows: 'pack' },
      { format: 'pdf' },
      { separator: '|' },
      { ids: [] },
      { ids: ['x'] },
      { sortBy: 'secret' },
      { extra: 1 },
    ]) {
      const res = await exportOf(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      expect(res.json().status).toBe('error');
    }
  });

  it('refuses more matching orders than the limit before anything is written, naming the count', async () => {
    EXPORT_LIMITS.orders = 6;
    const res = await exportOf({ ...period(), format: 'csv' });
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.json().message).toMatch(/7 cocok, paling banyak 6/);
    // Within the limit once the filter is narrower.
    expect((await exportOf({ ...period(), payment: 'paid', format: 'csv' })).statusCode).toBe(200);
  });
});
