import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { DEMO, type Json, type Role, type TestContext } from './helpers.js';
import { serverDir } from './support.js';

export interface Answer {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  json(): Json;
}

export interface Cluster {
  readonly port: number;
  /** One request on its own connection (the cluster's primary hands each new connection to the next worker). */
  request(
    method: string,
    url: string,
    options?: { token?: string; body?: Json; ip?: string; keepAlive?: boolean },
  ): Promise<Answer>;
  /** Signs in through the cluster, from `ip` (sent as X-Forwarded-For: the cluster trusts one proxy). */
  login(login: string, password: string, ip?: string): Promise<Answer>;
  /** A request as a demo role (signed in once through the test's own app: sessions are shared), a token, or no one. */
  call(role: Role | string | null, method: string, url: string, body?: Json): Promise<Answer>;
  /** The same interface as useSecondApp: n requests at once as the admin, all through the cluster's port. */
  fire(
    n: number,
    method: 'POST' | 'DELETE',
    url: string | ((i: number) => string),
    body?: (i: number) => Json,
  ): Promise<Array<{ status: number; json: Json }>>;
  /** One request per worker (each on a new connection), so that no worker compiles its routes during a burst. */
  warm(url: string, body: Json): Promise<void>;
  /** The process ids of the workers that have completed requests so far (from their request logs). */
  answeredBy(): Set<number>;
}

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: Infinity });

/**
 * The test file's PostgreSQL database served by `src/main.ts` with PAWON_WORKERS=`workers`: a primary that forks
 * the workers, all on one port, as `PAWON_WORKERS=2 npm start` runs in production. Open it inside a
 * `describe.runIf(process.env.DATABASE_URL)`; it stops after the file.
 */
export function useCluster(t: TestContext, workers = 2): Cluster {
  let child: ChildProcess | undefined;
  let port = 0;
  const pids = new Set<number>();

  beforeAll(async () => {
    if (!t.databaseUrl) throw new Error('useCluster needs PostgreSQL (DATABASE_URL).');
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: os.tmpdir(),
        DATABASE_URL: t.databaseUrl,
        PAWON_WORKERS: String(workers),
        PAWON_DATA_DIR: t.dataDir,
        PAWON_APP_DIST: path.join(t.dataDir, 'no-app'),
        PAWON_TRUST_PROXY: '1',
        PAWON_DEMO: '0',
        // The race tests fire tens of writes that queue on one row lock; on a loaded 2-core machine the last of
        // them may wait longer for a pooled connection than the production default (5 s, then 503 "sibuk"). They
        // test what the writes do to the data, so they wait; the refusal itself is tested in overload.test.ts.
        PAWON_DB_POOL_WAIT_MS: '60000',
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let pending = '';
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    port = await new Promise<number>((resolve, reject) => {
      child!.stdout!.on('data', (d: Buffer) => {
        const text = d.toString();
        stdout += text;
        pending += text;
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) {
          const ready = line.match(/Pawon berjalan di http:\/\/localhost:(\d+)\/build\/ \((\d+) proses\)/);
          if (ready) resolve(Number(ready[1]));
          if (line.includes('"request completed"')) pids.add((JSON.parse(line) as { pid: number }).pid);
        }
      });
      child!.once('exit', (code) =>
        reject(new Error(`the cluster stopped (code ${code}) before it listened:\n${stdout}\n${stderr}`)),
      );
    });
  });

  afterAll(async () => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  });

  const request: Cluster['request'] = (method, url, options = {}) =>
    new Promise((resolve, reject) => {
      const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
      const headers: Record<string, string> = {};
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      if (options.ip) headers['x-forwarded-for'] = options.ip;
      if (payload !== undefined) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = String(Buffer.byteLength(payload));
      }
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method,
          path: url,
          headers,
          agent: options.keepAlive === false ? false : keepAlive,
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (body += c));
          res.on('end', () =>
            resolve({
              statusCode: res.statusCode ?? 0,
              headers: res.headers,
              body,
              json: () => JSON.parse(body) as Json,
            }),
          );
        },
      );
      req.on('error', reject);
      req.end(payload);
    });

  const self: Cluster = {
    get port() {
      if (!port) throw new Error('The cluster starts in beforeAll.');
      return port;
    },
    request,
    login: (login, password, ip = '127.0.0.1') =>
      request('POST', '/api/login', { body: { login, password }, ip }),
    async call(role, method, url, body) {
      const token = role === null ? undefined : role in DEMO ? await t.tokenOf(role as Role) : role;
      return request(method, url, { token, body });
    },
    async fire(n, method, url, body) {
      const token = await t.tokenOf('admin');
      return Promise.all(
        Array.from({ length: n }, (_, i) =>
          request(method, typeof url === 'string' ? url : url(i), { token, body: body?.(i) }).then((r) => ({
            status: r.statusCode,
            json: r.json(),
          })),
        ),
      );
    },
    async warm(url, body) {
      const token = await t.tokenOf('admin');
      for (let i = 0; i < workers; i++) {
        const res = await request('POST', url, { token, body, keepAlive: false });
        expect(res.statusCode, res.body).toBeLessThan(500);
      }
    },
    answeredBy: () => new Set(pids),
  };
  return self;
}
