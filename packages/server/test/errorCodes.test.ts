/**
 * Issue 18, errors with codes: every error answer carries a `code` of the contract's ErrorCode with its `params`, and
 * each field of `errors` its code in `fieldCodes`. Every other test file checks its answers against the contract
 * (helpers.ts), where `code` is required and an enum: an answer without a code, or with one the contract does not
 * list, fails that file too.
 */
import { errorCodes } from '@pawon/api-client/errorCodes';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { addDays, businessDate } from '../src/lib/dates.js';
import { loadContract } from '../src/openapi.js';
import { both, useTestApp, type Json } from './helpers.js';

const t = useTestApp();
const today = businessDate('Asia/Jakarta');
let seq = 0;

describe('the contract', () => {
  const contract = loadContract();
  const ajv = new Ajv({ strict: false });
  addFormats.default(ajv);
  for (const schema of contract.schemas) ajv.addSchema(schema);
  const errorBody = ajv.compile({ $ref: 'ErrorBody#' });

  it('requires a known code in every error body', () => {
    expect(errorBody({ status: 'error', code: 'stock.short', message: 'Stok kurang.' })).toBe(true);
    expect(errorBody({ status: 'error', message: 'Tanpa kode.' })).toBe(false);
    expect(errorBody({ status: 'error', code: 'stock.kurang', message: 'Kode asing.' })).toBe(false);
    expect(
      errorBody({
        status: 'error',
        code: 'validation.failed',
        message: 'x',
        fieldCodes: { qty: { code: 'nope' } },
      }),
    ).toBe(false);
  });

  it('lists the codes the generated client knows, each once and dotted', () => {
    const schema = contract.schemas.find((s) => s.$id === 'ErrorCode')!;
    expect(schema.enum).toEqual([...errorCodes]);
    expect(new Set(errorCodes).size).toBe(errorCodes.length);
    // `<area>.<case>`, the area a camelCase name as the contract's tags are (`stock.short`, `standingOrder.schedule`).
    for (const code of errorCodes) expect(code).toMatch(/^[a-z][a-zA-Z]*\.[a-zA-Z]+$/);
  });
});

describe('error answers carry a code and its parameters', () => {
  it('no session, an ended session, no right', async () => {
    const none = await t.call(null, 'POST', '/api/category/list', {});
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: 'auth.required', message: 'Silakan masuk terlebih dahulu.' });
    const ended = await t.call('not-a-token', 'POST', '/api/category/list', {});
    expect(ended.json()).toMatchObject({ code: 'auth.expired' });
    const cashier = await t.call('kasir', 'POST', '/api/category/add', { name: 'Tanpa Hak' });
    expect(cashier.statusCode).toBe(403);
    expect(cashier.json()).toMatchObject({ code: 'right.missing' });
  });

  it('wrong credentials name the login field by code too', async () => {
    const res = await t.login('admin@pawon.test', 'salah-sekali');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'auth.wrongCredentials',
      fieldCodes: { login: { code: 'auth.wrongCredentials' } },
    });
  });

  it.each(both)(
    'validation by the contract: the first field in params, each field its code and limit (%s)',
    async (enc) => {
      const res = await t.call(
        'admin',
        'POST',
        '/api/position/add',
        { code: 'X'.repeat(40), description: 'Tanpa nama' },
        enc,
      );
      expect(res.statusCode).toBe(422);
      const body = res.json();
      expect(body.code).toBe('validation.failed');
      expect(Object.keys(body.fieldCodes).sort()).toEqual(Object.keys(body.errors).sort());
      expect(body.fieldCodes.name).toEqual({ code: 'validation.required' });
      expect(body.fieldCodes.code).toEqual({
        code: 'validation.maxLength',
        params: { limit: expect.any(Number) },
      });
      expect(body.errors.code[0]).toBe(`Maksimal ${body.fieldCodes.code.params.limit} karakter.`);
      expect(Object.keys(body.errors)).toContain(body.params.field);
    },
  );

  it('a number over its maximum and an unknown field', async () => {
    const res = await t.post('/api/position/list', { perPage: 500, color: 'merah' });
    expect(res.statusCode).toBe(422);
    const { fieldCodes } = res.json();
    expect(fieldCodes.perPage.code).toMatch(/^validation\.(max|enum|type)$/);
    expect(fieldCodes.color).toEqual({ code: 'validation.unknownField' });
  });

  it('a missing record names its kind, for code and in Indonesian', async () => {
    const res = await t.call('admin', 'DELETE', '/api/category/delete/987654');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'record.notFound',
      params: { kind: 'category', what: 'Kategori' },
    });
    const order = await t.call('admin', 'DELETE', '/api/transaction/delete/987654');
    expect(order.json()).toMatchObject({ code: 'record.notFound', params: { kind: 'transaction' } });
  });

  it('a duplicate name gives the field and the value; a record in use is in use', async () => {
    const res = await t.post('/api/category/add', { name: 'pempek' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'name.duplicate',
      params: { field: 'name', value: 'pempek' },
      fieldCodes: { name: { code: 'name.duplicate' } },
    });
    const pempek = (await t.ok('/api/category/list', { search: 'Pempek' })).datas[0];
    const used = await t.call('admin', 'DELETE', `/api/category/delete/${pempek.id}`);
    expect(used.statusCode).toBe(409);
    expect(used.json()).toMatchObject({ code: 'record.inUse', params: { count: 2 } });
  });

  it.each(both)('a stale version says who changed it and when (%s)', async (enc) => {
    seq += 1;
    const c = (await t.ok('/api/category/add', { name: `Kode Usang ${enc} ${seq}` })).datas;
    await t.ok('/api/category/update', { id: c.id, version: c.version, name: `Kode Baru ${enc} ${seq}` });
    const stale = await t.call(
      'admin',
      'POST',
      '/api/category/update',
      { id: c.id, version: c.version, name: 'Lain' },
      enc,
    );
    expect(stale.statusCode).toBe(409);
    const body = stale.json();
    expect(body).toMatchObject({
      code: 'version.stale',
      params: { changedBy: 'Admin Pawon', changedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
      fieldCodes: { version: { code: 'version.stale' } },
    });
    expect(body.params.changedAt).toBe(body.conflict.changedAt);
  });

  it.each(both)(
    'a stock short gives the material, what is available, what was asked and the unit (%s)',
    async (enc) => {
      seq += 1;
      const m = (
        await t.ok('/api/bahanBaku/add', {
          name: `Bahan Kode ${seq}`,
          unit: 'kg',
          unitPrice: 10_000,
          minStock: 1,
        })
      ).datas as Json;
      const vendor = (await t.ok('/api/vendor/list', { search: 'Plastik Jaya' })).datas[0].id;
      await t.ok('/api/bahanBaku/restock/add', {
        category: 'restock',
        materialId: m.id,
        qty: 2.25,
        vendorId: vendor,
        date: addDays(today, -1),
      });
      const res = await t.call(
        'admin',
        'POST',
        '/api/bahanBaku/restock/add',
        { category: 'used', materialId: m.id, qty: 3 },
        enc,
      );
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'stock.short',
        params: { name: m.name, available: 2.25, requested: 3, unit: 'kg', expired: 0 },
        available: 2.25,
        fieldCodes: { qty: { code: 'stock.short', params: { available: 2.25, unit: 'kg' } } },
      });
    },
  );

  it('a material with restocks keeps its unit: the code names it and its unit, on the unit field too', async () => {
    seq += 1;
    const m = (
      await t.ok('/api/bahanBaku/add', {
        name: `Bahan Satuan ${seq}`,
        unit: 'kg',
        unitPrice: 1_000,
        minStock: 1,
      })
    ).datas as Json;
    await t.ok('/api/bahanBaku/restock/add', {
      category: 'restock',
      materialId: m.id,
      qty: 1,
      date: addDays(today, -1),
    });
    const now = (await t.ok('/api/bahanBaku/list', { search: m.name })).datas[0];
    const res = await t.post('/api/bahanBaku/update', {
      id: m.id,
      version: now.version,
      name: m.name,
      unit: 'gram',
      unitPrice: 1_000,
      minStock: 1,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'material.unitLocked',
      params: { name: m.name, unit: 'kg' },
      fieldCodes: { unit: { code: 'material.unitLocked' } },
    });
  });

  it('a month without its year', async () => {
    const res = await t.post('/api/report/getExpenses', { month: 3 });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'report.yearRequired', params: { field: 'year' } });
  });

  it('a period that ends before it starts, a date after today, an unknown address', async () => {
    const rule = await t.post('/api/report/getExpenses', { dateFrom: today, dateTo: addDays(today, -3) });
    expect(rule.statusCode).toBe(422);
    expect(rule.json()).toMatchObject({
      code: 'date.beforeStart',
      params: { field: 'dateTo', start: today },
      fieldCodes: { dateTo: { code: 'date.beforeStart' } },
    });
    const future = await t.post('/api/bahanBaku/restock/add', {
      category: 'restock',
      materialId: 1,
      qty: 1,
      date: addDays(today, 2),
    });
    expect(future.statusCode).toBe(422);
    expect(future.json().fieldCodes.date).toMatchObject({ code: 'date.afterToday' });
    const unknown = await t.call('admin', 'GET', '/api/tidak-ada');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'route.notFound',
      params: { method: 'GET', path: '/api/tidak-ada' },
    });
  });
});
