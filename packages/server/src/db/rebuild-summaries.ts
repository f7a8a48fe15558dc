/**
 * `pnpm --filter @pawon/server rebuild:summaries`: recomputes the report summaries (decision 018) from the orders,
 * returns and restocks, in one transaction, on the database the server would open (DATABASE_URL, or PGlite in
 * PAWON_DATA_DIR). Writes wait for it; reports read the old sums until it commits. Needed only after rows were
 * changed outside the app (a restore of some tables, a hand-made correction in SQL).
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { rows } from './query.js';
import { openDatabase } from './index.js';
import { text } from '../lib/texts.js';
import { int, row, text as textKind } from './rowShape.js';

const config = loadConfig(process.env);
const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
const started = Date.now();
try {
  await database.db.transaction(async (tx) => {
    if (database.kind === 'postgres') await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`select rebuild_report_summaries()`);
  });
  const counts = await rows(
    database.db,
    sql`select 'sales_summary' as table, count(*)::int as n from sales_summary
        union all select 'sales_customer_summary', count(*)::int from sales_customer_summary
        union all select 'sales_product_summary', count(*)::int from sales_product_summary
        union all select 'expense_summary', count(*)::int from expense_summary`,
    row({ table: textKind, n: int }),
  );
  console.log(
    text('summaries.rebuilt', {
      seconds: ((Date.now() - started) / 1000).toFixed(1),
      counts: counts.map((c) => `${c.table} ${c.n}`).join(', '),
    }),
  );
} finally {
  await database.close();
}
