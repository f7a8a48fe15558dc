/**
 * The contract conformance check (src/plugins/conformance.ts) that every server test file (test/helpers.ts) and the
 * e2e runs (PAWON_CONFORMANCE_LOG) put on the server's answers: it must see an undeclared status, an extra field, a
 * wrong type and a body that is not JSON, report them without changing the answer, and pass conforming answers.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RouteHandlerMethod } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { loadContract } from '../src/openapi.js';
import {
  closedSchema,
  conformanceChecker,
  describeViolation,
  fileSink,
  type Violation,
} from '../src/plugins/conformance.js';
import { handlers } from '../src/routes/index.js';
import { useTestApp, type Json } from './helpers.js';

const t = useTestApp();
const contract = loadContract();
const checker = conformanceChecker(contract);
const LIST = '/api/position/list';

describe('the conformance checker', () => {
  let page: Json;
  beforeAll(async () => {
    page = await t.ok(LIST, {});
  });
  const check = (status: number, body: unknown) =>
    checker.check('POST', LIST, status, typeof body === 'string' ? body : JSON.stringify(body));

  it('passes a real answer, a declared error and an error under `default`', () => {
    expect(page.datas.length).toBeGreaterThan(0);
    expect(check(200, page)).toBeUndefined();
    const error = { status: 'error', code: 'auth.required', message: 'Silakan masuk terlebih dahulu.' };
    expect(check(401, error)).toBeUndefined();
    // 413 is not listed for a list; the contract's `default` (any other error) covers it.
    expect(check(413, { ...error, code: 'request.tooLarge', message: 'Terlalu besar.' })).toBeUndefined();
  });

  it('reports an undeclared status', () => {
    expect(check(201, page)).toMatch(/answered 201, which the contract does not list/);
    expect(checker.check('POST', LIST, 204, undefined)).toMatch(/answered 204/);
  });

  it('reports a field the contract does not name, at any depth', () => {
    expect(check(200, { ...page, extra: 1 })).toMatch(/must NOT have additional properties/);
    const row = { ...page.datas[0], secret: 'x' };
    expect(check(200, { ...page, datas: [row] })).toMatch(/datas\/0.*additional properties/);
    expect(check(401, { status: 'error', code: 'auth.required', message: 'x', stack: 'at …' })).toMatch(
      /additional properties/,
    );
  });

  it('reports a wrong type, a missing field, an unknown enum value and a body that is not JSON', () => {
    expect(check(200, { ...page, total: '3' })).toMatch(/body\/total must be integer/);
    const { code: _code, ...noCode } = { status: 'error', code: 'auth.required', message: 'x' };
    expect(check(401, noCode)).toMatch(/must have required property 'code'/);
    expect(check(200, { ...page, status: 'ok' })).toMatch(/allowed values/);
    expect(check(200, '<html>')).toMatch(/not JSON/);
  });

  it('leaves routes that are no operation alone', () => {
    expect(checker.check('GET', '/build/*', 200, '<html>')).toBeUndefined();
  });

  it('closes objects that name their properties, not open maps or combinations', () => {
    expect(closedSchema({ type: 'object', properties: { a: { type: 'string' } } })).toEqual({
      type: 'object',
      properties: { a: { type: 'string' } },
      additionalProperties: false,
    });
    const map = { type: 'object', additionalProperties: { type: 'string' } };
    expect(closedSchema(map)).toEqual(map);
    const either = { properties: { a: {} }, anyOf: [{ required: ['a'] }] };
    expect(closedSchema(either)).toEqual(either);
    // A property called `properties` or `enum` is a name, not a keyword.
    expect(closedSchema({ properties: { enum: { type: 'object', properties: {} } } })).toEqual({
      properties: { enum: { type: 'object', properties: {}, additionalProperties: false } },
      additionalProperties: false,
    });
  });
});

describe('the check on a running app', () => {
  const seen: Violation[] = [];
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  const log = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pawon-conf-')), 'violations.jsonl');

  // Two operations answering what the contract does not allow: a status it does not list, and a field it does not
  // name (both sent as text, past the serializer, which would otherwise drop the field or refuse the body).
  const json = 'application/json; charset=utf-8';
  const broken: Record<string, RouteHandlerMethod> = {
    ...handlers,
    positionList: async (_req, reply) =>
      reply
        .status(202)
        .type(json)
        .send(JSON.stringify({ status: 'success' })),
    categoryList: async (_req, reply) =>
      reply
        .type(json)
        .send(JSON.stringify({ status: 'success', datas: [], total: 0, page: 1, perPage: 25, debug: true })),
  };

  beforeAll(async () => {
    app = await buildApp({
      db: t.database.db,
      config: { ...loadConfig({}), dataDir: t.dataDir, appDist: path.join(t.dataDir, 'no-app') },
      handlers: broken,
      conformance: (v) => seen.push(v),
    });
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(path.dirname(log), { recursive: true, force: true });
  });

  const call = async (url: string, test?: string) =>
    app!.inject({
      method: 'POST',
      url,
      payload: {},
      headers: {
        authorization: `Bearer ${await t.tokenOf('admin')}`,
        ...(test ? { 'x-pawon-test': encodeURIComponent(test) } : {}),
      },
    });

  it('records each violation with the test that caused it, and sends the answer unchanged', async () => {
    const res = await call(LIST, 'Jabatan › daftar');
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ status: 'success' });
    const extra = await call('/api/category/list');
    expect(extra.statusCode).toBe(200);
    expect(extra.json().debug).toBe(true);
    expect(seen.map(describeViolation)).toEqual([
      `POST ${LIST} (${LIST}) answered 202, which the contract does not list for this operation [Jabatan › daftar]`,
      expect.stringMatching(/^POST \/api\/category\/list .*200: body must NOT have additional properties/),
    ]);
    // Conforming answers add nothing.
    expect((await call('/api/vendor/list')).statusCode).toBe(200);
    expect((await app!.inject({ method: 'POST', url: '/api/vendor/list', payload: {} })).statusCode).toBe(
      401,
    );
    expect(seen).toHaveLength(2);
  });

  it('appends to a file, one JSON line each, when the e2e mode names one', async () => {
    const sink = fileSink(log);
    for (const v of seen) sink(v);
    const lines = fs.readFileSync(log, 'utf8').trim().split('\n');
    expect(lines.map((l) => JSON.parse(l) as Violation)).toEqual(seen);
    expect(loadConfig({ PAWON_CONFORMANCE_LOG: log }).conformanceLog).toBe(log);
    expect(loadConfig({}).conformanceLog).toBeUndefined();
  });
});
