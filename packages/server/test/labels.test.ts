/**
 * Issue 40, labels (decision 054): a batch's pack labels and a lot's internal label as PDF at the physical size, the
 * QR of the batch's public page, and the public page itself (four facts, one 404, throttled).
 */
import { sql } from 'drizzle-orm';
import jsqrModule from 'jsqr';
import { decodePDFRawStream, PDFArray, PDFDocument, type PDFPage, type PDFRawStream } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { businessDate } from '../src/lib/dates.js';
import { useTestApp, type Json } from './helpers.js';

const t = useTestApp();
const { ok, post } = t;
const today = businessDate('Asia/Jakarta');
const MM = 72 / 25.4;
// jsqr is CommonJS: under NodeNext its default import is the module, whose `default` is the decoder.
type Decode = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null;
const jsQR: Decode =
  typeof jsqrModule === 'function' ? (jsqrModule as Decode) : (jsqrModule as { default: Decode }).default;

/** A PDF answer's bytes. */
const pdfOf = (res: { rawPayload: Buffer }) => new Uint8Array(res.rawPayload);

/** Every page's text, as pdf.js extracts it (the embedded font's ToUnicode map read back). */
async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const doc = await getDocument({ data: bytes.slice(), disableFontFace: true, useSystemFonts: false })
    .promise;
  const texts: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
  }
  await doc.destroy();
  return texts;
}

/** A page's content stream, inflated. */
function contentOf(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams =
    contents instanceof PDFArray ? contents.asArray().map((r) => page.doc.context.lookup(r)) : [contents];
  return streams
    .map((s) => Buffer.from(decodePDFRawStream(s as PDFRawStream).decode()).toString('latin1'))
    .join('\n');
}

/**
 * The QR drawn on a page read back: its filled rectangles (one run of modules each) rasterised at 4 pixels a module
 * with a quiet zone, and decoded with jsQR.
 */
function qrOf(page: PDFPage): string | null {
  const path = /((?:[-\d.]+ [-\d.]+ [-\d.]+ [-\d.]+ re\n)+)f\n/.exec(contentOf(page));
  if (!path) return null;
  const rects = [...path[1]!.matchAll(/([-\d.]+) ([-\d.]+) ([-\d.]+) ([-\d.]+) re/g)].map((m) =>
    m.slice(1, 5).map(Number),
  ) as Array<[number, number, number, number]>;
  const module = Math.min(...rects.map((r) => r[3]));
  const left = Math.min(...rects.map((r) => r[0]));
  const top = Math.max(...rects.map((r) => r[1] + r[3]));
  const size = Math.round((Math.max(...rects.map((r) => r[0] + r[2])) - left) / module);
  const scale = 4;
  const quiet = 4;
  const side = (size + 2 * quiet) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [x, y, w] of rects) {
    const col = Math.round((x - left) / module);
    const row = Math.round((top - y) / module) - 1;
    const span = Math.round(w / module);
    for (let py = (row + quiet) * scale; py < (row + quiet + 1) * scale; py++)
      for (let px = (col + quiet) * scale; px < (col + quiet + span) * scale; px++)
        pixels.fill(0, (py * side + px) * 4, (py * side + px) * 4 + 3);
  }
  return jsQR(pixels, side, side)?.data ?? null;
}

let seq = 0;
async function product(extra: Json = {}) {
  seq += 1;
  const category = (await ok('/api/category/list', {})).datas[0].id;
  return (
    await ok('/api/product/add', {
      code: `LBL${seq}`,
      name: `Siomay Ayam Label ${seq}`,
      categoryId: category,
      price: 25_000,
      unit: 'pack',
      ...extra,
    })
  ).datas as Json;
}

/** Opening stock of a product: its batch id. */
async function batchOf(productId: number, fields: Json = {}) {
  const res = await ok('/api/stock/add', {
    reason: 'opening',
    productId,
    bucket: 'frozen',
    qty: 20,
    ...fields,
  });
  return res.changes[0].batchId as number;
}

const publicCodeOf = async (batchId: number) =>
  (
    await t.query<{ code: string }>(
      sql`select public_code as code from product_batches where id = ${batchId}`,
    )
  )[0]!.code;

const LABELED = {
  permitKind: 'pirt',
  permitNumber: '2063271010123-29',
  halalNumber: 'ID32110000123450924',
  netWeight: 250,
  netWeightUnit: 'gram',
};

describe('product label fields', () => {
  // The file's first calls (sign-in, each operation's first validation) are slow on a loaded PostgreSQL.
  it(
    'keeps the permit, halal number, net weight and storage; pairs go together; left out stays',
    { timeout: 90_000 },
    async () => {
      const p = await product({
        ...LABELED,
        storageInstruction: 'Simpan beku −18 °C, jangan dibekukan ulang',
      });
      expect(p).toMatchObject({
        ...LABELED,
        storageInstruction: 'Simpan beku −18 °C, jangan dibekukan ulang',
      });
      // An update that does not name them keeps them.
      const updated = (
        await ok('/api/product/update', {
          id: p.id,
          version: p.version,
          code: p.code,
          name: p.name,
          categoryId: p.categoryId,
          price: 26_000,
          unit: 'pack',
        })
      ).datas as Json;
      expect(updated).toMatchObject(LABELED);
      // A kind without its number (or a weight without its unit) is refused on the missing one.
      const category = p.categoryId as number;
      const base = { code: 'LBLX', name: 'Tanpa nomor', categoryId: category, price: 1, unit: 'pcs' };
      const noNumber = await post('/api/product/add', { ...base, permitKind: 'md' });
      expect(noNumber.statusCode).toBe(422);
      expect(noNumber.json().fieldCodes.permitNumber.code).toBe('validation.required');
      const noUnit = await post('/api/product/add', { ...base, netWeight: 1 });
      expect(noUnit.statusCode).toBe(422);
      expect(noUnit.json().fieldCodes.netWeightUnit.code).toBe('validation.required');
      // Clearing the number of a stored permit leaves a kind without one: refused too.
      const cleared = await post('/api/product/update', {
        id: p.id,
        version: updated.version,
        code: p.code,
        name: p.name,
        categoryId: p.categoryId,
        price: 26_000,
        unit: 'pack',
        permitNumber: null,
      });
      expect(cleared.statusCode).toBe(422);
      expect(cleared.json().fieldCodes.permitNumber.code).toBe('validation.required');
      expect(
        (await post('/api/product/add', { ...base, permitKind: 'halal', permitNumber: '1' })).statusCode,
      ).toBe(422);
    },
  );
});

describe('batch labels', () => {
  let p: Json;
  let batchId: number;
  let business: Json;
  beforeAll(async () => {
    p = await product(LABELED);
    batchId = await batchOf(p.id, { date: '2026-11-02', expiryDate: '2027-02-02' });
    business = (await t.call('admin', 'GET', '/api/business-profile')).json().datas;
  });

  it.each([
    ['50x30', 50, 30],
    ['40x30', 40, 30],
    ['100x50', 100, 50],
  ] as const)(
    '%s: a page of exactly that size per label, N copies, the fields and a QR of the public URL',
    async (size, w, h) => {
      const res = await post('/api/stock/label', { batchId, size, copies: 3 });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/^inline; filename="label-lbl\d+-261102-\d+-/);
      const bytes = pdfOf(res);
      const doc = await PDFDocument.load(bytes);
      expect(doc.getPageCount()).toBe(3);
      for (const page of doc.getPages()) {
        const box = page.getMediaBox();
        expect([box.x, box.y]).toEqual([0, 0]);
        expect(box.width).toBeCloseTo(w * MM, 2);
        expect(box.height).toBeCloseTo(h * MM, 2);
      }
      const code = await publicCodeOf(batchId);
      expect(qrOf(doc.getPage(0))).toBe(`http://localhost:80/build/p/${code}`);
      expect(qrOf(doc.getPage(2))).toBe(`http://localhost:80/build/p/${code}`);
      const texts = await pageTexts(bytes);
      expect(texts).toHaveLength(3);
      const text = texts[0]!.replace(/\n/g, ' ');
      for (const part of [
        p.name,
        'Berat bersih: 250 gram',
        'P-IRT No. 2063271010123-29',
        'Halal: ID32110000123450924',
        `Kode produksi: LBL${seq}-261102-${batchId}`,
        'Diproduksi: 02 Nov 2026',
        'Baik digunakan sebelum: 02 Feb 2027',
        'Simpan beku −18 °C',
      ])
        // A long number is cut across lines on the small labels: compared without the breaks.
        expect(text.replace(/\s+/g, '')).toContain(part.replace(/\s+/g, ''));
      // The business's name when there is room (dropped first on the small labels).
      if (size === '100x50') expect(text.replace(/\s+/g, ' ')).toContain(business.name);
    },
  );

  it('A4 sheets: labels in a grid, as many pages as they need, the page A4 exactly', async () => {
    const res = await post('/api/stock/label', { batchId, size: '50x30', sheet: 'a4', copies: 30 });
    expect(res.statusCode).toBe(200);
    const doc = await PDFDocument.load(pdfOf(res));
    // 3 across and 8 down fit in 190 × 277 mm: 24 a page.
    expect(doc.getPageCount()).toBe(2);
    expect(doc.getPage(0).getWidth()).toBeCloseTo(210 * MM, 2);
    expect(doc.getPage(0).getHeight()).toBeCloseTo(297 * MM, 2);
    const texts = await pageTexts(pdfOf(res));
    expect(texts[0]!.match(/Kode produksi/g)).toHaveLength(24);
    expect(texts[1]!.match(/Kode produksi/g)).toHaveLength(6);
  });

  it('a fresh batch without a storage text says chilled; a product with its own says its own', async () => {
    const fresh = await product();
    const b = await batchOf(fresh.id, { bucket: 'fresh' });
    const res = await post('/api/stock/label', { batchId: b, size: '100x50' });
    expect((await pageTexts(pdfOf(res)))[0]).toContain('Simpan dingin 0–4 °C');
    const own = await product({ storageInstruction: 'Simpan di freezer, habiskan 3 hari setelah dibuka' });
    const b2 = await batchOf(own.id);
    const res2 = await post('/api/stock/label', { batchId: b2, size: '100x50' });
    expect((await pageTexts(pdfOf(res2)))[0]!.replace(/\s+/g, ' ')).toContain('habiskan 3 hari');
  });

  it('refuses bad sizes and copies (422), an unknown batch (404), no session (401), no right (403)', async () => {
    for (const body of [
      { batchId, size: '60x40' },
      { batchId, copies: 0 },
      { batchId, copies: 501 },
      { batchId, copies: 1.5 },
      { batchId, sheet: 'a5' },
      { batchId, extra: true },
      {},
    ]) {
      const res = await post('/api/stock/label', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().code).toBeTruthy();
    }
    const missing = await post('/api/stock/label', { batchId: 99_999_999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('record.notFound');
    expect((await t.call(null, 'POST', '/api/stock/label', { batchId })).statusCode).toBe(401);
    const kasir = await post('/api/stock/label', { batchId }, 'kasir');
    expect(kasir.statusCode).toBe(403);
    expect(kasir.json().code).toBe('right.missing');
  });
});

describe('material lot labels', () => {
  it("prints the material, lot code, vendor, received and expiry; another kind's lot is not found", async () => {
    const vendor = (await ok('/api/vendor/add', { name: 'CV Ayam Segar Label' })).datas as Json;
    const material = (await ok('/api/bahanBaku/add', { name: 'Daging Ayam Label', unit: 'kg' }))
      .datas as Json;
    const lot = (
      await ok('/api/bahanBaku/restock/add', {
        category: 'restock',
        materialId: material.id,
        vendorId: vendor.id,
        qty: 10,
        unitPrice: 40_000,
        date: '2026-11-01',
        batchCode: 'AYM-0111',
        expiryDate: '2026-12-30',
      })
    ).datas as Json;
    const res = await post(`/api/bahanBaku/stock/lot/${lot.id}/label`, { size: '50x30', copies: 2 });
    expect(res.statusCode).toBe(200);
    const doc = await PDFDocument.load(pdfOf(res));
    expect(doc.getPageCount()).toBe(2);
    expect(doc.getPage(0).getWidth()).toBeCloseTo(50 * MM, 2);
    const text = (await pageTexts(pdfOf(res)))[0]!.replace(/\s+/g, ' ');
    for (const part of [
      'Daging Ayam Label',
      'AYM-0111',
      'CV Ayam Segar Label',
      'Diterima: 01 Nov 2026',
      'Kedaluwarsa: 30 Des 2026',
    ])
      expect(text).toContain(part);
    // A raw material's lot is not a packaging lot.
    expect((await post(`/api/bahanKemasan/stock/lot/${lot.id}/label`, {})).statusCode).toBe(404);
    expect((await post(`/api/bahanBaku/stock/lot/${lot.id}/label`, { size: 'A4' })).statusCode).toBe(422);
  });
});

describe('the public page', () => {
  const lookup = (code: string, ip = '203.0.113.10') =>
    t.app.inject({ method: 'GET', url: `/api/public/batch/${encodeURIComponent(code)}`, remoteAddress: ip });

  it('answers four facts without a session; recalled says ditarik; unknown, guessed or malformed: one 404', async () => {
    const p = await product();
    const batchId = await batchOf(p.id, { date: today });
    const code = await publicCodeOf(batchId);
    expect(code).toMatch(/^[0-9a-f]{32}$/);
    const res = await lookup(code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      datas: { productName: p.name, productionDate: today, bestBefore: null, state: 'aman' },
    });
    await t.query(
      sql`update product_batches set recalled_at = now(), recall_reason = 'Uji tarik' where id = ${batchId}`,
    );
    const recalled = (await lookup(code)).json();
    expect(recalled.datas).toEqual({
      productName: p.name,
      productionDate: today,
      bestBefore: null,
      state: 'ditarik',
    });
    expect(JSON.stringify(recalled)).not.toContain('Uji tarik');

    const answers = await Promise.all(
      [
        '0'.repeat(32),
        code.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
        String(batchId),
        code.toUpperCase(),
        'x'.repeat(90),
        'abc-def',
      ].map(async (guess) => {
        const r = await lookup(guess);
        return { status: r.statusCode, body: r.json() };
      }),
    );
    for (const a of answers) expect(a, JSON.stringify(answers)).toEqual(answers[0]);
    expect(answers[0]!.status).toBe(404);
    expect(answers[0]!.body.code).toBe('record.notFound');
  });

  it('counts lookups per address: past the limit, 429 with Retry-After, for any code; other addresses go on', async () => {
    const ip = '198.51.100.77';
    for (let i = 0; i < 60; i++) expect((await lookup('0'.repeat(32), ip)).statusCode).toBe(404);
    const refused = await lookup('0'.repeat(32), ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('auth.tooManyAttempts');
    expect(refused.json().message).toContain('pencarian');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await lookup('0'.repeat(32), '198.51.100.78')).statusCode).toBe(404);
    // Lookups are not failed sign-ins: the address can still sign in.
    const signIn = await t.login('admin@pawon.test', 'pawon-admin', 'json', ip);
    expect(signIn.statusCode).toBe(200);
  });
});

describe('the batch a code names, signed in', () => {
  it('answers its id and product to the stock or trace screens; 404 as the public page; 403 without them', async () => {
    const p = await product();
    const batchId = await batchOf(p.id);
    const code = await publicCodeOf(batchId);
    expect((await ok('/api/stock/byCode', { code })).datas).toEqual({ batchId, productId: p.id });
    for (const guess of ['0'.repeat(32), String(batchId), 'x']) {
      const res = await post('/api/stock/byCode', { code: guess });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('record.notFound');
    }
    expect((await post('/api/stock/byCode', { code, batchId })).statusCode).toBe(422);
    expect((await post('/api/stock/byCode', { code }, 'kasir')).statusCode).toBe(403);
    expect((await t.call(null, 'POST', '/api/stock/byCode', { code })).statusCode).toBe(401);
  });
});
