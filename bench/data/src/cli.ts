/**
 * `DATABASE_URL=… pnpm bench:data --orders N [--seed S] [--end YYYY-MM-DD] [--reset] [--check]`, or with
 * `PAWON_DATA_DIR=…` (no DATABASE_URL) on PGlite. Opens the database through the server (migrations, and the seed on a
 * new database: users, menus, rights, regions), fills it, and with --check prints each invariant as PASS or FAIL.
 * `--check` without `--orders` only checks a database filled before.
 */
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../../packages/server/src/db/index.ts';
import { seed } from '../../../packages/server/src/seed/index.ts';
import { businessDate } from '../../../packages/server/src/lib/dates.ts';
import { checkInvariants } from './checks.js';
import { fill } from './fill.js';
import { pgSink, sinkOf, type Sink } from './sink.js';

function args(argv: string[]) {
  const value = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const number = (name: string) => {
    const v = value(name);
    if (v === undefined) return undefined;
    const n = Number(v.replaceAll('_', ''));
    if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} takes a whole number, not ${v}`);
    return n;
  };
  const end = value('end');
  if (end !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(end)) throw new Error('--end takes YYYY-MM-DD');
  return {
    orders: number('orders'),
    seed: number('seed') ?? 1,
    end,
    reset: argv.includes('--reset'),
    check: argv.includes('--check'),
  };
}

const log = (line: string) => console.log(`[bench:data] ${line}`);

async function main() {
  const opts = args(process.argv.slice(2));
  if (opts.orders === undefined && !opts.check) {
    console.error(
      'Usage: DATABASE_URL=postgres://… pnpm bench:data --orders 1000000 [--seed 1] [--end YYYY-MM-DD] [--reset] [--check]\n' +
        '       PAWON_DATA_DIR=./data pnpm bench:data --orders 50000   (PGlite)\n' +
        '       … --check            (check the invariants of a filled database only)',
    );
    process.exit(2);
  }
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = path.resolve(process.env.INIT_CWD ?? process.cwd(), process.env.PAWON_DATA_DIR ?? 'data');
  log(databaseUrl ? `PostgreSQL ${new URL(databaseUrl).pathname.slice(1)}` : `PGlite in ${dataDir}`);

  const started = Date.now();
  const database = await openDatabase({ dataDir, databaseUrl });
  const seeded = await seed(database.db, {
    demo: true,
    firstAdmin: { name: '', email: '', password: undefined },
  });
  if (seeded.seeded)
    log('New database: migrated and seeded (demo users; its demo business data is replaced)');
  let sink: Sink;
  if (databaseUrl) {
    // A connection of its own: the app's pool cancels statements after 15 s, index builds take longer.
    await database.close();
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    sink = pgSink(client, () => client.end());
  } else {
    sink = await sinkOf(database.db);
  }
  let failed = false;
  try {
    if (opts.orders !== undefined) {
      const result = await fill(sink, {
        orders: opts.orders,
        seed: opts.seed,
        endDate: opts.end ?? businessDate('Asia/Jakarta'),
        reset: opts.reset || seeded.seeded,
        log,
      });
      log(
        `Rows: ${Object.entries(result.counts)
          .map(([t, n]) => `${t} ${n}`)
          .join(', ')}`,
      );
    }
    if (opts.check) {
      log('Invariants:');
      const results = await checkInvariants(sink, (r) =>
        console.log(
          `  ${r.ok ? 'PASS' : 'FAIL'} ${r.name} (${r.ms} ms)${r.ok ? '' : `: ${r.violations} rows, e.g. ${r.sample.join(', ')}`}`,
        ),
      );
      failed = results.some((r) => !r.ok);
      log(failed ? 'Some invariants FAILED' : `All ${results.length} invariants hold`);
    }
  } finally {
    await sink.release();
    if (!databaseUrl) await database.close();
  }
  log(`Wall time ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.exit(failed ? 1 : 0);
}

main().catch((err: unknown) => {
  console.error(`[bench:data] ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
