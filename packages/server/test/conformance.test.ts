/**
 * The contract conformance check (src/plugins/conformance.ts) that every server test file (test/helpers.ts) and the
 * e2e runs (PAWON_CONFORMANCE_LOG) put on the server's answers: it must see an undeclared status, an extra field, a
 * wrong type and a body that is not JSON, report them without changing the answer, and pass conforming answers.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { RouteHandlerMethod } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { loadContract } from '../src/openapi.js';
import {
  closedSchema,
  conformanceChecker,
  describeViolation,
  fileSink,
  misuseOf,
  type Violation,
} from '../src/plugins/conformance.js';
import { toRouteHandler } from '../src/routes/handler.js';
import { handlers } from '../src/routes/index.js';
import { multipart, PNG, useTestApp, type Json } from './helpers.js';

const t = useTestApp();
const contract = loadContract();
const checker = conformanceChecker(contract);
const LIST = '/api/position/list';

/** An empty POST as the admin to an app of a test's own, named by the test header when `test` is given. */
const postAsAdmin = async (app: Awaited<ReturnType<typeof buildApp>>, url: string, test?: string) =>
  app.inject({
    method: 'POST',
    url,
    payload: {},
    headers: {
      authorization: `Bearer ${await t.tokenOf('admin')}`,
      ...(test ? { 'x-pawon-test': encodeURIComponent(test) } : {}),
    },
  });

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

  const call = (url: string, test?: string) => postAsAdmin(app!, url, test);

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

/** Fastify reports a second send once the first has ended: a few turns of the event loop after the answer came. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("Fastify's reports of a reply used wrongly", () => {
  const seen: Violation[] = [];
  const lines: Json[] = [];
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  const json = 'application/json; charset=utf-8';

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Json);
        done();
      },
    });
    app = await buildApp({
      db: t.database.db,
      config: { ...loadConfig({}), dataDir: t.dataDir, appDist: path.join(t.dataDir, 'no-app') },
      // A level above Fastify's warning: the check still sees it, the log still leaves it out.
      logger: { level: 'error', stream },
      handlers: {
        ...handlers,
        ongkirList: async function (req, reply) {
          const body: unknown = await handlers.ongkirList!.call(req.server, req, reply);
          await reply.type(json).send(body);
          return body;
        },
        productList: async function (req, reply) {
          await reply.send(await handlers.productList!.call(req.server, req, reply));
          throw new Error('terlambat');
        },
        // A typed handler that sends its answer itself, for an operation that takes an Idempotency-Key.
        customerAdd: toRouteHandler(async ({ reply }) =>
          reply.type('text/plain; charset=utf-8').send('berkas'),
        ),
      },
      conformance: (v) => seen.push(v),
    });
  });
  afterAll(() => app?.close());

  const call = (url: string, test?: string) => postAsAdmin(app!, url, test);

  it('reports a reply sent twice and a handler failing after its answer, naming the request', async () => {
    const twice = await call('/api/ongkir/list', 'Ongkir › dua kali');
    expect(twice.statusCode, twice.body).toBe(200);
    expect(twice.json().status).toBe('success');
    const late = await call('/api/product/list');
    expect(late.statusCode, late.body).toBe(200);
    await settled();
    expect(seen.map(describeViolation)).toEqual([
      expect.stringMatching(
        /^POST \/api\/ongkir\/list \(\/api\/ongkir\/list\) Fastify reported a misuse of the reply: Reply was already sent.*\(FST_ERR_REP_ALREADY_SENT\) \[Ongkir › dua kali\]$/,
      ),
      'POST /api/product/list (/api/product/list) Fastify reported a misuse of the reply: ' +
        'Promise errored, but reply.sent = true was set: terlambat',
    ]);
    expect(seen.map((v) => v.status)).toEqual([200, 200]);
  });

  it('leaves the log as asked: its level, its serializers', () => {
    // The warning (below `error`) is not written; the error is, through src/lib/logging.ts's serializer.
    expect(lines.map((l) => l.msg)).toEqual(['Promise errored, but reply.sent = true was set']);
    expect(lines[0]!.err).toMatchObject({ type: 'Error', message: 'terlambat' });
  });

  it('a handler sending its own answer is no misuse, but is refused (and reported) where a key must keep it', async () => {
    const headers = { authorization: `Bearer ${await t.tokenOf('admin')}` };
    const before = seen.length;
    const payload = { name: 'Pelanggan Berkas', category: 'konsumen' };
    const plain = await app!.inject({ method: 'POST', url: '/api/customer/add', headers, payload });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe('berkas');
    await settled();
    expect(seen.slice(before)).toEqual([]);

    // A file cannot be replayed: the key is not kept, and the failure after the answer is reported.
    const key = 'berkas-bukan-jawaban-1';
    const keyed = await app!.inject({
      method: 'POST',
      url: '/api/customer/add',
      headers: { ...headers, 'idempotency-key': key },
      payload,
    });
    expect(keyed.body).toBe('berkas');
    await settled();
    expect(seen.slice(before).map(describeViolation)).toEqual([
      'POST /api/customer/add (/api/customer/add) Fastify reported a misuse of the reply: Promise errored, but ' +
        'reply.sent = true was set: customerAdd takes an Idempotency-Key: it must answer a body, not send a file',
    ]);
    expect(await t.query(sql`select key from idempotency_keys where key = ${key}`)).toEqual([]);
  });

  it('adds nothing to a file whose client left before its headers went out', async () => {
    // A handler's `return reply` comes back as undefined once the client is gone, headers unsent (a photo cancelled
    // as the page moved on): answering a body then sent an object as an image (FST_ERR_REP_INVALID_PAYLOAD_TYPE).
    const reply = { sent: false, raw: { headersSent: false } };
    const req = {
      routeOptions: { config: {} },
      headers: {},
      server: t.app,
      body: {},
      params: {},
      uploads: {},
    };
    const route = toRouteHandler(async () => undefined as never);
    expect(await (route as unknown as (q: unknown, r: unknown) => Promise<unknown>)(req, reply)).toBe(reply);
  });

  it('tells such reports from the rest of the log', () => {
    const sent = Object.assign(new Error('Reply was already sent'), { code: 'FST_ERR_REP_ALREADY_SENT' });
    expect(misuseOf([{ err: sent }])).toMatch(/already sent.*FST_ERR_REP_ALREADY_SENT/);
    const inOnError = Object.assign(new Error('x'), { code: 'FST_ERR_SEND_INSIDE_ONERR' });
    expect(misuseOf([{ err: inOnError }, 'request errored'])).toMatch(/FST_ERR_SEND_INSIDE_ONERR/);
    expect(
      misuseOf(['Reply was already sent, did you forget to "return reply" in the "/x" (GET) route?']),
    ).toMatch(/did you forget/);
    const media = Object.assign(new Error('Unsupported Media Type'), {
      code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
    });
    expect(misuseOf([{ err: media }, 'request errored'])).toBeUndefined();
    expect(misuseOf([{ err: new Error('boom') }, 'request errored'])).toBeUndefined();
    expect(misuseOf(['incoming request'])).toBeUndefined();
  });
});

describe('files and exports answered by the real handlers', () => {
  const seen: Violation[] = [];
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;

  beforeAll(async () => {
    app = await buildApp({
      db: t.database.db,
      config: { ...loadConfig({}), dataDir: t.dataDir, appDist: path.join(t.dataDir, 'no-app') },
      conformance: (v) => seen.push(v),
    });
  });
  afterAll(() => app?.close());

  const auth = async () => ({ authorization: `Bearer ${await t.tokenOf('admin')}` });

  it('serve a product photo, an export and an import template without a report', async () => {
    const product = (await t.ok('/api/product/list', {})).datas[0] as Json;
    const mp = multipart({ id: product.id }, { image: { filename: 'a.png', type: 'image/png', data: PNG } });
    const uploaded = await app!.inject({
      method: 'POST',
      url: '/api/product/upload/',
      headers: { ...mp.headers, ...(await auth()) },
      payload: mp.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const url = uploaded.json().datas.image as string;
    expect(url).toMatch(/^\/api\/files\/products\/[a-f0-9]{32}\.webp$/);

    const photo = await app!.inject({ method: 'GET', url });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    const sheet = await app!.inject({
      method: 'POST',
      url: '/api/product/export',
      headers: await auth(),
      payload: { format: 'csv' },
    });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toMatch(/^text\/csv/);
    const template = await app!.inject({
      method: 'GET',
      url: '/api/product/import/template?format=xlsx',
      headers: await auth(),
    });
    expect(template.statusCode).toBe(200);
    expect(template.rawPayload.subarray(0, 2).toString()).toBe('PK');
    await settled();
    expect(seen.map(describeViolation)).toEqual([]);
  });
});
