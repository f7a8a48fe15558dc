/**
 * Records the examples of openapi.yaml (issue 41, decision 063): starts the server in-process on a fresh PGlite
 * folder with the demo seed, calls every operation listed in `examples/steps.ts` with its body (signed in as the
 * owner, or the admin where only the admin may), and writes each request body and each answer into
 * `components/examples` with their references (`examples/writeExamples.ts`). Answers are made steady so that a
 * re-run gives no diff: lists cut to two rows, long strings cut, timestamps set to 2026-12-06, dates moved as if
 * the seed had run on 2026-12-06. `test/examples.test.ts` then checks every example against its schemas.
 *
 *   pnpm --filter @pawon/server record:examples
 *
 * Run it again after a contract change that an example no longer fits; review `git diff openapi.yaml`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { execFileSync } from 'node:child_process';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/index.js';
import { rows } from '../src/db/query.js';
import { businessDate } from '../src/lib/dates.js';
import { loadContract, openapiPath } from '../src/openapi.js';
import { describeViolation, type Violation } from '../src/plugins/conformance.js';
import { seed } from '../src/seed/index.js';
import { steady, FIXED_DAY } from './examples/steady.js';
import { steps, type Json, type State, type Step } from './examples/steps.js';
import { writeExamples, type Recorded } from './examples/writeExamples.js';

const ACCOUNTS = {
  owner: { login: 'owner@pawon.test', password: 'pawon-owner' },
  admin: { login: 'admin@pawon.test', password: 'pawon-admin' },
} as const;

function multipart(fields: Json, files: ReturnType<NonNullable<Step['files']>>) {
  const boundary = `----pawon${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  const part = (head: string, data: Buffer) =>
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; ${head}\r\n`),
      data,
      Buffer.from('\r\n'),
    );
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined) part(`name="${name}"\r\n`, Buffer.from(String(value)));
  for (const [name, f] of Object.entries(files))
    part(`name="${name}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n`, f.data);
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

async function main() {
  const contract = loadContract();
  const byId = new Map(contract.operations.map((op) => [op.operationId, op]));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawon-examples-'));
  const database = await openDatabase({ dataDir });
  await seed(database.db, { demo: true, firstAdmin: { name: '', email: '', password: undefined } });
  const violations: Violation[] = [];
  const app: FastifyInstance = await buildApp({
    db: database.db,
    config: { ...loadConfig({}), dataDir, appDist: path.join(dataDir, 'no-app') },
    conformance: (v) => violations.push(v),
    // The webhook examples' shop (there is no DNS here): a public documentation address. No delivery loop runs in
    // the recording: what is queued to it stays pending.
    webhookPolicy: {
      allowPrivate: false,
      resolve: async (host) => {
        if (host === 'toko.example.id') return [{ address: '203.0.113.10', family: 4 }];
        throw Object.assign(new Error(`no address for ${host}`), { code: 'ENOTFOUND' });
      },
      ownPort: () => null,
      ownAddresses: () => [],
    },
  });
  const today = businessDate('Asia/Jakarta');
  const shift = Math.round((Date.parse(FIXED_DAY) - Date.parse(today)) / 86_400_000);
  const tokens: Record<string, string> = {};
  for (const [role, account] of [...Object.entries(ACCOUNTS), ['spare', ACCOUNTS.owner] as const]) {
    const res = await app.inject({ method: 'POST', url: '/api/login', payload: account });
    tokens[role] = (res.json() as Json).token as string;
  }
  const state: State = {
    today,
    ids: {},
    answers: {},
    tokens,
    sql: (text) => rows<Json>(database.db, sql.raw(text)),
  };
  const recorded: Recorded[] = [];
  const failed: string[] = [];

  for (const step of steps) {
    try {
      await record(step);
    } catch (e) {
      failed.push(`${step.op}: ${(e as Error).message}`);
    }
  }

  async function record(step: Step) {
    const op = byId.get(step.op);
    if (!op) throw new Error(`steps.ts: no operation ${step.op} in openapi.yaml`);
    const declared = ((contract.doc.paths as Json)[op.path] as Json)[op.method.toLowerCase()] as Json;
    const requestBody = (declared.requestBody as Json | undefined)?.$ref as string | undefined;
    let answer: Json;
    let body: Json | undefined;
    let binary = false;
    if (step.hand) {
      answer = step.hand;
      body = typeof step.body === 'function' ? step.body(state) : step.body;
    } else {
      body = typeof step.body === 'function' ? step.body(state) : step.body;
      const params = step.params?.(state) ?? {};
      const url =
        op.path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(String(params[k]))) +
        (step.query ? `?${new URLSearchParams(step.query).toString()}` : '');
      const headers: Record<string, string> = step.public
        ? {}
        : { authorization: `Bearer ${step.bearer?.(state) ?? tokens[step.as ?? 'owner']}` };
      let payload: string | Buffer | undefined;
      if (step.files) {
        const mp = multipart(body ?? {}, step.files(state));
        payload = mp.payload;
        headers['content-type'] = mp.type;
      } else if (body !== undefined) {
        payload = JSON.stringify(body);
        headers['content-type'] = 'application/json';
      }
      const res = await app.inject({ method: op.method, url, headers, payload });
      if (res.statusCode !== 200) {
        failed.push(`${step.op}: ${res.statusCode} ${res.body.slice(0, 300)}`);
        return;
      }
      // A file (an export, a label, a template): only its request is an example.
      answer = String(res.headers['content-type']).includes('json') ? (res.json() as Json) : {};
      state.answers[step.op] = answer;
      await step.keep?.(answer, state);
      binary = !String(res.headers['content-type']).includes('json');
    }
    if (step.record === false) return;
    // An operation called twice (a list before and after a change) keeps its last example.
    const at = recorded.findIndex((r) => r.operationId === step.op);
    if (at >= 0) recorded.splice(at, 1);
    recorded.push({
      operationId: step.op,
      requestBody: requestBody?.replace('#/components/requestBodies/', ''),
      ...(body !== undefined && !step.files && requestBody
        ? { request: { summary: step.request ?? step.summary, value: steady(body, shift) } }
        : {}),
      ...(binary
        ? {}
        : {
            answer: {
              summary: step.summary,
              value: steady(step.fix ? step.fix(answer) : answer, shift, step.whole ? Infinity : 2),
            },
          }),
    });
  }
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });

  const source = fs.readFileSync(openapiPath, 'utf8');
  const { text, kept } = writeExamples(source, recorded);
  fs.writeFileSync(openapiPath, text);
  // The generated regions (decision 027) write the references of their operations' examples anew; so does the client.
  execFileSync('pnpm', ['--filter', '@pawon/api-client', 'generate'], { stdio: 'inherit' });
  console.log(`recorded ${recorded.length} operations; left as they were: ${kept.join(', ') || 'none'}`);
  for (const v of violations) console.error(`contract: ${describeViolation(v)}`);
  for (const f of failed) console.error(`failed: ${f}`);
  const missing = contract.operations.filter((op) => !steps.some((s) => s.op === op.operationId));
  if (missing.length) console.error(`no step: ${missing.map((op) => op.operationId).join(', ')}`);
  process.exitCode = failed.length || violations.length ? 1 : 0;
}

await main();
