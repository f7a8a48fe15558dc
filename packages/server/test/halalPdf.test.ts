/**
 * Issue 40, the Register Halal as a PDF for an SJPH audit: A4 landscape, the rows the JSON register answers (product,
 * material, state in the XLSX's words, number, issuer, Indonesian expiry, reason), its header row repeated and its
 * pages numbered when the register runs over a page, long cells wrapped inside the page, and the export's rights and
 * validation. Read back with pdf.js (as labels.test.ts does) and pdf-lib.
 */
import { PDFDocument } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessDate, indonesianDate } from '../src/lib/dates.js';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { useTestApp, type Json } from './helpers.js';

const t = useTestApp();
const { ok, post } = t;
const today = businessDate('Asia/Jakarta');
const day = (n: number) => addDays(today, n);

/** The words the XLSX writes for each state. */
const WORDS: Record<string, string> = {
  valid: 'Berlaku',
  expiring: 'Segera kedaluwarsa',
  expired: 'Kedaluwarsa',
  missing: 'Belum ada sertifikat',
  notNeeded: 'Tidak perlu',
};

interface Item {
  str: string;
  x: number;
  width: number;
}

/** Each page's text items, as pdf.js extracts them (the embedded font's ToUnicode map read back). */
async function pagesOf(bytes: Uint8Array): Promise<Item[][]> {
  const doc = await getDocument({ data: bytes.slice(), disableFontFace: true, useSystemFonts: false })
    .promise;
  const pages: Item[][] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(
      content.items.flatMap((item) =>
        'str' in item && item.str
          ? [{ str: item.str, x: item.transform[4] as number, width: item.width }]
          : [],
      ),
    );
  }
  await doc.destroy();
  return pages;
}

const HEADERS = [
  'Bahan',
  'Status Halal',
  'Nomor Sertifikat',
  'Penerbit',
  'Berlaku Sampai',
  'Catatan / Alasan',
];

/**
 * Checks that no text of the table runs over into the next column (nor past the right margin): the columns start
 * where the header row's texts do (their padding before), and every text drawn inside one ends before the next.
 */
function expectInsideColumns(items: Item[], pageWidth: number) {
  const margin = (12 * 72) / 25.4;
  const starts = HEADERS.map((h) => items.find((i) => i.str === h)!.x);
  const edges = [...starts.slice(1), pageWidth - margin + 4];
  for (const item of items) {
    if (!item.str.trim()) continue;
    expect(item.x + item.width, item.str).toBeLessThanOrEqual(pageWidth - margin + 0.5);
    const column = starts.findLastIndex((x) => x <= item.x + 0.5);
    if (column < 0) continue;
    expect(item.x + item.width, `${item.str} in column ${HEADERS[column]}`).toBeLessThanOrEqual(
      edges[column]! - 4 + 0.5,
    );
  }
}

/** A page's text, its items joined by spaces (a wrapped cell reads as its words in order). */
const textOf = (items: Item[]) => items.map((i) => i.str).join(' ');

async function exportPdf(body: Json) {
  const res = await post('/api/report/halal/export', { ...body, format: 'pdf' });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toBe(`attachment; filename="register-halal-${today}.pdf"`);
  return new Uint8Array(res.rawPayload);
}

let seq = 0;
async function material(name: string, halal: Json = {}) {
  return (await ok('/api/bahanBaku/add', { name, unit: 'kg', unitPrice: 1_000, ...halal })).datas as Json;
}
const certified = (expiry: string, issuer = 'BPJPH') => ({
  halalStatus: 'certified',
  halalNumber: `ID0011000${++seq}77`,
  halalIssuer: issuer,
  halalExpiry: expiry,
});
async function productWith(name: string, materials: Json[]) {
  seq += 1;
  const category = (await ok('/api/category/list', {})).datas[0].id;
  const p = (
    await ok('/api/product/add', { code: `HPD${seq}`, name, categoryId: category, price: 5_000, unit: 'pcs' })
  ).datas as Json;
  await ok('/api/produksi/recipe/save', {
    productId: p.id,
    lines: materials.map((m) => ({ materialId: m.id, qtyPerUnit: 0.1 })),
  });
  return p;
}

const LONG_REASON =
  'Garam dapur beryodium dari tambang laut tanpa bahan tambahan apa pun sehingga termasuk bahan tidak kritis menurut daftar positif BPJPH dan tidak memerlukan sertifikat halal tersendiri untuk audit sistem jaminan produk halal tahun ini';

describe('the Register Halal as PDF', () => {
  let small: Json;
  let long: Json;
  const longMaterials: Json[] = [];
  beforeAll(async () => {
    const mats = [
      await material('Tepung Tapioka Pdf', certified(day(300))),
      await material('Daging Ayam Pdf', certified(day(10), 'LPPOM')),
      await material('Kecap Manis Pdf', certified(day(-5))),
      await material('Ikan Tenggiri Pdf'),
      await material('Garam Dapur Pdf', { halalStatus: 'notNeeded', halalReason: LONG_REASON }),
    ];
    small = await productWith('Baso Tahu Pdf', mats);
    for (let i = 1; i <= 45; i++)
      longMaterials.push(
        await material(`Bahan Panjang ${String(i).padStart(2, '0')}`, certified(day(200 + i))),
      );
    long = await productWith('Kue Lapis Pdf', longMaterials);
  });

  it("is A4 landscape and holds every row the JSON register answers, in the XLSX's words", async () => {
    const bytes = await exportPdf({ productId: small.id });
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect(Math.abs(width - 842)).toBeLessThanOrEqual(1);
    expect(Math.abs(height - 595)).toBeLessThanOrEqual(1);

    const register = await ok('/api/report/halal', { productId: small.id, perPage: 200 });
    expect(register.total).toBe(5);
    const [page] = await pagesOf(bytes);
    const text = textOf(page!);
    const profile = (await t.call('admin', 'GET', '/api/business-profile')).json().datas as Json;
    expect(text).toContain(profile.name);
    expect(text).toContain('Register Halal');
    expect(text).toContain(`Status sertifikat per ${indonesianDate(today)}`);
    expect(text).toContain(`Filter: Produk Baso Tahu Pdf (${small.code})`);
    expect(text).toContain('Status halal usaha');
    expect(text).toContain('Halaman 1 dari 1');
    expect(text).toMatch(/Dicetak \d{1,2} \w+ \d{4}/);
    expect(text).toContain(`Baso Tahu Pdf (${small.code})`);
    for (const row of register.datas as Json[]) {
      const m = row.material;
      expect(text).toContain(m.name);
      expect(text).toContain(WORDS[m.state]);
      if (m.halalNumber) expect(text).toContain(m.halalNumber);
      if (m.halalExpiry) expect(text).toContain(indonesianDate(m.halalExpiry));
    }
    expect(text).toContain('LPPOM MUI');
    // In the register's order (by material name within the product).
    const at = (row: Json) => text.indexOf(row.material.name);
    const order = (register.datas as Json[]).map(at);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('wraps a long reason inside its cell, nothing beyond the right margin', async () => {
    const bytes = await exportPdf({ productId: small.id });
    const doc = await PDFDocument.load(bytes);
    const pageWidth = doc.getPage(0).getSize().width;
    const [items] = await pagesOf(bytes);
    const text = textOf(items!);
    for (const word of LONG_REASON.split(' ')) expect(text).toContain(word);
    // The reason's lines (items of a few of its words): several, each starting in the same column.
    const reasonLines = items!.filter((i) => i.str.split(' ').length > 3 && LONG_REASON.includes(i.str));
    expect(reasonLines.length).toBeGreaterThan(2);
    expect(new Set(reasonLines.map((i) => Math.round(i.x))).size).toBe(1);
    expect(reasonLines.map((i) => i.str).join(' ')).toBe(LONG_REASON);
    expectInsideColumns(items!, pageWidth);
  });

  it('flows a long register onto numbered pages, repeating the header row and the product', async () => {
    const register = await ok('/api/report/halal', { productId: long.id, perPage: 200 });
    expect(register.total).toBe(45);
    const pages = await pagesOf(await exportPdf({ productId: long.id }));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    pages.forEach((items, i) => {
      const text = textOf(items);
      expect(text).toContain('Nomor Sertifikat');
      expect(text).toContain('Berlaku Sampai');
      expect(text).toContain(`Halaman ${i + 1} dari ${pages.length}`);
      expectInsideColumns(items, 841.89);
    });
    expect(textOf(pages[1]!)).toContain(`Kue Lapis Pdf (${long.code}) (lanjutan)`);
    const all = pages.map(textOf).join(' ');
    for (const row of register.datas as Json[]) {
      expect(all).toContain(row.material.name);
      expect(all).toContain(row.material.halalNumber);
    }
    // Each material once: no row is drawn twice across a page break.
    for (const m of longMaterials) expect(all.split(m.name).length - 1).toBe(1);
  });

  it('refuses a register larger than one PDF holds (PAWON_PDF_MAX_ROWS) with 422 on the format; a filter or XLSX gets it', async () => {
    const app = await buildApp({
      db: t.database.db,
      config: {
        ...loadConfig({ PAWON_PDF_MAX_ROWS: '44' }),
        dataDir: t.dataDir,
        appDist: path.join(t.dataDir, 'no-app'),
      },
    });
    try {
      const exportAs = async (body: Json) =>
        app.inject({
          method: 'POST',
          url: '/api/report/halal/export',
          headers: { authorization: `Bearer ${await t.tokenOf('admin')}` },
          payload: body,
        });
      const refused = await exportAs({ format: 'pdf', productId: long.id });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        code: 'halal.pdfTooLarge',
        params: { rows: 45, limit: 44 },
        errors: { format: [expect.stringContaining('Excel')] },
      });
      const xlsx = await exportAs({ format: 'xlsx', productId: long.id });
      expect(xlsx.statusCode).toBe(200);
      const filtered = await exportAs({ format: 'pdf', productId: long.id, states: ['missing'] });
      expect(filtered.statusCode).toBeLessThan(300);
    } finally {
      await app.close();
    }
  });

  it('says which filters it was made with and keeps only those rows', async () => {
    const pages = await pagesOf(
      await exportPdf({ productId: small.id, states: ['expired', 'missing'], search: 'Pdf' }),
    );
    const text = textOf(pages[0]!);
    expect(text).toContain('Status Kedaluwarsa, Belum ada sertifikat');
    expect(text).toContain('Pencarian “Pdf”');
    expect(text).toContain('Kecap Manis Pdf');
    expect(text).toContain('Ikan Tenggiri Pdf');
    expect(text).not.toContain('Tepung Tapioka Pdf');
    const none = textOf((await pagesOf(await exportPdf({ search: 'tidak ada yang begini' })))[0]!);
    expect(none).toContain('Tidak ada bahan yang cocok dengan filter ini.');
    expect(none).toContain('Filter: Pencarian “tidak ada yang begini”');
  });

  it('asks the rights and checks the input of the export; pdf is this export only', async () => {
    const noSession = await t.app.inject({
      method: 'POST',
      url: '/api/report/halal/export',
      payload: { format: 'pdf' },
    });
    expect(noSession.statusCode).toBe(401);
    expect((await post('/api/report/halal/export', { format: 'pdf' }, 'staff')).statusCode).toBe(403);
    for (const bad of [
      { format: 'docx' },
      { format: 'pdf', states: ['bogus'] },
      { format: 'pdf', page: 2 },
    ]) {
      const res = await post('/api/report/halal/export', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      expect(res.json().status).toBe('error');
    }
    expect((await post('/api/product/export', { format: 'pdf' })).statusCode).toBe(422);
  });
});
