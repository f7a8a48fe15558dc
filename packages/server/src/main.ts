import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase, type Database } from './db/index.js';
import { seed } from './seed/index.js';
import { buildApp } from './app.js';
import { startupFailure } from './startup.js';

/** Stops with one plain sentence (no stack trace) and exit code 1. */
function fail(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) fail(err.message);
  throw err;
}

let database: Database;
let seeded: Awaited<ReturnType<typeof seed>>;
try {
  database = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    timeouts: config.dbTimeouts,
  });
  seeded = await seed(database.db, config);
} catch (err) {
  fail(startupFailure(err, config));
}

const app = await buildApp({ db: database.db, config, logger: { level: config.logLevel } });

const where = database.kind === 'pglite' ? `PGlite di ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
// For the person who started it (the log may be JSON lines or silenced below warnings).
console.log(`Basis data: ${where}${seeded.seeded ? ' — baru dibuat dan diisi data awal' : ''}`);
if (seeded.accounts.length) {
  const lines = seeded.accounts.map((a) => `  ${a.group.padEnd(12)} ${a.email.padEnd(22)} ${a.password}`);
  console.log(`\nAkun untuk masuk (simpan, hanya ditampilkan sekali):\n${lines.join('\n')}\n`);
}

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

try {
  await app.listen({ port: config.port, host: config.host });
} catch (err) {
  if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
  await database.close();
  fail(
    `Port ${config.port} sudah dipakai program lain (mungkin Pawon yang sudah berjalan). Hentikan program itu, atau pilih port lain: PORT=3001 npm start`,
  );
}
console.log(`Pawon berjalan di http://localhost:${config.port}/build/`);
