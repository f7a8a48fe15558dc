import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_KEY_PREFIX } from '../src/domains/platform/attempts.js';
import { loadContract, type Operation } from '../src/openapi.js';
import { multipart, useTestApp } from './helpers.js';

/**
 * Sends generated junk to every operation of openapi.yaml: values that break each field's schema
 * (wrong types, huge strings, odd unicode, SQL and path fragments), junk bodies and junk path
 * parameters. Every answer must be a 4xx JSON error, and the data must not change.
 *
 * The operations are dealt round-robin over the files `fuzz-K.test.ts` (K of FUZZ_SHARDS): one file with every
 * operation ran for minutes alone at the end of the server suite on a 2-core machine, the other worker idle.
 */
const contract = loadContract();
const schemas = new Map(contract.schemas.map((s) => [s.$id, s as Schema]));

/** How many files share the operations (each file `fuzz-K.test.ts` calls `fuzzShard(K)`). */
export const FUZZ_SHARDS = 4;

type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
};

function resolve(s: Schema): Schema {
  let cur = s;
  while (cur.$ref) cur = schemas.get(cur.$ref.replace(/#$/, ''))!;
  return cur;
}

const SQL = '1; DROP TABLE users; --';
const PATH = '../../../etc/passwd';
const ODD = '\u202e\ud800\uffff\u0000ö';
const HUGE = 'x'.repeat(100_001);

/** Values that this schema refuses. */
function junkFor(raw: Schema): unknown[] {
  const s = resolve(raw);
  if (s.anyOf) {
    const branches = s.anyOf.map(resolve);
    if (branches.some((b) => b.type === 'integer')) return ['abc', SQL, 0, 1.5, { a: 1 }];
    return [{ a: 1 }];
  }
  const types = Array.isArray(s.type) ? s.type : [s.type];
  if (types.includes('integer') || types.includes('number')) {
    const out: unknown[] = ['abc', SQL, PATH, { a: 1 }, '1e400'];
    if (types.includes('integer')) out.push(1.5);
    if (s.maximum !== undefined) out.push(s.maximum + 1);
    if (s.minimum !== undefined) out.push(s.minimum - 1);
    return out;
  }
  if (types.includes('boolean')) return ['maybe', 5, { a: 1 }];
  if (types.includes('array')) {
    const out: unknown[] = [{ a: 1 }, [{ a: 1 }, 'x']];
    if (s.maxItems !== undefined && s.maxItems <= 1000)
      out.push(Array.from({ length: s.maxItems + 1 }, () => ({ menuId: 1 })));
    return out;
  }
  if (types.includes('object')) return ['text', 5, [1, 2]];
  if (types.includes('string')) {
    const out: unknown[] = [{ a: 1 }, [{ a: 1 }]];
    // One past the limit when that fits in a request (a backup upload's bound is a terabyte: its 413 is in
    // backupScreen.test and limits.test).
    if (s.maxLength !== undefined && s.maxLength <= 10_000_000) out.push('y'.repeat(s.maxLength + 1), HUGE);
    else if (s.maxLength !== undefined) out.push(HUGE);
    if (s.enum) out.push('bogus', SQL, ODD);
    if (s.pattern) out.push(PATH, SQL, ODD);
    if (s.format === 'email') out.push('not-an-email', `a@${ODD}`);
    if (s.minLength && s.minLength > 1) out.push('a'.repeat(s.minLength - 1) || 'a');
    if (!types.includes('null') && (s.minLength ?? 0) >= 1) out.push(null);
    return out;
  }
  return [];
}

function bodiesFor(op: Operation): Array<Record<string, unknown> | unknown> {
  if (!op.body) return [];
  const body = resolve(op.body as Schema);
  const out: unknown[] = [
    [],
    'text',
    42,
    { deep: nest(200) },
    { constructor: { prototype: { admin: true } }, __proto__: { x: 1 } },
  ];
  for (const [name, prop] of Object.entries(body.properties ?? {})) {
    for (const junk of junkFor(prop)) {
      // The junk field alone, and beside junk in every required field.
      out.push({ [name]: junk });
      const all: Record<string, unknown> = {};
      for (const r of body.required ?? []) all[r] = junkFor(body.properties![r]!)[0];
      all[name] = junk;
      out.push(all);
    }
  }
  return out;
}

function nest(depth: number): unknown {
  let v: unknown = 'leaf';
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
}

const JUNK_PARAMS = [
  'abc',
  '-1',
  '0',
  '99999999999',
  '1.5',
  encodeURIComponent(SQL),
  encodeURIComponent(PATH),
  '%00',
  '%E2%80%AE',
  '%ZZ',
  'a'.repeat(300),
];

function urlsFor(op: Operation): string[] {
  const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  if (!names.length) return [];
  return JUNK_PARAMS.map((j) => op.path.replace(/\{\w+\}/g, j));
}

function expectClientError(
  res: { statusCode: number; body: string; headers: Record<string, unknown> },
  what: string,
) {
  expect(res.statusCode, `${what} → ${res.statusCode} ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, `${what} → ${res.statusCode} ${res.body.slice(0, 200)}`).toBeLessThan(500);
  expect(String(res.headers['content-type'])).toMatch(/application\/json/);
  const json = JSON.parse(res.body) as { status: string; message: string };
  expect(json.status, `${what} → ${res.body.slice(0, 200)}`).toBe('error');
  expect(json.message.length).toBeGreaterThan(0);
}

/** Declares the fuzz tests of every FUZZ_SHARDS-th operation, starting at the `shard`-th (1-based). */
export function fuzzShard(shard: number): void {
  const ops = contract.operations.filter((_, i) => i % FUZZ_SHARDS === shard - 1);
  const t = useTestApp();
  /**
   * The data as it was before the shard's first operation. Each operation's test checks that its junk left the
   * data as it found it: every earlier one checked the same, so that is this digest (one digest per operation,
   * not two: a digest of every table takes ≈0.3 s on PGlite, and the 148 operations took two each).
   */
  let untouched: string | undefined;
  describe(`fuzz: junk to every operation (part ${shard} of ${FUZZ_SHARDS})`, () => {
    beforeAll(async () => {
      // Signed in first, as each test was before its digest (a sign-in may write what the digest reads).
      await t.tokenOf('admin');
      untouched = await t.digest();
    });
    it('covers its share of the contract', () => {
      expect(ops.length).toBeGreaterThan(0);
    });
    it.each(ops.map((op) => [op.operationId, op] as const))(
      '%s answers junk with 4xx JSON and changes nothing',
      async (_id, op) => {
        const token = await t.tokenOf('admin');
        const before = untouched;
        expect(before).toBeDefined();
        const auth = { authorization: `Bearer ${token}` };
        let sent = 0;
        const url = op.path
          .replace('{id}', '999999')
          .replace('{category}', 'parent')
          .replace('{name}', `${'a'.repeat(32)}.png`);
        for (const body of bodiesFor(op)) {
          const json = await t.app.inject({
            method: op.method,
            url,
            headers: { ...auth, 'content-type': 'application/json' },
            payload: JSON.stringify(body),
          });
          expectClientError(json, `${op.operationId} json ${JSON.stringify(body).slice(0, 120)}`);
          if (body && typeof body === 'object' && !Array.isArray(body)) {
            const mp = multipart(body as Record<string, unknown>);
            const form = await t.app.inject({
              method: op.method,
              url,
              headers: { ...auth, ...mp.headers },
              payload: mp.payload,
            });
            expectClientError(form, `${op.operationId} multipart ${JSON.stringify(body).slice(0, 120)}`);
          }
          sent++;
        }
        for (const junkUrl of urlsFor(op)) {
          const res = await t.app.inject({ method: op.method, url: junkUrl, headers: auth });
          expectClientError(res, `${op.operationId} ${junkUrl.slice(0, 120)}`);
          sent++;
        }
        if (!op.access.public) {
          for (const header of [
            'Bearer ' + SQL,
            'Basic YWRtaW46YWRtaW4=',
            'Bearer ' + 'x'.repeat(5000),
            'Bearer',
            `Bearer ${token}x`,
          ]) {
            const res = await t.app.inject({ method: op.method, url, headers: { authorization: header } });
            expectClientError(res, `${op.operationId} authorization ${header.slice(0, 40)}`);
            sent++;
          }
        }
        if (op.method === 'POST') {
          const raw = [
            ['application/json', '{"a":'],
            ['application/json', '\u0000'],
            ['multipart/form-data', 'no boundary'],
            [
              'multipart/form-data; boundary=x',
              '--x\r\nContent-Disposition: form-data; name="a[__proto__][b]"\r\n\r\n1\r\n--x--\r\n',
            ],
            [
              'multipart/form-data; boundary=x',
              '--x\r\nContent-Disposition: form-data; name="a]["\r\n\r\n1\r\n--x--\r\n',
            ],
            ['text/xml', '<a/>'],
            ['application/json', JSON.stringify({ big: 'z'.repeat(1_100_000) })],
          ] as const;
          for (const [type, payload] of raw) {
            const res = await t.app.inject({
              method: 'POST',
              url,
              headers: { ...auth, 'content-type': type },
              payload,
            });
            expectClientError(res, `${op.operationId} raw ${type}`);
            sent++;
          }
        }
        // Only an operation that takes nothing (the API reference, the contract as JSON: public, no body, no
        // parameter) has no junk to be sent.
        if (op.body || op.params || op.querystring || !op.access.public) expect(sent).toBeGreaterThan(0);
        else expect(op.operationId).toMatch(/^(apiDocs|openapiDocument)$/);
        // A label's public page counts every lookup per address, a junk code too (its rate limit: decision 054):
        // those rows are the limit doing its work, not a change junk made.
        if (op.operationId === 'publicBatch')
          await t.query(sql`delete from login_attempts where login_key like ${`${PUBLIC_KEY_PREFIX}%`}`);
        expect(await t.digest()).toBe(before);
      },
    );
  });
}
