import { loadConfig } from './config.js';
import { openDatabase } from './db/index.js';
import { seed } from './db/seed.js';
import { buildApp } from './app.js';

const config = loadConfig();
const database = await openDatabase(config);
const seeded = await seed(database.db, config);
const app = await buildApp({ db: database.db, config, logger: { level: config.logLevel } });

const where = database.kind === 'pglite' ? `PGlite di ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
app.log.info(`Basis data: ${where}${seeded.seeded ? ' — baru dibuat dan diisi data awal' : ''}`);
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

await app.listen({ port: config.port, host: config.host });
console.log(`Pawon berjalan di http://localhost:${config.port}/build/`);
