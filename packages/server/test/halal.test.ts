/**
 * Issue 40, the halal register (decision 057): a raw material's certificate (or "tidak perlu"), its file checked by
 * content, the rule of production runs with its override and right, the trace's marks, the register and its
 * export, and the dashboard's warning.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessDate } from '../src/lib/dates.js';
import { both, multipart, useTestApp, type Json, type Role } from './helpers.js';

const t = useTestApp();
const today = businessDate('Asia/Jakarta');
const day = (n: number) => addDays(today, n);
const { post, ok } = t;

let seq = 0;
/** A raw material with a lot of 100 (expiring in 60 days), and the halal fields given. */
async function material(halal: Json = {}) {
  seq += 1;
  const m = (
    await ok('/api/bahanBaku/add', { name: `Bahan Halal ${seq}`, unit: 'kg', unitPrice: 1_000, ...halal })
  ).datas as Json;
  await ok('/api/bahanBaku/restock/add', {
    category: 'restock',
    materialId: m.id,
    qty: 100,
    unitPrice: 1_000,
    date: day(-10),
    expiryDate: day(60),
  });
  return m;
}

const certified = (expiry: string, extra: Json = {}) => ({
  halalStatus: 'certified',
  halalNumber: `ID00110000${++seq}`,
  halalIssuer: 'BPJPH',
  halalExpiry: expiry,
  ...extra,
});

async function product() {
  seq += 1;
  const category = (await ok('/api/category/list', {})).datas[0].id;
  return (
    await ok('/api/product/add', {
      code: `HAL${seq}`,
      name: `Produk Halal ${seq}`,
      categoryId: category,
      price: 5_000,
      unit: 'pcs',
    })
  ).datas as Json;
}

/** Turns the business profile's halal rule on or off. */
async function halalRequired(on: boolean) {
  const profile = (await t.call('admin', 'GET', '/api/business-profile')).json().datas as Json;
  await ok('/api/business-profile/update', {
    name: profile.name,
    version: profile.version,
    halalRequired: on,
  });
}

const runBody = (productId: number, materials: Json[], extra: Json = {}) => ({
  date: day(-1),
  productId,
  qty: 10,
  inputs: materials.map((m) => ({ materialId: m.id, qty: 1 })),
  ...extra,
});

const runCount = async () =>
  (await t.query<{ n: number }>(sql`select count(*)::int as n from production_runs`))[0]!.n;

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

async function upload(
  id: number,
  file: { filename: string; type: string; data: Buffer },
  role: Role = 'admin',
) {
  const mp = multipart({ id }, { file });
  return t.app.inject({
    method: 'POST',
    url: '/api/bahanBaku/halal/upload',
    headers: { ...mp.headers, authorization: `Bearer ${await t.tokenOf(role)}` },
    payload: mp.payload,
  });
}

/** The trace export's "Override halal" column from a batch, by step (the first column): each line's value. */
async function overrideColumn(batchId: number): Promise<Record<string, string[]>> {
  const res = await post('/api/report/trace/export', { batchId, format: 'csv', separator: ',' });
  expect(res.statusCode, res.body).toBe(200);
  // A CSV line's cells: quoted ones may hold the separator.
  const cells = (line: string) =>
    [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map((m) =>
      m[1]!.replace(/^"|"$/g, '').replace(/""/g, '"'),
    );
  const [head, ...lines] = res.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  const at = cells(head!).indexOf('Override halal');
  expect(at).toBeGreaterThan(0);
  const byStep: Record<string, string[]> = {};
  for (const line of lines.map(cells)) if (line[0] !== 'TOTAL') (byStep[line[0]!] ??= []).push(line[at]!);
  return byStep;
}

const halalDir = () => path.join(t.dataDir, 'uploads', 'halal');

describe("a raw material's halal status", () => {
  it.each(both)(
    'is recorded as a certificate or as not needed, its state of today answered (%s)',
    async (enc) => {
      const res = await t.call(
        'admin',
        'POST',
        '/api/bahanBaku/add',
        {
          name: `Tepung Halal ${enc}`,
          unit: 'kg',
          ...certified(day(20), { halalIssuer: 'other', halalIssuerName: 'Halal Malaysia' }),
        },
        enc,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().datas).toMatchObject({
        halalStatus: 'certified',
        halalIssuer: 'other',
        halalIssuerName: 'Halal Malaysia',
        halalExpiry: day(20),
        halalReason: null,
        halalFile: null,
        halalState: 'expiring',
      });
      const water = await ok('/api/bahanBaku/add', {
        name: `Air ${enc}`,
        unit: 'liter',
        halalStatus: 'notNeeded',
        halalReason: ' Air bersih ',
      });
      expect(water.datas).toMatchObject({
        halalStatus: 'notNeeded',
        halalReason: 'Air bersih',
        halalState: 'notNeeded',
      });
      const none = await ok('/api/bahanBaku/add', { name: `Ayam ${enc}`, unit: 'kg' });
      expect(none.datas).toMatchObject({ halalStatus: null, halalState: 'missing' });
    },
  );

  it('refuses a certificate without its fields, a reason-less "tidak perlu", and halal on packaging; nothing changes', async () => {
    const before = await t.digest();
    const cases: Array<[Json, string, string]> = [
      [
        { halalStatus: 'certified', halalIssuer: 'BPJPH', halalExpiry: day(100) },
        'halalNumber',
        'validation.required',
      ],
      [
        { halalStatus: 'certified', halalNumber: 'X1', halalExpiry: day(100) },
        'halalIssuer',
        'validation.required',
      ],
      [
        { halalStatus: 'certified', halalNumber: 'X1', halalIssuer: 'BPJPH' },
        'halalExpiry',
        'validation.required',
      ],
      [{ ...certified(day(100)), halalIssuer: 'other' }, 'halalIssuerName', 'validation.required'],
      [{ halalStatus: 'notNeeded', halalReason: '  ' }, 'halalReason', 'validation.required'],
    ];
    for (const [halal, field, code] of cases) {
      const res = await post('/api/bahanBaku/add', { name: 'Bahan Salah', unit: 'kg', ...halal });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().fieldCodes[field].code).toBe(code);
    }
    const bad = await post('/api/bahanBaku/add', { name: 'Bahan Salah', unit: 'kg', halalStatus: 'maybe' });
    expect(bad.statusCode).toBe(422);
    const packaging = await post('/api/bahanKemasan/add', {
      name: 'Plastik Halal',
      unit: 'pcs',
      packagingType: 'consumable',
      ...certified(day(100)),
    });
    expect(packaging.statusCode, packaging.body).toBe(422);
    expect(packaging.json().code).toBe('halal.rawOnly');
    expect(await t.digest()).toBe(before);
  });

  it('keeps the halal fields when an update leaves them out; null clears them, the file with them', async () => {
    const m = await material(certified(day(200)));
    expect(
      (await upload(m.id, { filename: 'sertifikat.pdf', type: 'application/pdf', data: PDF })).statusCode,
    ).toBe(200);
    const withFile = (await ok('/api/bahanBaku/list', { ids: [m.id] })).datas[0] as Json;
    expect(withFile.halalFile).toMatch(/^\/api\/bahanBaku\/halal\/file\/[a-f0-9]{32}\.pdf$/);
    const stored = path.join(halalDir(), withFile.halalFile.split('/').pop());
    expect(fs.existsSync(stored)).toBe(true);

    const kept = await ok('/api/bahanBaku/update', {
      id: m.id,
      version: withFile.version,
      name: m.name,
      unit: 'kg',
    });
    expect(kept.datas).toMatchObject({ halalStatus: 'certified', halalFile: withFile.halalFile });
    // A renewed certificate keeps its file.
    const renewed = await ok('/api/bahanBaku/update', {
      id: m.id,
      version: kept.datas.version,
      name: m.name,
      unit: 'kg',
      ...certified(day(400)),
    });
    expect(renewed.datas).toMatchObject({
      halalExpiry: day(400),
      halalFile: withFile.halalFile,
      halalState: 'valid',
    });
    const cleared = await ok('/api/bahanBaku/update', {
      id: m.id,
      version: renewed.datas.version,
      name: m.name,
      unit: 'kg',
      halalStatus: null,
    });
    expect(cleared.datas).toMatchObject({
      halalStatus: null,
      halalNumber: null,
      halalFile: null,
      halalState: 'missing',
    });
    expect(fs.existsSync(stored)).toBe(false);
  });
});

describe('the certificate file', () => {
  it('takes a PDF or an image checked by content, read back only with the session and a right', async () => {
    const m = await material(certified(day(200)));
    const pdf = await upload(m.id, { filename: 'a.pdf', type: 'application/pdf', data: PDF });
    expect(pdf.statusCode, pdf.body).toBe(200);
    const url = pdf.json().datas.halalFile as string;
    const read = await t.call('admin', 'GET', url);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('application/pdf');
    expect(read.headers['content-security-policy']).toContain('sandbox');
    expect(read.rawPayload.equals(PDF)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    // The cashier holds neither the raw materials nor the register.
    expect((await t.call('kasir', 'GET', url)).statusCode).toBe(403);

    // An image is decoded and stored as WebP; the PDF it replaces is removed.
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const image = await upload(m.id, { filename: 'scan.png', type: 'image/png', data: png });
    expect(image.statusCode, image.body).toBe(200);
    expect(image.json().datas.halalFile).toMatch(/\.webp$/);
    expect(fs.existsSync(path.join(halalDir(), url.split('/').pop()!))).toBe(false);
    expect((await t.call('admin', 'GET', url)).statusCode).toBe(404);
  });

  it('refuses what is not a certificate, a PDF with a script, a material not certified, and a user without the right', async () => {
    const m = await material(certified(day(200)));
    const files = fs.existsSync(halalDir()) ? fs.readdirSync(halalDir()).length : 0;
    const script = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF\n',
      'latin1',
    );
    for (const data of [
      script,
      Buffer.from('<html>not a pdf</html>'),
      Buffer.from('%PDF-1.4 without an end'),
    ]) {
      const res = await upload(m.id, { filename: 'x.pdf', type: 'application/pdf', data });
      expect(res.statusCode, res.body).toBe(415);
      expect(res.json().code).toBe('file.notCertificate');
    }
    const none = await material({ halalStatus: 'notNeeded', halalReason: 'Garam' });
    const refused = await upload(none.id, { filename: 'a.pdf', type: 'application/pdf', data: PDF });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('halal.notCertified');
    expect(
      (await upload(999_999, { filename: 'a.pdf', type: 'application/pdf', data: PDF })).statusCode,
    ).toBe(404);
    // Staff hold Produksi, not Data Bahan Baku.
    expect(
      (await upload(m.id, { filename: 'a.pdf', type: 'application/pdf', data: PDF }, 'staff')).statusCode,
    ).toBe(403);
    expect(fs.existsSync(halalDir()) ? fs.readdirSync(halalDir()).length : 0).toBe(files);
    expect((await t.call('admin', 'GET', '/api/bahanBaku/halal/file/..%2F..%2Fsecret.pdf')).statusCode).toBe(
      422,
    );
  });
});

describe('production runs and halal', () => {
  let p: Json;
  let valid: Json;
  let missing: Json;
  let expired: Json;
  let onTheDay: Json;
  let water: Json;
  beforeAll(async () => {
    p = await product();
    valid = await material(certified(day(300)));
    missing = await material();
    // Expired two days ago: the run of yesterday took it expired; one expiring on the run's day is still valid.
    expired = await material(certified(day(-2)));
    onTheDay = await material(certified(day(-1)));
    water = await material({ halalStatus: 'notNeeded', halalReason: 'Air' });
    await halalRequired(true);
  });
  afterAll(() => halalRequired(false));

  it('records a run whose materials are certified on its date or need none', async () => {
    const res = await post('/api/produksi/add', runBody(p.id, [valid, onTheDay, water]));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().datas.halalOverride).toBeNull();
  });

  it('refuses a missing or expired certificate with 409 naming the materials, changing nothing', async () => {
    const before = await t.digest();
    const res = await post('/api/produksi/add', runBody(p.id, [valid, missing, expired]));
    expect(res.statusCode, res.body).toBe(409);
    const body = res.json();
    expect(body.code).toBe('halal.uncertified');
    expect(body.params).toMatchObject({ count: 2 });
    expect(body.message).toContain(missing.name);
    expect(body.message).toContain(expired.name);
    expect(body.materials).toEqual(
      [
        { id: missing.id, name: missing.name, state: 'missing', expiry: null },
        { id: expired.id, name: expired.name, state: 'expired', expiry: day(-2) },
      ].sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase())),
    );
    expect(await t.digest()).toBe(before);
  });

  it('refuses an override from a user without "Override Halal" (403) and a bad one (422); nothing changes', async () => {
    const count = await runCount();
    const staff = await post(
      '/api/produksi/add',
      runBody(p.id, [missing], { halalOverride: { reason: 'Darurat' } }),
      'staff',
    );
    expect(staff.statusCode, staff.body).toBe(403);
    expect(staff.json()).toMatchObject({ code: 'right.missing', params: { rule: 'halal' } });
    expect(await runCount()).toBe(count);
    const before = await t.digest();
    // Staff may record runs of certified materials.
    for (const bad of [{ reason: '' }, {}, { reason: 'x', extra: 1 }, 'ya']) {
      const res = await post('/api/produksi/add', runBody(p.id, [missing], { halalOverride: bad }));
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
    }
    expect(await t.digest()).toBe(before);
    expect((await post('/api/produksi/add', runBody(p.id, [valid]), 'staff')).statusCode).toBe(200);
  });

  it.each(both)(
    'records an override with who, when, why and which materials; the trace marks the run and batch (%s)',
    async (enc) => {
      const count = await runCount();
      const res = await t.call(
        'admin',
        'POST',
        '/api/produksi/add',
        runBody(p.id, [valid, missing], { halalOverride: { reason: ' Sertifikat dalam perpanjangan ' } }),
        enc,
      );
      expect(res.statusCode, res.body).toBe(200);
      const run = res.json().datas as Json;
      expect(await runCount()).toBe(count + 1);
      expect(run.halalOverride).toMatchObject({
        by: { name: expect.any(String) },
        reason: 'Sertifikat dalam perpanjangan',
        materials: [{ id: missing.id, name: missing.name, state: 'missing', expiry: null }],
      });
      expect(Date.parse(run.halalOverride.at)).toBeGreaterThan(Date.now() - 60_000);
      const audit = await t.query<{ after: Json }>(
        sql`select after from audit_log where entity = 'production' and entity_id = ${run.id} order by id desc limit 1`,
      );
      expect(audit[0]!.after.halalOverride.reason).toBe('Sertifikat dalam perpanjangan');

      const trace = await ok('/api/report/trace', { batchId: run.batch.id });
      expect(trace.runs).toEqual([expect.objectContaining({ id: run.id, halalOverride: true })]);
      expect(trace.batches).toEqual([expect.objectContaining({ id: run.batch.id, halalOverride: true })]);
      // The export says it too, in its "Override halal" column: on the run's and the batch's lines, none on the lots'.
      const marked = await overrideColumn(run.batch.id);
      expect(marked).toMatchObject({ Produksi: ['Ya'], 'Batch produk': ['Ya'] });
      expect(marked['Lot bahan baku']).toEqual(['', '']);

      // An edit keeps the override for the same materials; another uncertified material needs a new one.
      const edit = await post('/api/produksi/update', {
        ...runBody(p.id, [valid, missing], { qty: 12 }),
        id: run.id,
        version: run.version,
      });
      expect(edit.statusCode, edit.body).toBe(200);
      expect(edit.json().datas.halalOverride.reason).toBe('Sertifikat dalam perpanjangan');
      const more = await post('/api/produksi/update', {
        ...runBody(p.id, [valid, missing, expired]),
        id: run.id,
        version: edit.json().datas.version,
      });
      expect(more.statusCode).toBe(409);
      expect(more.json().code).toBe('halal.uncertified');
      // Certified inputs only: the override is no longer needed and goes.
      const clean = await post('/api/produksi/update', {
        ...runBody(p.id, [valid]),
        id: run.id,
        version: edit.json().datas.version,
      });
      expect(clean.statusCode, clean.body).toBe(200);
      expect(clean.json().datas.halalOverride).toBeNull();
      expect(await overrideColumn(run.batch.id)).toMatchObject({ Produksi: ['–'], 'Batch produk': ['–'] });
      await t.call('admin', 'DELETE', `/api/produksi/delete/${run.id}`);
    },
  );

  it('applies the same rule when a planned run is started', async () => {
    const planned = (await ok('/api/plan/createRuns', { date: today, lines: [{ productId: p.id, qty: 3 }] }))
      .datas[0];
    const inputs = [{ materialId: missing.id, qty: 1 }];
    const refused = await post('/api/produksi/start', { id: planned.id, version: planned.version, inputs });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('halal.uncertified');
    const staff = await post(
      '/api/produksi/start',
      { id: planned.id, version: planned.version, inputs, halalOverride: { reason: 'Uji' } },
      'staff',
    );
    expect(staff.statusCode).toBe(403);
    const started = await post('/api/produksi/start', {
      id: planned.id,
      version: planned.version,
      inputs,
      halalOverride: { reason: 'Sertifikat baru dalam proses' },
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().datas).toMatchObject({
      state: 'recorded',
      halalOverride: { reason: 'Sertifikat baru dalam proses', materials: [{ id: missing.id }] },
    });
  });

  it('holds only while the business profile asks for it', async () => {
    await halalRequired(false);
    try {
      const res = await post('/api/produksi/add', runBody(p.id, [missing]));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().datas.halalOverride).toBeNull();
    } finally {
      await halalRequired(true);
    }
  });
});

describe('the Register Halal', () => {
  let p: Json;
  let q: Json;
  const mats: Json[] = [];
  beforeAll(async () => {
    p = await product();
    q = await product();
    mats.push(await material(certified(day(300))));
    mats.push(await material(certified(day(10))));
    mats.push(await material(certified(day(-5))));
    mats.push(await material());
    mats.push(await material({ halalStatus: 'notNeeded', halalReason: 'Garam dapur' }));
    await ok('/api/produksi/recipe/save', {
      productId: p.id,
      lines: mats.map((m) => ({ materialId: m.id, qtyPerUnit: 0.1 })),
    });
    await ok('/api/produksi/recipe/save', {
      productId: q.id,
      lines: [{ materialId: mats[1]!.id, qtyPerUnit: 1 }],
    });
  });

  it("lists each product's recipe materials with their state, filtered and paged on the server", async () => {
    const all = await ok('/api/report/halal', { productId: p.id });
    expect(all).toMatchObject({ total: 5, page: 1, date: today });
    expect(all.totals).toEqual({ valid: 1, expiring: 1, expired: 1, missing: 1, notNeeded: 1 });
    expect(all.datas.map((r: Json) => [r.material.id, r.material.state])).toEqual([
      [mats[0]!.id, 'valid'],
      [mats[1]!.id, 'expiring'],
      [mats[2]!.id, 'expired'],
      [mats[3]!.id, 'missing'],
      [mats[4]!.id, 'notNeeded'],
    ]);
    expect(all.datas[0]).toMatchObject({
      key: `${p.id}-${mats[0]!.id}`,
      product: { id: p.id, code: p.code },
    });
    const problems = await ok('/api/report/halal', { productId: p.id, states: ['expired', 'missing'] });
    expect(problems.total).toBe(2);
    expect(problems.datas.map((r: Json) => r.material.state)).toEqual(['expired', 'missing']);
    const page2 = await ok('/api/report/halal', { productId: p.id, perPage: 2, page: 2 });
    expect(page2.datas.map((r: Json) => r.material.id)).toEqual([mats[2]!.id, mats[3]!.id]);
    const search = await ok('/api/report/halal', { search: mats[1]!.name });
    expect(search.datas.map((r: Json) => r.product.id).sort()).toEqual([p.id, q.id].sort());
    // On a day a year on, the valid one has expired too.
    const later = await ok('/api/report/halal', { productId: p.id, date: day(365) });
    expect(later.totals).toMatchObject({ valid: 0, expired: 3 });
  });

  it('exports every matching row as XLSX and CSV', async () => {
    const xlsx = await post('/api/report/halal/export', { productId: p.id });
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('register-halal');
    const csv = await post('/api/report/halal/export', { productId: p.id, format: 'csv', separator: ';' });
    expect(csv.statusCode).toBe(200);
    const text = csv.body;
    expect(text).toContain('Status Halal;Nomor Sertifikat;Penerbit;Berlaku Sampai');
    expect(text).toContain(mats[0]!.halalNumber);
    expect(text).toContain('Belum ada sertifikat');
    expect(text).toContain('Garam dapur');
  });

  it('warns of certificates expiring within 30 days and expired ones a recipe uses', async () => {
    const unused = await material(certified(day(-3)));
    const res = await ok('/api/report/halal/expiring', {});
    const ids = res.datas.map((m: Json) => m.id);
    expect(ids).toContain(mats[1]!.id);
    expect(ids).toContain(mats[2]!.id);
    expect(ids).not.toContain(mats[0]!.id);
    expect(ids).not.toContain(unused.id);
    expect(res.datas.find((m: Json) => m.id === mats[1]!.id)).toMatchObject({
      state: 'expiring',
      recipes: 2,
    });
    expect(res.total).toBeGreaterThanOrEqual(2);
  });

  it('is read only with its menu', async () => {
    expect((await post('/api/report/halal', {}, 'staff')).statusCode).toBe(403);
    expect((await post('/api/report/halal/expiring', {}, 'kasir')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/report/halal', payload: {} })).statusCode).toBe(
      401,
    );
    const bad = await post('/api/report/halal', { states: ['bogus'] });
    expect(bad.statusCode).toBe(422);
    expect((await post('/api/report/halal', { perPage: 500 })).statusCode).toBe(422);
  });

  it('seeds its menus: the register for report readers, the override for owners and admins only', async () => {
    const menus = await t.query<{ url: string; level: string }>(
      sql`select url, level from menus where url in ('/report/halal', '/produksi/override-halal') order by url`,
    );
    expect(menus).toEqual([
      { url: '/produksi/override-halal', level: 'action' },
      { url: '/report/halal', level: 'submenu' },
    ]);
    const granted = await t.query<{ name: string }>(
      sql`select g.name from group_menus gm join auth_groups g on g.id = gm.group_id join menus m on m.id = gm.menu_id
          where m.url = '/produksi/override-halal' order by g.name`,
    );
    expect(granted.map((g) => g.name)).toEqual(['Owner', 'Super Admin']);
  });
});
