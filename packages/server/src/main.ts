import cluster, { type Worker } from 'node:cluster';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase, type Database } from './db/index.js';
import { seed } from './seed/index.js';
import { buildApp } from './app.js';
import { startupFailure } from './startup.js';
import { claimDataDir } from './backup/serverPid.js';
import { startBackupSchedule, startRestoreWatch } from './plugins/backups.js';
import { startStandingOrderSchedule } from './plugins/standingOrders.js';
import { startWebhookDailyCheck, startWebhookDelivery } from './plugins/webhooks.js';
import { startTemperatureGapCheck } from './plugins/temperatureGaps.js';
import { bilingual, text } from './lib/texts.js';

/**
 * One process (the default), or with PAWON_WORKERS=N on PostgreSQL a cluster: this process (the primary) migrates
 * and seeds the database once, then forks N workers that share the port (Node's cluster hands each new connection
 * to one of them). Workers keep nothing between requests that another needs: sessions, sign-in attempts, stock
 * and order numbers live in PostgreSQL.
 */

/** What a worker tells the primary: it listens, or it cannot start (the primary says why, once for all). */
type WorkerNews = { pawon: 'listening'; port: number } | { pawon: 'failed'; message: string };

/** A worker that cannot start: its message is on its way to the primary, and it exits once that is sent. */
class WorkerStopped extends Error {}

/** Stops with one plain sentence (no stack trace) and exit code 1. */
function fail(message: string): never {
  if (cluster.isWorker) {
    process.send!({ pawon: 'failed', message } satisfies WorkerNews, () => process.exit(1));
    throw new WorkerStopped(message);
  }
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

const clustered = config.workers > 1 || cluster.isWorker;
if (cluster.isPrimary && config.workers > 1 && !config.databaseUrl) {
  fail(bilingual('server.workersNeedPostgres', { workers: config.workers }));
}

if (cluster.isPrimary && config.readReplica && !config.databaseUrl)
  console.warn(bilingual('server.readUrlIgnored'));

const applicationName = cluster.isWorker ? `pawon-w${cluster.worker!.id}` : 'pawon';

/** Opens (and, outside a cluster's workers, migrates and seeds) the database; a failure stops the process. */
async function prepare(): Promise<{ database: Database; seeded?: Awaited<ReturnType<typeof seed>> }> {
  try {
    const database = await openDatabase({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      timeouts: config.dbTimeouts,
      pool: config.dbPool,
      applicationName,
      migrate: !cluster.isWorker,
      // A cluster's primary serves nothing: only the processes that answer requests open the standby.
      readReplica: clustered && cluster.isPrimary ? undefined : config.readReplica,
    });
    if (cluster.isWorker) return { database };
    return { database, seeded: await seed(database.db, config) };
  } catch (err) {
    fail(startupFailure(err, config));
  }
}

function announce(database: Database, seeded: Awaited<ReturnType<typeof seed>>): void {
  const where = database.kind === 'pglite' ? config.dataDir : null;
  // For the person who started it (the log may be JSON lines or silenced below warnings).
  console.log(text('server.database', { where, seeded: seeded.seeded ? 'yes' : 'no' }));
  if (seeded.accounts.length) {
    const lines = seeded.accounts.map((a) => `  ${a.group.padEnd(12)} ${a.email.padEnd(22)} ${a.password}`);
    console.log(`\n${text('server.accounts')}\n${lines.join('\n')}\n`);
  }
}

const portInUse = () => text('server.portInUse', { port: config.port });

/** One server: the single process, or one worker of the cluster. */
async function serve(): Promise<void> {
  const { database, seeded } = await prepare();
  const app = await buildApp({
    db: database.db,
    replica: database.replica,
    config,
    logger: { level: config.logLevel },
  });
  if (seeded) announce(database, seeded);
  // Another process's restore on the same PostgreSQL database puts this one in maintenance too.
  if (config.databaseUrl) await startRestoreWatch(app, config.databaseUrl, applicationName);

  // Ctrl+C reaches every process of the terminal's group, npm start forwards it too, and a cluster's primary
  // stops a worker that is itself failing: each is closed once.
  let closing: Promise<void> | undefined;
  const close = () => (closing ??= app.close().then(() => database.close()));
  const shutdown = async () => {
    await close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  // Temperature gaps (decision 056): started before listening, as its close hook cannot be added once the app has
  // started (Fastify refuses `addHook` then, and the server did not start at all).
  startTemperatureGapCheck(app);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
    await close();
    fail(portInUse());
  }
  const { port } = app.server.address() as { port: number };
  if (database.kind === 'pglite') claimDataDir(config.dataDir);
  // The daily automatic backup (PAWON_BACKUP_TIME, PAWON_BACKUP_KEEP); on PostgreSQL one process of several makes it.
  startBackupSchedule(app);
  // Standing orders' orders (issue 39): the days missed now, then daily at the business profile's time; in every
  // process (each day's order is made once, whichever gets there first). A failed run is logged, never fatal.
  void startStandingOrderSchedule(app);
  // Webhooks (decision 065): every process delivers, each attempt claimed by one of them.
  await startWebhookDelivery(app);
  // …and tell lots entering their expiry window and minimums crossed unseen, now and daily (each event once).
  void startWebhookDailyCheck(app);
  if (cluster.isWorker) process.send!({ pawon: 'listening', port } satisfies WorkerNews);
  else console.log(text('server.running', { port, workers: 1 }));
}

/**
 * The primary of a cluster: migrates and seeds once, forks the workers, says where Pawon runs once all of them
 * listen, replaces a worker that dies later, and stops them all on SIGINT/SIGTERM. A worker that dies before it
 * listens (a port in use, a database refused) stops the whole start with its message.
 */
async function primary(): Promise<void> {
  const { database, seeded } = await prepare();
  await database.close();
  announce(database, seeded!);

  let stopping = false;
  const live = new Set<Worker>();
  const listening = new Set<Worker>();
  let announced = false;
  let failed = false;
  const fork = () => {
    const worker = cluster.fork();
    live.add(worker);
    worker.on('message', (m: WorkerNews) => {
      if (m?.pawon === 'failed') {
        if (!failed) console.error(`\n${m.message}\n`);
        failed = true;
        return;
      }
      if (m?.pawon !== 'listening') return;
      listening.add(worker);
      if (!announced && listening.size === config.workers) {
        announced = true;
        console.log(text('server.running', { port: m.port, workers: config.workers }));
      }
    });
  };
  // A worker that listens closes its server (answering what it has started) and its pool, then exits; one still
  // starting has nothing to finish (and Node's cluster trips over a server closed while its listen is pending).
  const stopAll = () => {
    for (const w of live) w.process.kill(listening.has(w) ? 'SIGTERM' : 'SIGKILL');
  };
  cluster.on('exit', (worker, code, signal) => {
    live.delete(worker);
    const wasListening = listening.delete(worker);
    if (!stopping && wasListening) {
      console.error(text('server.workerReplaced', { pid: worker.process.pid ?? null, signal, code }));
      fork();
      return;
    }
    if (!stopping) {
      // It died before it listened (its message is already on stderr): the start fails, the others stop too.
      stopping = true;
      process.exitCode = code || 1;
      stopAll();
    }
    if (!live.size) process.exit();
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    if (!live.size) process.exit(0);
    stopAll();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  for (let i = 0; i < config.workers; i++) fork();
}

if (clustered && cluster.isPrimary) await primary();
else
  await serve().catch((err: unknown) => {
    if (!(err instanceof WorkerStopped)) throw err;
  });
