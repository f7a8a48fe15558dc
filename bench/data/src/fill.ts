/**
 * Fills a migrated, seeded Pawon database in one transaction: the business tables are emptied, their indexes and
 * foreign keys set aside, the master data and the simulated years are COPYed in, then every index and key is made
 * again exactly as the migrations defined it (the definitions are read back from the catalogue, and foreign keys are
 * validated), sequences moved past the ids used, and the run recorded in `pawon_bench.fill`. An interrupted fill
 * leaves the database as it was.
 */
import {
  customerRow,
  makeCatalogue,
  ONGKIR,
  PRICE_LISTS,
  profileFor,
  tierOf,
  tierPrice,
  type Catalogue,
  type Customer,
  type Profile,
  vendorTermDays,
} from './catalogue.js';
import { Random } from './random.js';
import { calendar } from './time.js';
import { simulate, type SimulationInput } from './simulate.js';
import type { Sink } from './sink.js';
import { FILLED_TABLES, qtyText, Writer, type Table } from './writer.js';

/**
 * Tables a fill keeps: who may sign in, the menus and rights, the region data, the business profile (its one row,
 * made by its migration, heads every export and invoice: emptied, every export answered 404). Every other table is
 * business data.
 */
export const KEPT_TABLES = [
  'business_profile',
  'users',
  'positions',
  'menus',
  'auth_groups',
  'group_menus',
  'group_users',
  'sessions',
  'auth_epoch',
  'login_attempts',
  'regions',
];

/** The storage locations of a fill: ids 1–3. */
const STORAGE: Array<{ name: string; kind: string; min: number | string; max: number }> = [
  { name: 'Freezer', kind: 'freezer', min: -25, max: -18 },
  { name: 'Chiller', kind: 'chiller', min: 0, max: 5 },
  // No lower limit (COPY's null).
  { name: 'Gudang Kering', kind: 'dry', min: '\\N', max: 30 },
];
const [STORAGE_FREEZER, STORAGE_CHILLER, STORAGE_DRY] = [1, 2, 3];

/** Business tables a fill leaves empty on purpose: the audit log, idempotency keys, and returns (none are generated). */
export const LEFT_EMPTY = [
  'audit_log',
  'idempotency_keys',
  'transaction_returns',
  'transaction_return_lines',
  'transaction_return_batches',
  // Temperatures and QC holds (decision 056): none generated; the stock is placed in the three locations.
  'temperature_readings',
  'stock_holds',
  'stock_hold_items',
  'stock_location_moves',
  // Bank statement imports (issue 38), integration tokens and webhooks (decisions 062, 065): set up by hand, none
  // generated.
  'bank_account_names',
  'bank_import_lines',
  'bank_import_mappings',
  'integration_tokens',
  'webhooks',
  'webhook_events',
  'webhook_deliveries',
  'webhook_batch_alerts',
  'webhook_lot_alerts',
  'webhook_stock_alerts',
];

/** The triggers that keep the stock valuation's months (migration 0020). */
const VALUE_MONTH_TRIGGERS = [
  ['product_ledger', 'product_ledger_value_months'],
  ['product_batches', 'product_batches_value_cost'],
  ['product_batches', 'product_batches_value_delete'],
  ['restocks', 'restocks_value_months'],
  ['usages', 'usages_value_months'],
] as const;

/** Summary tables the app keeps from the business tables: rebuilt from them by the migrations' own function after a fill. */
export const SUMMARY_TABLES = [
  'product_value_months',
  'product_value_years',
  'material_value_months',
  'transaction_state_days',
  'transaction_product_days',
  'product_stock_totals',
  'sales_summary',
  'sales_customer_summary',
  'sales_product_summary',
  'expense_summary',
  'payment_days',
  'table_counts',
];

export interface FillOptions {
  orders: number;
  seed: number;
  /** The business "today", the last day of the data (YYYY-MM-DD). */
  endDate: string;
  /** Replace business data already there. */
  reset: boolean;
  /** Characters of COPY text buffered before a chunk is sent. @default 8M */
  chunkChars?: number;
  log?: (line: string) => void;
}

export interface FillResult {
  profile: Profile;
  counts: Record<string, number>;
  ms: number;
}

export interface FillState {
  /** A previous fill recorded in the database. */
  fill: { seed: number; orders: number; endDate: string; finishedAt: string } | undefined;
  /** Rows in business tables (orders, products, customers, lots). */
  rows: { transactions: number; products: number; customers: number; restocks: number };
}

const N = '\\N';

export async function fillState(sink: Sink): Promise<FillState> {
  const [marker] = await sink.query<{ exists: boolean }>(
    `select to_regclass('pawon_bench.fill') is not null as exists`,
  );
  let fill: FillState['fill'];
  if (marker?.exists) {
    const [row] = await sink.query<{ seed: number; orders: number; endDate: string; finishedAt: string }>(
      `select seed::float8 as seed, orders, end_date::text as "endDate", finished_at::text as "finishedAt" from pawon_bench.fill where id = 1`,
    );
    fill = row;
  }
  const [rows] = await sink.query<FillState['rows']>(
    `select (select count(*) from transactions)::int as transactions, (select count(*) from products)::int as products,
            (select count(*) from customers)::int as customers, (select count(*) from restocks)::int as restocks`,
  );
  return { fill, rows: rows! };
}

/** Why a fill may not start (a filled database without `reset`), or undefined. */
export function refusal(state: FillState, reset: boolean): string | undefined {
  if (reset) return undefined;
  if (state.fill)
    return `The database was filled by bench:data already (seed ${state.fill.seed}, ${state.fill.orders} orders up to ${state.fill.endDate}, finished ${state.fill.finishedAt}). Run with --reset to fill it again.`;
  const r = state.rows;
  if (r.transactions || r.products || r.customers || r.restocks)
    return `The database holds business data (${r.transactions} orders, ${r.products} products, ${r.customers} customers, ${r.restocks} lots). Run with --reset to replace all of it (users, menus and rights stay).`;
  return undefined;
}

interface SetAside {
  foreignKeys: Array<{ table: string; name: string; def: string }>;
  constraints: Array<{ table: string; name: string; def: string }>;
  indexes: Array<{ name: string; def: string }>;
}

const list = (names: string[]) => `array[${names.map((n) => `'${n}'`).join(', ')}]::text[]`;

/** Reads and drops the indexes, primary keys and foreign keys of the tables filled (to be made again afterwards). */
async function setAside(sink: Sink, tables: string[]): Promise<SetAside> {
  const names = list(tables);
  const foreignKeys = await sink.query<SetAside['foreignKeys'][number]>(
    `select conrelid::regclass::text as table, conname as name, pg_get_constraintdef(oid) as def from pg_constraint
     where contype = 'f' and (conrelid::regclass::text = any(${names}) or confrelid::regclass::text = any(${names}))
     order by conname`,
  );
  const constraints = await sink.query<SetAside['constraints'][number]>(
    `select conrelid::regclass::text as table, conname as name, pg_get_constraintdef(oid) as def from pg_constraint
     where contype in ('p', 'u') and conrelid::regclass::text = any(${names}) order by conname`,
  );
  const indexes = await sink.query<SetAside['indexes'][number]>(
    `select i.indexname as name, i.indexdef as def from pg_indexes i
     where i.schemaname = 'public' and i.tablename = any(${names})
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname and c.contype in ('p', 'u'))
     order by i.indexname`,
  );
  const q = (s: string) => `"${s}"`;
  const drops = [
    ...foreignKeys.map((f) => `alter table ${q(f.table)} drop constraint ${q(f.name)};`),
    ...indexes.map((i) => `drop index ${q(i.name)};`),
    ...constraints.map((c) => `alter table ${q(c.table)} drop constraint ${q(c.name)};`),
  ];
  if (drops.length) await sink.exec(drops.join('\n'));
  return { foreignKeys, constraints, indexes };
}

async function restore(sink: Sink, aside: SetAside, log: (line: string) => void): Promise<void> {
  const q = (s: string) => `"${s}"`;
  const steps = [
    ...aside.constraints.map((c) => ({
      what: `${c.table} ${c.name}`,
      sql: `alter table ${q(c.table)} add constraint ${q(c.name)} ${c.def}`,
    })),
    ...aside.indexes.map((i) => ({ what: i.name, sql: i.def })),
    ...aside.foreignKeys.map((f) => ({
      what: f.name,
      sql: `alter table ${q(f.table)} add constraint ${q(f.name)} ${f.def}`,
    })),
  ];
  let done = 0;
  let last = Date.now();
  for (const step of steps) {
    await sink.exec(step.sql);
    done++;
    if (Date.now() - last > 5000 || done === steps.length) {
      log(`  indexes and keys: ${done}/${steps.length} (${step.what})`);
      last = Date.now();
    }
  }
}

/** The district codes customers live in (West Java first) and the users who record production and sales. */
async function readContext(sink: Sink) {
  const districts = (
    await sink.query<{ code: string }>(
      `select code from regions where code ~ '^[0-9]+\\.[0-9]+\\.[0-9]+$' order by (code like '32.%') desc, code`,
    )
  ).map((r) => r.code);
  if (!districts.length)
    throw new Error(
      'The regions table is empty: open the database once with the server (its seed fills it).',
    );
  const people = await sink.query<{ id: number; email: string }>(`select id, email from users order by id`);
  if (!people.length)
    throw new Error('No users: open the database once with the server (its seed makes them).');
  const userId = (email: string) => people.find((u) => u.email === email)?.id ?? people[0]!.id;
  const users = { staff: userId('staff@pawon.test'), kasir: userId('kasir@pawon.test') };
  return { districts, users };
}

/** Truncates every business table (not the kept ones) and sets aside their indexes and keys. */
async function emptyBusinessTables(sink: Sink): Promise<{ business: string[]; aside: SetAside }> {
  const business = (
    await sink.query<{ name: string }>(
      `select table_name as name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> all(${list(KEPT_TABLES)}) order by 1`,
    )
  ).map((r) => r.name);
  await sink.exec(`truncate ${business.map((t) => `"${t}"`).join(', ')} restart identity`);
  const aside = await setAside(sink, business);
  return { business, aside };
}

/** Runs the simulation, sending each chunk while the next is made, with a progress line every 5 s. */
async function stream(
  w: Writer,
  input: Omit<SimulationInput, 'onDay'>,
  log: (line: string) => void,
  elapsed: () => string,
): Promise<void> {
  let inFlight: Promise<void> = Promise.resolve();
  let lastLog = Date.now();
  let rowsAtLastLog = 0;
  const totalRows = () => [...w.counts.values()].reduce((s, n) => s + n, 0);
  await simulate(w, {
    ...input,
    onDay: async (day, orders) => {
      if (w.full) {
        await inFlight;
        inFlight = w.flush();
      }
      if (Date.now() - lastLog > 5000) {
        const rows = totalRows();
        const rate = Math.round(((rows - rowsAtLastLog) * 1000) / (Date.now() - lastLog));
        log(
          `  day ${day + 1}/${input.profile.days}: ${orders} orders, ${rows} rows (${rate} rows/s), ${elapsed()}`,
        );
        lastLog = Date.now();
        rowsAtLastLog = rows;
      }
      // Lets the COPY already sent reach the database while the next days are made.
      await new Promise((resolve) => setImmediate(resolve));
    },
  });
  await inFlight;
  await w.flush();
}

/** Moves the sequences past the ids used, warns of business tables left empty, records the fill. */
async function record(
  sink: Sink,
  business: string[],
  counts: Record<string, number>,
  opts: FillOptions,
  log: (line: string) => void,
): Promise<void> {
  const serials = await sink.query<{ table: string; seq: string }>(
    `select c.table_name as table, pg_get_serial_sequence('"' || c.table_name || '"', c.column_name) as seq
     from information_schema.columns c
     where c.table_schema = 'public' and c.table_name = any(${list(FILLED_TABLES)}) and c.column_name = 'id'
       and pg_get_serial_sequence('"' || c.table_name || '"', c.column_name) is not null`,
  );
  for (const s of serials)
    await sink.exec(`select setval('${s.seq}', coalesce((select max(id) from "${s.table}"), 0) + 1, false)`);

  // Summary and counter tables the app reads must be filled here too (today: transaction_counters, by simulate).
  // A business table this generator does not know is left empty: say so, it may be a new summary to rebuild.
  const unknown = business.filter(
    (t) => !(FILLED_TABLES as string[]).includes(t) && !LEFT_EMPTY.includes(t) && !SUMMARY_TABLES.includes(t),
  );
  if (unknown.length)
    log(`WARNING: left empty, unknown to bench:data (a summary table to rebuild?): ${unknown.join(', ')}`);

  await sink.exec(`create schema if not exists pawon_bench;
    create table if not exists pawon_bench.fill (id int primary key, seed bigint not null, orders int not null,
      end_date date not null, finished_at timestamptz not null, counts jsonb not null);
    delete from pawon_bench.fill;
    insert into pawon_bench.fill values (1, ${opts.seed}, ${opts.orders}, '${opts.endDate}', now(), '${JSON.stringify(counts)}'::jsonb);`);
}

/**
 * Writes the master data (categories, vendors, ongkir, materials, products with recipes, customers) and answers the
 * customers as the simulation needs them. Everything was there before the first day, with fixed stamps so that the
 * same seed gives the same rows.
 */
function writeMasterData(
  w: Writer,
  input: { profile: Profile; catalogue: Catalogue; random: Random; districts: string[]; endDate: string },
): Customer[] {
  const { profile, catalogue, random, districts } = input;
  const firstDay = new Date(Date.parse(`${input.endDate}T00:00:00Z`) - profile.days * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const since = `${firstDay} 08:00:00+07`;
  // One freezer, one chiller, one dry store (as migration 0040 makes them): frozen, fresh and material stock.
  STORAGE.forEach((l, i) => w.row('storage_locations', [i + 1, l.name, l.kind, l.min, l.max, since, since]));
  for (const c of catalogue.categories) w.row('categories', [c.id, c.name, c.description ?? N, since, since]);
  for (const v of catalogue.vendors)
    w.row('vendors', [v.id, v.name, v.description, v.phone, v.address, vendorTermDays(v.id), since, since]);
  ONGKIR.forEach((o, i) => w.row('ongkir', [i + 1, o.label, o.price, o.description ?? N, since, since]));
  for (const m of catalogue.materials) {
    const minStock = qtyText(m.minStock * 1000);
    const type = m.type ?? N;
    w.row('materials', [
      m.id,
      m.kind,
      m.name,
      m.unit,
      m.price,
      minStock,
      type,
      m.packPrice ?? N,
      N,
      m.shelfDays ?? N,
      m.vendorId,
      STORAGE_DRY,
      since,
      since,
    ]);
  }
  for (const p of catalogue.products) {
    const minStock = qtyText(p.minStock * 1000);
    w.row('products', [
      p.id,
      p.code,
      p.name,
      N,
      p.categoryId,
      p.price,
      p.unit,
      minStock,
      't',
      STORAGE_CHILLER,
      STORAGE_FREEZER,
      since,
      since,
    ]);
    for (const r of p.recipe) w.row('recipes', [p.id, r.materialId, qtyText(r.perUnit)]);
  }
  // Price lists: every product on each, from the first day, and the agents' second price from half way.
  const midDate = calendar(input.endDate, profile.days)(Math.floor(profile.days / 2));
  PRICE_LISTS.forEach((list, i) => {
    w.row('price_lists', [i + 1, list.name, list.description, since, since]);
    for (const step of list.steps)
      for (const p of catalogue.products) {
        const from = step.from === 'start' ? firstDay : midDate;
        w.row('price_list_prices', [i + 1, p.id, from, tierPrice(p.price, step.off), since]);
      }
  });
  const customers: Customer[] = [];
  for (let id = 1; id <= profile.customers; id++) {
    const c = customerRow(id, random, { districts }, ONGKIR.length);
    // Terms: distributors 7–30 days, a few shops a week or two, everyone else cash on delivery; limits for most
    // distributors and some customers on terms.
    const termDays = c.distributor
      ? random.pick([7, 14, 14, 21, 30])
      : random.chance(0.08)
        ? random.pick([7, 14])
        : 0;
    const creditLimit =
      termDays > 0 && random.chance(c.distributor ? 0.7 : 0.4)
        ? random.int(c.distributor ? 20 : 3, c.distributor ? 100 : 15) * 1_000_000
        : N;
    const tier = tierOf(id, c.distributor);
    const priceList = tier === null ? N : tier + 1;
    w.row('customers', [id, ...c.fields, c.ongkirIndex + 1, termDays, creditLimit, priceList, since, since]);
    customers.push({ id, distributor: c.distributor, ongkir: ONGKIR[c.ongkirIndex]!.price, termDays, tier });
  }
  return customers;
}

/** Fills the database (see the file's comment); refuses (throws) on a filled database without `reset`. */
export async function fill(sink: Sink, opts: FillOptions): Promise<FillResult> {
  const log = opts.log ?? (() => {});
  const started = Date.now();
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  const state = await fillState(sink);
  const refused = refusal(state, opts.reset);
  if (refused) throw new Error(refused);

  const profile = profileFor(opts.orders);
  log(
    `Profile: ${profile.orders} orders over ${profile.days} days up to ${opts.endDate}, ${profile.customers} customers, ` +
      `${profile.products} products, ${profile.rawMaterials + profile.packTypes + profile.consumables} materials (seed ${opts.seed})`,
  );
  const { districts, users } = await readContext(sink);

  await sink.exec('begin');
  try {
    if (sink.kind === 'postgres') {
      await sink.exec(
        `set local synchronous_commit = off; set local maintenance_work_mem = '256MB'; set local statement_timeout = 0;`,
      );
    }
    const { business, aside } = await emptyBusinessTables(sink);
    log(
      `Emptied ${business.length} business tables; set aside ${aside.indexes.length} indexes, ${aside.constraints.length} keys, ${aside.foreignKeys.length} foreign keys (${elapsed()})`,
    );

    // The order list's per-day figures (decision 017) are rebuilt once below, not row by row during the COPY.
    await sink.exec('alter table transactions disable trigger transactions_state_days');
    // And per product (decision 035): the lines' triggers would add each order once per COPY chunk.
    await sink.exec('alter table transactions disable trigger transactions_product_days');
    await sink.exec('alter table transaction_lines disable trigger transaction_lines_product_days_insert');
    // So are the stock list's per-product totals (decision 021).
    await sink.exec('alter table product_batches disable trigger product_batches_stock_totals');
    // And the payment list's per-day figures (migration 0029).
    await sink.exec('alter table payments disable trigger payments_days');
    // And the runs' and batches' costs (migration 0018), rebuilt once after the usages' values.
    for (const trigger of ['usages_run_cost_insert', 'usages_run_cost_update'])
      await sink.exec(`alter table usages disable trigger ${trigger}`);
    await sink.exec('alter table product_batches disable trigger product_batches_unit_cost');
    // Where lots and batches are (migration 0040's insert triggers): placed by their defaults once, after the fill.
    await sink.exec('alter table restocks disable trigger restocks_place');
    await sink.exec('alter table product_batches disable trigger product_batches_place');
    // And the stock valuation's months (migration 0020), rebuilt once at the end.
    for (const [table, trigger] of VALUE_MONTH_TRIGGERS)
      await sink.exec(`alter table ${table} disable trigger ${trigger}`);
    const w = new Writer(sink, opts.chunkChars ?? 8_000_000, sink.kind === 'postgres');
    const random = new Random(opts.seed);
    const catalogue = makeCatalogue(profile, random);
    const customers = writeMasterData(w, { profile, catalogue, random, districts, endDate: opts.endDate });

    await stream(w, { profile, catalogue, customers, endDate: opts.endDate, users, random }, log, elapsed);
    log(
      `Rows sent: ${[...w.counts.values()].reduce((a, n) => a + n, 0)} (${elapsed()}); making indexes and keys again`,
    );

    await restore(sink, aside, log);
    await sink.exec('alter table transactions enable trigger transactions_state_days');
    await sink.exec('select rebuild_transaction_state_days()');
    await sink.exec('alter table transactions enable trigger transactions_product_days');
    await sink.exec('alter table transaction_lines enable trigger transaction_lines_product_days_insert');
    await sink.exec('select rebuild_transaction_product_days()');
    await sink.exec('alter table product_batches enable trigger product_batches_stock_totals');
    await sink.exec('select rebuild_product_stock_totals()');
    // Each usage's value (migration 0017), which the app writes with each allocation.
    await sink.exec('select rebuild_usage_values()');
    // Then each run's cost and its batch's unit cost (migration 0018), which the app's triggers keep.
    await sink.exec('select rebuild_run_costs()');
    for (const trigger of ['usages_run_cost_insert', 'usages_run_cost_update'])
      await sink.exec(`alter table usages enable trigger ${trigger}`);
    await sink.exec('alter table product_batches enable trigger product_batches_unit_cost');
    for (const [table, trigger] of VALUE_MONTH_TRIGGERS)
      await sink.exec(`alter table ${table} enable trigger ${trigger}`);
    await sink.exec('select rebuild_stock_value_months()');
    await sink.exec('alter table payments enable trigger payments_days');
    await sink.exec('select rebuild_payment_days()');
    await sink.exec('select rebuild_table_counts()');
    await sink.exec(`update restocks r set location_id = m.location_id from materials m where m.id = r.material_id;
      update product_batches b set fresh_location_id = p.fresh_location_id, frozen_location_id = p.frozen_location_id
      from products p where p.id = b.product_id`);
    await sink.exec('alter table restocks enable trigger restocks_place');
    await sink.exec('alter table product_batches enable trigger product_batches_place');
    // The report summaries (decision 018) from what was just written, by the same function as `pnpm rebuild:summaries`.
    await sink.exec('select rebuild_report_summaries()');
    log(`Report summaries rebuilt (${elapsed()})`);
    const counts = Object.fromEntries(FILLED_TABLES.map((t: Table) => [t, w.counts.get(t) ?? 0]));
    await record(sink, business, counts, opts, log);
    await sink.exec('commit');
    // VACUUM as well as ANALYZE: the visibility map of the new pages, without which the planner prices an index-only
    // scan (the aging's `transactions_open_aging`) as if every row were read from the table, until autovacuum comes.
    log(`Committed (${elapsed()}); vacuuming and analyzing`);
    await sink.exec(
      `vacuum (analyze) ${[...FILLED_TABLES, ...SUMMARY_TABLES].map((t) => `"${t}"`).join(', ')}`,
    );
    log(`Done in ${elapsed()}`);
    return { profile, counts, ms: Date.now() - started };
  } catch (err) {
    await sink.exec('rollback').catch(() => undefined);
    throw err;
  }
}
