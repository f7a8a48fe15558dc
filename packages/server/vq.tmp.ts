import { sql } from 'drizzle-orm';
import { openDatabase } from './src/db/index.ts';
import { loadConfig } from './src/config.ts';
import { productsAt, materialsAt } from './src/services/valuation.ts';
const config = loadConfig({ ...process.env, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/pawon_bench_1m' } as never);
const database = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/pawon_bench_1m', } as never);
const db = (database as any).db;
for (const date of ['2026-11-29', '2025-12-31', '2025-05-31', '2025-05-15', '2024-06-10']) {
  for (let i = 0; i < 2; i++) {
    const t0 = performance.now();
    const p = await productsAt(db, date);
    const t1 = performance.now();
    const m = await materialsAt(db, date);
    const t2 = performance.now();
    if (i) console.log(date, 'products', p.length, Math.round(t1 - t0), 'ms; materials', m.length, Math.round(t2 - t1), 'ms');
  }
}
process.exit(0);
