// API benchmark (issue 17): every list, search, report and dashboard call of the table against a database
// filled by `pnpm bench:data`, with autocannon at 10 and 50 connections, and the raw SQL time of the same statements.
//
//   DATABASE_URL=postgres://…/pawon_bench_1m pnpm bench [--seconds 10] [--connections 10,50] [--rounds 15]
//     [--only 'transaction|stock/available'] [--json bench/api/results/latest.json] [--writes]
//
// --writes adds the order create and a payment (they add orders and payments to the database; check it afterwards with
// `pnpm bench:data --check`).
//
// Without DATABASE_URL it runs on PGlite: PAWON_DATA_DIR (a bench:data small profile) or a fresh demo database.
//
// How each call is measured:
// - the server is Pawon's own app (`buildApp`) listening on loopback in this process; the load comes from
//   autocannon in a worker thread, so the two do not share an event loop;
// - rows: how many rows the call answered (`datas`, or the list of the report), and the list's total;
// - req/s, p50, p99, errors (connection errors, timeouts and non-2xx answers) for `--seconds` at each connection count,
//   and the server's ms per request: its event loop's busy time during the run ÷ the requests answered (the CPU the
//   server's own thread spent per request, and the time it waited for a core while busy: on a loaded machine it
//   overstates the CPU; PostgreSQL's share is the raw SQL time below);
// - raw SQL (PostgreSQL): the statements the call ran are recorded once (every query of node-postgres during one
//   request: session check, BEGIN, the service's statements, COMMIT), then replayed on a connection of their own;
//   one request and one replay alternate `--rounds` times, one at a time, and the table shows both medians and
//   their ratio (API ÷ SQL: what Node, HTTP and JSON add to the database's work).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { loadConfig } from '@pawon/server/src/config.ts';
import { openDatabase, withSessionOptions } from '@pawon/server/src/db/index.ts';
import { seed } from '@pawon/server/src/seed/index.ts';
import { serveAndSignIn } from './serve.ts';

const argv = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
};
const seconds = Number(option('seconds') ?? 10);
/** Also measure the writes (order create, payment), which add to the database: off unless asked (or named in --only). */
const writes = argv.includes('--writes');
const connectionCounts = (option('connections') ?? '10,50').split(',').map(Number);
const rounds = Number(option('rounds') ?? 15);
const only = option('only');
const jsonPath = path.resolve(option('json') ?? path.join(import.meta.dirname, 'results', 'latest.json'));

// ---------- the statements of one request (node-postgres) ----------

interface Statement {
  text: string;
  values: unknown[];
}
let recording: Statement[] | null = null;
const serverRequire = createRequire(path.join(import.meta.dirname, '../../packages/server/package.json'));
/** What this file uses of node-postgres (a dependency of the server, not of the benchmark). */
interface PgClient {
  connect(): Promise<void>;
  end(): Promise<void>;
  query(...args: unknown[]): unknown;
}
const pg = serverRequire('pg') as {
  Client: { new (options: Record<string, unknown>): PgClient; prototype: PgClient };
};
const originalQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
  if (recording) {
    const [first, second] = args as [string | { text?: string; values?: unknown[] }, unknown];
    const text = typeof first === 'string' ? first : first?.text;
    const values = Array.isArray(second) ? second : typeof first === 'object' ? (first?.values ?? []) : [];
    if (text) recording.push({ text, values });
  }
  return originalQuery.apply(this, args);
};

// ---------- the server ----------

const env = loadConfig();
const fresh = !env.databaseUrl && !process.env['PAWON_DATA_DIR'];
const dataDir = fresh ? fs.mkdtempSync(path.join(os.tmpdir(), 'pawon-bench-')) : env.dataDir;
const config = { ...env, dataDir, appDist: path.join(os.tmpdir(), 'pawon-bench-no-app') };
const database = await openDatabase({
  dataDir,
  databaseUrl: config.databaseUrl,
  pool: config.dbPool,
  timeouts: config.dbTimeouts,
});
if (fresh) await seed(database.db, { ...config, demo: true });
const { app, base, token } = await serveAndSignIn(database, config);
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
async function call(method: string, url: string, body?: unknown): Promise<{ status: number; json: Json }> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  // An export answers a file: its rows are its lines (less the header), read whole like a client would.
  if (!(res.headers.get('content-type') ?? '').includes('json')) {
    const text = await res.text();
    return { status: res.status, json: { lines: text.split('\n').filter(Boolean).length } };
  }
  return { status: res.status, json: (await res.json()) as Json };
}

// ---------- what the data holds: the pages, the years and a customer to search ----------

const firstPage = await call('POST', '/api/transaction/list', { perPage: 25 });
const orders = Number(firstPage.json['total'] ?? 0);
const lastPage = Math.max(1, Math.ceil(orders / 25));
const lastOfFirst = (firstPage.json['datas'] as Json[]).at(-1)?.['id'] as number | undefined;
const newest = ((firstPage.json['datas'] as Json[])[0]?.['date'] as string | undefined) ?? '2026-01-01';
const year = Number(newest.slice(0, 4)) - (Number(newest.slice(5, 7)) < 6 ? 1 : 0);
const rollingTo = `${year}-12-14`;
const rollingFrom = `${year - 1}-12-15`;
const someCustomer = (await call('POST', '/api/customer/list', { perPage: 1, page: 7 })).json[
  'datas'
]?.[0] as Json | undefined;
// A vendor for its statement ("kartu hutang"): the first of the list, one bench:data buys from every day.
const someVendor = (await call('POST', '/api/vendor/list', { perPage: 1 })).json['datas']?.[0] as
  Json | undefined;
// A word of a customer's name (`Neneng`) and, for the order search, with the number its name ends in.
const customerName = String(someCustomer?.['name'] ?? 'Warung 42');
const customerWord = customerName.split(' ').find((w) => /^[A-Za-z]{4,}$/.test(w)) ?? 'Warung';
const orderSearch = `${customerWord} ${customerName.match(/\d+$/)?.[0] ?? '42'}`;
// The products of the first page's lines (an order form's stock hints ask for those), and a week before the newest day.
const lineProducts = [
  ...new Set(
    (firstPage.json['datas'] as Json[]).flatMap((o) =>
      (o['packs'] as Json[]).flatMap((p) => (p['lines'] as Json[]).map((l) => l['productId'] as number)),
    ),
  ),
].slice(0, 10);
const weekFrom = new Date(Date.parse(`${newest}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
/** The day after the newest order: the production plan's day (decision 053), its orders not packed yet. */
const dayAfter = new Date(Date.parse(`${newest}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const someMaterials = ((await call('POST', '/api/bahanBaku/list', { perPage: 10, page: 3 })).json['datas'] ??
  []) as Json[];

// Found in the tables: the product in the most orders (the product filter's worst case), and for the order create the
// product with the most frozen stock and the pack material with the most stock (the create takes from both).
type Row = Record<string, unknown>;
const queryRows = async (text: string): Promise<Row[]> =>
  (await (database.db as unknown as { execute: (q: string) => Promise<{ rows: Row[] }> }).execute(text)).rows;
const query = async (text: string): Promise<Row | undefined> => (await queryRows(text))[0];
const busiest = Number(
  (
    await query(
      'select product_id as id from transaction_lines group by product_id order by count(*) desc, product_id limit 1',
    )
  )?.['id'] ??
    lineProducts[0] ??
    1,
);
const lastOrder = Number((await query('select max(id) as id from transactions'))?.['id'] ?? 1);
// Stock valuation (issue 20): the day halfway through the ledger reads the most rows from either side of it.
const ledgerMiddle = String(
  (
    await query(
      `select (min(date) + (max(date) - min(date)) / 2)::text as day from product_ledger where date <= current_date`,
    )
  )?.['day'] ?? `${year}-06-30`,
);
// A payment (issue 38) pays the open orders of the customer owing the most, oldest due first; their credit position
// reads the most open orders.
const owingMost =
  await query(`select customer_id as id from transactions where balance > 0 group by customer_id
  order by sum(balance) desc limit 1`);
const createStock = writes || (only ?? '').includes('transaction/add');
const ids = (found: Row[]) => found.map((r) => Number(r['id']));
// The products with the most frozen stock and the pack materials with the most stock (the creates take from both),
// and customers who ask for no minimum shelf life (their orders may take any unexpired batch).
const frozenStock = createStock
  ? ids(
      await queryRows(`select product_id as id from product_batches where frozen > 0 and (expiry_date is null or expiry_date >= current_date)
      group by product_id order by sum(frozen) desc limit 50`),
    )
  : [];
const packStock = createStock
  ? ids(
      await queryRows(`select r.material_id as id from restocks r join materials m on m.id = r.material_id
      where m.packaging_type = 'pack' and r.remaining > 0 and (r.expiry_date is null or r.expiry_date >= current_date)
      group by r.material_id order by sum(r.remaining) desc limit 10`),
    )
  : [];
// Not the customer whose search and unpaid orders the reads ask for, nor the one the payment pays.
const orderingCustomers = createStock
  ? ids(
      await queryRows(`select id from customers where min_shelf_life_days = 0
        and id <> all(array[${Number(someCustomer?.['id'] ?? 0)}, ${Number(owingMost?.['id'] ?? 0)}]) order by id limit 200`),
    )
  : [];
/**
 * The order creates' bodies, one per customer, taken in turn by every connection (autocannon's request sequence): each
 * one pack holding one frozen unit, as the order form records it. `mixed`: the pack type and products vary as in the
 * generated orders (10 pack types, 50 products, every third order a second product); else every order takes the same
 * pack type and product (the one with the most stock), the worst case for its locks.
 */
const orderBodies = (mixed: boolean) =>
  orderingCustomers.map((customerId, k) => ({
    customerId,
    packs: [
      {
        materialId: packStock[mixed ? k % packStock.length : 0]!,
        count: 1,
        lines: [
          { productId: frozenStock[mixed ? k % frozenStock.length : 0]!, bucket: 'frozen', qtyPerPack: 1 },
          ...(mixed && k % 3 === 2
            ? [
                {
                  productId: frozenStock[(k + 25) % frozenStock.length]!,
                  bucket: 'frozen',
                  qtyPerPack: 1,
                },
              ]
            : []),
        ],
      },
    ],
  }));
const payingCustomer = writes || (only ?? '').includes('payment') ? owingMost : undefined;

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** A write: its recorded statements are not replayed (they would record the same order number again). */
  write?: boolean;
  /** Bodies that each connection sends in turn (autocannon's request sequence) instead of `body` every time. */
  bodies?: unknown[];
}
const post = (name: string, url: string, body: unknown = {}): Scenario => ({
  name,
  method: 'POST',
  path: url,
  body,
});
const scenarios: Scenario[] = [
  { name: 'me (a cheap call)', method: 'GET' as const, path: '/api/me' },
  post('transaction/list first page', '/api/transaction/list', { perPage: 25 }),
  ...(lastOfFirst
    ? [
        post('transaction/list next page (after)', '/api/transaction/list', {
          perPage: 25,
          page: 2,
          after: lastOfFirst,
        }),
      ]
    : []),
  post('transaction/list page 2,000', '/api/transaction/list', {
    perPage: 25,
    page: Math.min(2000, lastPage),
  }),
  post('transaction/list last page', '/api/transaction/list', { perPage: 25, page: lastPage }),
  post(`transaction/list search "${orderSearch}"`, '/api/transaction/list', {
    perPage: 25,
    search: orderSearch,
  }),
  post('transaction/list unpaid', '/api/transaction/list', { perPage: 25, payment: 'unpaid' }),
  post('transaction/list by total', '/api/transaction/list', {
    perPage: 25,
    sortBy: 'total',
    sortDir: 'desc',
  }),
  post('transaction/pendingList', '/api/transaction/pendingList', {}),
  post('transaction/todayList', '/api/transaction/todayList', {}),
  post('transaction/weeklySummary', '/api/transaction/weeklySummary', {}),
  post('transaction/weeklyIncomeStats', '/api/transaction/weeklyIncomeStats', {}),
  post(`report/getReport product ${year}`, '/api/report/getReport', { type: 'product', year }),
  post(`report/getReport customer ${year}`, '/api/report/getReport', { type: 'customer', year }),
  post('report/getReport customer rolling year', '/api/report/getReport', {
    type: 'customer',
    dateFrom: rollingFrom,
    dateTo: rollingTo,
  }),
  post('report/getReport product rolling year', '/api/report/getReport', {
    type: 'product',
    dateFrom: rollingFrom,
    dateTo: rollingTo,
  }),
  post(`report/getExpenses ${year}`, '/api/report/getExpenses', { year }),
  // Gross margin (issue 20): the report summaries' cost beside revenue.
  post(`report/getMargin product ${year}`, '/api/report/getMargin', { by: 'product', year }),
  post(`report/getMargin customer ${year}`, '/api/report/getMargin', { by: 'customer', year }),
  post(`report/getMargin product ${year} by margin`, '/api/report/getMargin', {
    by: 'product',
    year,
    sortBy: 'margin',
    sortDir: 'asc',
  }),
  post(`report/getMargin period ${year}`, '/api/report/getMargin', { by: 'period', year }),
  post('report/getMargin customer rolling year', '/api/report/getMargin', {
    by: 'customer',
    dateFrom: rollingFrom,
    dateTo: rollingTo,
  }),
  post('transaction/costs (the last order)', '/api/transaction/costs', { id: lastOrder }),
  post('report/getValuation today', '/api/report/getValuation', {}),
  post(`report/getValuation ${year - 1}-12-31`, '/api/report/getValuation', { date: `${year - 1}-12-31` }),
  post(`report/getValuation ${ledgerMiddle} (the ledger's middle)`, '/api/report/getValuation', {
    date: ledgerMiddle,
  }),
  // Receivables aging and a customer statement (issue 38): today (the orders' own columns), a past day (the ledger).
  post('report/aging today', '/api/report/aging', {}),
  post(`report/aging ${weekFrom}`, '/api/report/aging', { date: weekFrom }),
  post(`report/aging ${year - 1}-12-31`, '/api/report/aging', { date: `${year - 1}-12-31` }),
  // Stok berisiko (decision 052): today (open batches and lots), a week back (the moves since given back), by expiry.
  post('report/stockAtRisk today', '/api/report/stockAtRisk', {}),
  post(`report/stockAtRisk ${weekFrom}`, '/api/report/stockAtRisk', { date: weekFrom }),
  post('report/stockAtRisk materials by expiry', '/api/report/stockAtRisk', {
    kind: 'material',
    sortBy: 'expiryDate',
  }),
  post(`payment/statement ${year} of a customer`, '/api/payment/statement', {
    customerId: Number(someCustomer?.['id'] ?? 1),
    from: `${year}-01-01`,
    to: newest,
  }),
  // The money paths read on every screen that shows a customer's position (issue 38, decision 048): the dashboard's
  // money, a customer's credit (the order form, the payment dialog) and the payment list.
  post('report/money (the dashboard)', '/api/report/money', {}),
  post('payment/credit of the customer owing most', '/api/payment/credit', {
    customerId: Number(owingMost?.['id'] ?? someCustomer?.['id'] ?? 1),
  }),
  post('payment/list first page', '/api/payment/list', { perPage: 25 }),
  post("payment/list a customer's", '/api/payment/list', {
    perPage: 25,
    customerId: Number(someCustomer?.['id'] ?? 1),
  }),
  post('payment/list unallocated (deposits)', '/api/payment/list', { perPage: 25, unallocated: true }),
  // Purchasing and supplier debts (issue 39, decision 051): bench:data's purchase orders (most lots came in against
  // one: ≈ 110k orders and bills at 1M), their payments, the open orders of the last week.
  post('purchase/list first page', '/api/purchase/list', { perPage: 25 }),
  post('purchase/list sent orders', '/api/purchase/list', { perPage: 25, state: 'sent' }),
  post('vendorPayment/list first page', '/api/vendorPayment/list', { perPage: 25 }),
  post('report/payables today', '/api/report/payables', {}),
  post(`report/payables ${year - 1}-12-31`, '/api/report/payables', { date: `${year - 1}-12-31` }),
  post(`vendorPayment/statement ${year} of a vendor`, '/api/vendorPayment/statement', {
    vendorId: Number(someVendor?.['id'] ?? 1),
    from: `${year}-01-01`,
    to: newest,
  }),
  post('bahanBaku/stock/list', '/api/bahanBaku/stock/list', {}),
  post('bahanBaku/stock/needRestock', '/api/bahanBaku/stock/needRestock', {}),
  post('stock/list (product batches)', '/api/stock/list', {}),
  post('stock/list by expiry', '/api/stock/list', { sortBy: 'expiryDate', sortDir: 'desc' }),
  post('customer/list first page', '/api/customer/list', { perPage: 25 }),
  post(`customer/list search "${customerWord.toLowerCase()}"`, '/api/customer/list', {
    perPage: 20,
    search: customerWord.toLowerCase(),
  }),
  post('customer/list search "coblong"', '/api/customer/list', { perPage: 20, search: 'coblong' }),
  // A word in many names and addresses (≈ 11k and ≈ 17k of the 100k customers of the 1M profile).
  post('customer/list search "toko"', '/api/customer/list', { perPage: 20, search: 'toko' }),
  post('customer/list search "ani"', '/api/customer/list', { perPage: 20, search: 'ani' }),
  post('customer/list search "bu" (two letters)', '/api/customer/list', { perPage: 20, search: 'bu' }),
  post('product/list search', '/api/product/list', { perPage: 20, search: 'bakso', active: true }),
  // Decision 024: the pickers ask per id or search, the bulk move's filter, the export's pages.
  post(`stock/available Fresh, ${lineProducts.length} products`, '/api/stock/available/Fresh', {
    productIds: lineProducts,
  }),
  post('bahanBaku/list search "gar"', '/api/bahanBaku/list', { perPage: 20, sortBy: 'name', search: 'gar' }),
  post(`bahanBaku/list ${someMaterials.length} ids`, '/api/bahanBaku/list', {
    perPage: 100,
    ids: someMaterials.map((m) => m['id'] as number),
  }),
  post("transaction/status/bulk dry run, a customer's unpaid", '/api/transaction/status/bulk', {
    target: 'paid',
    dryRun: true,
    filter: { customerId: someCustomer?.['id'] ?? 1, payment: 'unpaid' },
  }),
  post('transaction/list by product', '/api/transaction/list', {
    perPage: 25,
    productId: lineProducts[0] ?? 1,
  }),
  post(`transaction/list by the busiest product (#${busiest})`, '/api/transaction/list', {
    perPage: 25,
    productId: busiest,
  }),
  // Decision 053: the production plan of a day and of a week (every product's minimum, the day's open orders and
  // standing orders, the materials of its runs).
  post(`plan/production ${dayAfter}`, '/api/plan/production', { date: dayAfter }),
  post(`plan/production ${dayAfter}, 7 days`, '/api/plan/production', { date: dayAfter, days: 7 }),
  // Decision 028: Stok Produk's per-product page and the recipes dialog, searched on the server.
  post('stock/available Fresh, a page (Stok Produk)', '/api/stock/available/Fresh', { perPage: 25 }),
  post('stock/available Frozen, search "bakso"', '/api/stock/available/Frozen', {
    perPage: 25,
    search: 'bakso',
  }),
  post('produksi/recipe/list, a page', '/api/produksi/recipe/list', { perPage: 25 }),
  // The production screen's opening view: this month's runs (≈ 12k at 1M orders) with their totals (decision 035).
  post('produksi/list, the newest month', '/api/produksi/list', {
    perPage: 25,
    dateFrom: `${newest.slice(0, 8)}01`,
    dateTo: newest,
  }),
  post('produksi/recipe/list search "bakso"', '/api/produksi/recipe/list', { perPage: 25, search: 'bakso' }),
  post('transaction/export CSV, the newest day', '/api/transaction/export', {
    format: 'csv',
    dateFrom: newest,
    dateTo: newest,
  }),
  post('transaction/export CSV, a week by total', '/api/transaction/export', {
    format: 'csv',
    dateFrom: weekFrom,
    dateTo: newest,
    sortBy: 'total',
    sortDir: 'desc',
  }),
  // The history of changes (decision 030): the newest page, a page further by its keyset cursor, one record type.
  post('change-history/list first page', '/api/change-history/list', { perPage: 25 }),
  post('change-history/list page 400', '/api/change-history/list', { perPage: 25, page: 400 }),
  post('change-history/list orders of a week', '/api/change-history/list', {
    perPage: 25,
    entity: 'transaction',
    dateFrom: weekFrom,
    dateTo: newest,
  }),
  // Writes: orders of one pack holding one frozen unit, taken at once from the batches (oldest first) and the pack
  // from the lots (first expiring first), customers in turn. Afterwards `pnpm bench:data --check`.
  ...(frozenStock.length && packStock.length && orderingCustomers.length
    ? [
        {
          ...post(
            'transaction/add, every order the same pack type',
            '/api/transaction/add',
            orderBodies(false)[0],
          ),
          bodies: orderBodies(false),
          write: true,
        },
        {
          ...post(
            'transaction/add, the generated mix of packs',
            '/api/transaction/add',
            orderBodies(true)[0],
          ),
          bodies: orderBodies(true),
          write: true,
        },
      ]
    : []),
  // A write: a transfer of Rp 50.000 without allocations, put on the customer's open orders oldest due first (one
  // allocation row per order it reaches; the rest would stay as deposit). Afterwards `pnpm bench:data --check`.
  ...(payingCustomer
    ? [
        {
          ...post('payment/add, a transfer on the open orders', '/api/payment/add', {
            customerId: Number(payingCustomer['id']),
            amount: 50_000,
            method: 'transfer',
            reference: 'bench',
          }),
          write: true,
        },
      ]
    : []),
].filter((s) => !only || only.split('|').some((o) => s.name.includes(o)));

// ---------- raw SQL: the recorded statements on a connection of their own ----------

const raw = config.databaseUrl
  ? new pg.Client({
      connectionString: withSessionOptions(config.databaseUrl),
      application_name: 'pawon-bench-raw',
    })
  : null;
await raw?.connect();

async function replay(statements: Statement[]): Promise<number> {
  const start = performance.now();
  for (const s of statements)
    await originalQuery.call(raw, { text: s.text, values: s.values, rowMode: 'array' });
  return performance.now() - start;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[(s.length - 1) >> 1]! + s[s.length >> 1]!) / 2 : NaN;
};
const round1 = (x: number) => Math.round(x * 10) / 10;
const round2 = (x: number) => Math.round(x * 100) / 100;

interface Load {
  connections: number;
  requestsPerSecond: number;
  /** null: no request completed within the run. */
  p50: number | null;
  p99: number | null;
  errors: number;
  /**
   * The server's own time per answered request: how long its event loop was busy during the run (Node's event loop
   * utilisation: the handlers, validation, serialization, pg's parsing; not PostgreSQL, not the load generator, which
   * runs in a worker thread) ÷ the requests answered. null when none was.
   */
  serverMs: number | null;
}
interface Figures {
  name: string;
  path: string;
  body: unknown;
  status: number;
  rows: number | null;
  total: number | null;
  statements: number | null;
  apiMs: number;
  sqlMs: number | null;
  ratio: number | null;
  load: Load[];
}

function rowsOf(json: Json): { rows: number | null; total: number | null } {
  if (typeof json['lines'] === 'number') return { rows: json['lines'] - 1, total: null };
  const datas = json['datas'] ?? json['data'];
  // A report's rows may be top-level (`rows`: the aging's page).
  const rows = datas ?? json['rows'];
  const list = Array.isArray(rows) ? rows : Array.isArray(rows?.rows) ? rows.rows : null;
  return { rows: list ? list.length : null, total: typeof json['total'] === 'number' ? json['total'] : null };
}

const results: Figures[] = [];
for (const s of scenarios) {
  // Warm the plans and caches, then record the statements of one request.
  for (let i = 0; i < 2; i += 1) await call(s.method, s.path, s.body);
  recording = [];
  const answer = await call(s.method, s.path, s.body);
  const statements: Statement[] = recording;
  recording = null;
  const api: number[] = [];
  const sqlTimes: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const t0 = performance.now();
    await call(s.method, s.path, s.body);
    api.push(performance.now() - t0);
    if (raw && !s.write) sqlTimes.push(await replay(statements));
  }
  const load: Load[] = [];
  for (const connections of connectionCounts) {
    const busyBefore = performance.eventLoopUtilization();
    const result = await autocannon({
      url: `${base}${s.path}`,
      method: s.method,
      headers,
      ...(s.body === undefined ? {} : { body: JSON.stringify(s.body) }),
      ...(s.bodies ? { requests: s.bodies.map((b) => ({ method: s.method, body: JSON.stringify(b) })) } : {}),
      connections,
      duration: seconds,
      workers: 1,
    });
    // No answer within the run (each took longer than it): no latency to show, the calls still in flight count.
    const none = result.requests.total === 0;
    const busy = performance.eventLoopUtilization(busyBefore).active;
    load.push({
      connections,
      requestsPerSecond: Math.round(result.requests.average),
      p50: none ? null : result.latency.p50,
      p99: none ? null : result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
      serverMs: none ? null : round2(busy / result.requests.total),
    });
  }
  const apiMs = round1(median(api));
  const sqlMs = sqlTimes.length ? round1(median(sqlTimes)) : null;
  const figures: Figures = {
    name: s.name,
    path: s.path,
    body: s.body,
    status: answer.status,
    ...rowsOf(answer.json),
    statements: raw && !s.write ? statements.length : null,
    apiMs,
    sqlMs,
    ratio: sqlMs ? Math.round((apiMs / sqlMs) * 100) / 100 : null,
    load,
  };
  results.push(figures);
  console.error(`[bench] ${s.name}: ${apiMs} ms (SQL ${sqlMs ?? '—'} ms), ${JSON.stringify(load)}`);
}

// ---------- the table and the JSON ----------

const machine = {
  cpus: os.cpus().length,
  cpu: os.cpus()[0]?.model ?? '',
  memoryGb: Math.round(os.totalmem() / 2 ** 30),
  loadAverage: os.loadavg().map((x) => Math.round(x * 10) / 10),
  node: process.version,
  database: database.kind,
};
const head = [
  'call',
  'rows',
  ...connectionCounts.flatMap((c) => [
    `req/s @${c}`,
    `p50 @${c}`,
    `p99 @${c}`,
    `errors @${c}`,
    `server ms/req @${c}`,
  ]),
  'API ms',
  'SQL ms',
  'ratio',
];
const lines = results.map((r) => [
  r.status === 200 ? r.name : `${r.name} (HTTP ${r.status})`,
  r.rows === null ? '—' : r.total === null ? String(r.rows) : `${r.rows} of ${r.total}`,
  ...r.load.flatMap((l) => [
    String(l.requestsPerSecond),
    l.p50 === null ? `> ${seconds} s` : String(l.p50),
    l.p99 === null ? `> ${seconds} s` : String(l.p99),
    String(l.errors),
    l.serverMs === null ? '—' : String(l.serverMs),
  ]),
  String(r.apiMs),
  r.sqlMs === null ? '—' : String(r.sqlMs),
  r.ratio === null ? '—' : String(r.ratio),
]);
const table = [head, head.map(() => '---'), ...lines].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
console.log(
  `${table}\n\n${seconds} s per call and connection count; ${rounds} alternated rounds for API and SQL medians. ` +
    `Machine: ${machine.cpus} × ${machine.cpu}, ${machine.memoryGb} GB, load average ${machine.loadAverage.join(' / ')} ` +
    `at the end, Node ${machine.node}, ${machine.database}.`,
);
fs.mkdirSync(path.dirname(jsonPath), { recursive: true });
fs.writeFileSync(
  jsonPath,
  `${JSON.stringify({ at: new Date().toISOString(), machine, seconds, rounds, orders, results }, null, 2)}\n`,
);
console.error(`[bench] JSON: ${path.relative(process.cwd(), jsonPath)}`);

await raw?.end();
await app.close();
await database.close();
if (fresh) fs.rmSync(dataDir, { recursive: true, force: true });
