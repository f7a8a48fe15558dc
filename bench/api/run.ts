// API load benchmark: starts Pawon on a fresh database (PGlite, or DATABASE_URL), signs in, and drives a few
// hot operations with autocannon on loopback for a bounded time. Prints one JSON line per scenario and
// fails when a scenario breaks its budget (p95 latency, errors).
//   pnpm --filter @pawon/bench-api bench [--seconds 5] [--connections 10]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '@pawon/server/src/app.ts';
import { loadConfig } from '@pawon/server/src/config.ts';
import { openDatabase } from '@pawon/server/src/db/index.ts';
import { seed } from '@pawon/server/src/seed/index.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const seconds = arg('seconds', 5);
const connections = arg('connections', 10);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawon-bench-'));
const config = { ...loadConfig(), dataDir, demo: true, appDist: path.join(dataDir, 'none') };
const database = await openDatabase(config);
await seed(database.db, config);
const app = await buildApp({ db: database.db, config });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

const login = await fetch(`${base}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ login: 'admin@pawon.test', password: 'pawon-admin' }),
});
const { token } = (await login.json()) as { token: string };
const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** p95 latency budget in ms on 2 cores with PGlite. */
  p95: number;
}
const scenarios: Scenario[] = [
  { name: 'me', method: 'GET', path: '/api/me', p95: 60 },
  { name: 'menu tree', method: 'POST', path: '/api/menu-management/list', body: { id: 1 }, p95: 60 },
  {
    name: 'user list',
    method: 'POST',
    path: '/api/userApp/listUser',
    body: { perPage: 25, search: 'pawon' },
    p95: 80,
  },
  { name: 'menu list', method: 'POST', path: '/api/menu-management/menuList', body: {}, p95: 80 },
  { name: 'group list', method: 'POST', path: '/api/authorization-group/list', body: {}, p95: 100 },
];

let failed = false;
for (const s of scenarios) {
  const result = await autocannon({
    url: `${base}${s.path}`,
    method: s.method,
    headers: auth,
    body: s.body ? JSON.stringify(s.body) : undefined,
    connections,
    duration: seconds,
  });
  const p95 = result.latency.p97_5 ?? result.latency.p99;
  const figures = {
    scenario: s.name,
    db: database.kind,
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p97_5: result.latency.p97_5, p99: result.latency.p99 },
    non2xx: result.non2xx,
    errors: result.errors,
    budgetP97_5: s.p95,
  };
  console.log(JSON.stringify(figures));
  if (result.non2xx > 0 || result.errors > 0 || p95 > s.p95) failed = true;
}

await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
if (failed) {
  console.error('A scenario broke its budget (see the figures above).');
  process.exit(1);
}
