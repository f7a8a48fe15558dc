import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './lib/paths.js';
import { text as texts } from './lib/texts.js';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  timeZone: string;
  /** Backups kept in `dataDir/backups` (decision 031): the daily automatic one, and the restore's upload limit. */
  backup: BackupConfig;
  /** Demo users are seeded (default on the embedded database only). */
  demo: boolean;
  firstAdmin: { name: string; email: string; password: string | undefined };
  /** Where the built SPA lives; served under /build/. */
  appDist: string;
  /** The built Storybook served at /storybook/ (npm start builds it; `PAWON_STORYBOOK=off` skips it). */
  storybookDist: string;
  logLevel: string;
  /**
   * Which proxies' X-Forwarded-For to believe: false (none: the socket's address is the client), a hop count
   * (the last N addresses are proxies), or the proxies' addresses and CIDR ranges.
   */
  trustProxy: false | number | string[];
  /** The most rows one Register Halal PDF holds (built in memory; a larger register is exported as XLSX or filtered). */
  pdfMaxRows: number;
  /** Connection and query time limits for PostgreSQL (milliseconds). */
  dbTimeouts: DbTimeouts;
  /** PostgreSQL connections per server process, and how long a request waits for one before a 503 "sibuk". */
  dbPool: DbPool;
  /** Server processes sharing the port (PostgreSQL only; 1 runs no cluster). */
  workers: number;
  /** A hot standby for the reads that may go there (`PAWON_READ_URL`, decision 064); PostgreSQL only. */
  readReplica: ReadReplicaConfig | undefined;
  /**
   * Test mode (`PAWON_CONFORMANCE_LOG`, set by the e2e runs): every answer is checked against the contract and each
   * violation appended to this file as a JSON line (plugins/conformance.ts). Unset: no check.
   */
  conformanceLog: string | undefined;
  /**
   * `PAWON_PUBLIC_URL`: the origin a label's QR names (`https://pawon.example.id`), the address customers reach the
   * server at. Unset: the origin of the request that makes the label (decision 054).
   */
  publicUrl?: string | undefined;
  /** `PAWON_TOKEN_RATE`: requests a minute one integration token may make (issue 41), counted in the database. */
  tokenRate: number;
  /** `PAWON_WEBHOOK_PRIVATE=allow`: webhooks may go to private addresses (10/8, 172.16/12, 192.168/16, fc00::/7…), over http too (decision 065). */
  webhookPrivate: boolean;
}

export interface DbPool {
  max: number;
  waitMs: number;
}

export interface ReadReplicaConfig {
  /** `postgres://…` of the hot standby (streaming replication of DATABASE_URL's server). */
  url: string;
  /** Beyond this replay lag (ms) every read goes to the primary. */
  maxLagMs: number;
  /** How long a read of a session that has just written waits for the standby to replay that write (ms). */
  waitMs: number;
}

export interface DbTimeouts {
  /** Opening a connection (and waiting for a free one in the pool). */
  connectMs: number;
  /** One statement on the server (statement_timeout), and, a little later, waiting for its answer. */
  queryMs: number;
}

export interface BackupConfig {
  /** The daily automatic backup's time of day (HH:MM, business time zone), or null when it is off. */
  time: string | null;
  /** How many automatic backups are kept; older ones are deleted after each new one. */
  keep: number;
  /** The largest backup file a restore takes as an upload. */
  maxUploadBytes: number;
}

export class ConfigError extends Error {}

/** `PAWON_BACKUP_TIME`: `HH:MM` (default 02:00), or `off`. */
export function parseBackupTime(value: string | undefined): string | null {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '') return '02:00';
  if (['off', 'no', 'false', '0'].includes(text)) return null;
  const m = /^(\d{1,2}):(\d{2})$/.exec(text);
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) throw new ConfigError(texts('config.backupTime'));
  return `${m[1]!.padStart(2, '0')}:${m[2]}`;
}

function isAddressOrCidr(value: string): boolean {
  const [address, prefix, extra] = value.split('/');
  if (extra !== undefined || !address) return false;
  const family = net.isIP(address);
  if (!family) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** `PAWON_TRUST_PROXY`: empty (none), a hop count (`1`), or a comma-separated list of addresses and CIDRs. */
export function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const list = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = list.filter((s) => !isAddressOrCidr(s));
  if (bad.length || !list.length) {
    throw new ConfigError(texts('config.trustProxy', { value: bad.join(', ') || text }));
  }
  return list;
}

function envMs(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 100) throw new ConfigError(texts('config.milliseconds', { name }));
  return n;
}

function envInt(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new ConfigError(texts('config.integer', { name, min, max }));
  return n;
}

/** `PAWON_WORKERS`: a number of processes, or `auto` (one per CPU core). */
export function parseWorkers(value: string | undefined, cores: number): number {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '') return 1;
  if (text === 'auto') return Math.max(1, cores);
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1 || n > 64) throw new ConfigError(texts('config.workers'));
  return n;
}

/** `PAWON_WEBHOOK_PRIVATE`: `allow` or `deny` (the default; unset or empty). */
export function parseWebhookPrivate(value: string | undefined): boolean {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'deny') return false;
  if (text === 'allow') return true;
  throw new ConfigError(texts('config.webhookPrivate', { value: value ?? '' }));
}

/** `PAWON_PUBLIC_URL`: an http(s) origin, without a path; unset or empty: none. */
export function parsePublicUrl(value: string | undefined): string | undefined {
  const text = value?.trim() ?? '';
  if (text === '') return undefined;
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (!url || !['http:', 'https:'].includes(url.protocol) || (url.pathname !== '/' && url.pathname !== ''))
    throw new ConfigError(texts('config.publicUrl', { value: text }));
  return url.origin;
}

function envWaitMs(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  return envInt(env, name, fallback, 0, 60_000);
}

/** `PAWON_READ_URL` and its limits: a postgres:// URL; with no DATABASE_URL it is ignored (main.ts says so). */
export function parseReadReplica(env: NodeJS.ProcessEnv): ReadReplicaConfig | undefined {
  const url = env.PAWON_READ_URL?.trim() ?? '';
  const maxLagMs = envWaitMs(env, 'PAWON_READ_MAX_LAG_MS', 1000);
  const waitMs = envWaitMs(env, 'PAWON_READ_WAIT_MS', 500);
  if (url === '') return undefined;
  let protocol = '';
  try {
    protocol = new URL(url).protocol;
  } catch {
    protocol = '';
  }
  if (protocol !== 'postgres:' && protocol !== 'postgresql:') throw new ConfigError(texts('config.readUrl'));
  return { url, maxLagMs, waitMs };
}

function envBool(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL || undefined;
  const root = repoRoot;
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    // Relative to where you run; by default the repository's own ./data, whichever package starts it.
    dataDir: env.PAWON_DATA_DIR ? path.resolve(env.PAWON_DATA_DIR) : path.join(root, 'data'),
    databaseUrl,
    timeZone: env.PAWON_TZ ?? 'Asia/Jakarta',
    backup: {
      time: parseBackupTime(env.PAWON_BACKUP_TIME),
      keep: envInt(env, 'PAWON_BACKUP_KEEP', 7, 1, 1000),
      maxUploadBytes: envInt(env, 'PAWON_BACKUP_MAX_MB', 1024, 1, 1024) * 1024 * 1024,
    },
    demo: envBool(env.PAWON_DEMO) ?? !databaseUrl,
    firstAdmin: {
      name: env.PAWON_ADMIN_NAME ?? 'Administrator',
      email: env.PAWON_ADMIN_EMAIL ?? 'admin@pawon.local',
      password: env.PAWON_ADMIN_PASSWORD || undefined,
    },
    appDist: path.resolve(env.PAWON_APP_DIST ?? path.join(root, 'packages/app/dist')),
    storybookDist: path.resolve(env.PAWON_STORYBOOK_DIST ?? path.join(root, '.storybook-builds/current')),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: parseTrustProxy(env.PAWON_TRUST_PROXY),
    pdfMaxRows: envInt(env, 'PAWON_PDF_MAX_ROWS', 3000, 1, 20000),
    dbTimeouts: {
      connectMs: envMs(env, 'PAWON_DB_CONNECT_TIMEOUT_MS', 5000),
      queryMs: envMs(env, 'PAWON_DB_QUERY_TIMEOUT_MS', 15000),
    },
    dbPool: {
      max: envInt(env, 'PAWON_DB_POOL', 10, 1, 1000),
      waitMs: envMs(env, 'PAWON_DB_POOL_WAIT_MS', 5000),
    },
    workers: parseWorkers(env.PAWON_WORKERS, os.availableParallelism()),
    readReplica: parseReadReplica(env),
    conformanceLog: env.PAWON_CONFORMANCE_LOG ? path.resolve(env.PAWON_CONFORMANCE_LOG) : undefined,
    publicUrl: parsePublicUrl(env.PAWON_PUBLIC_URL),
    tokenRate: envInt(env, 'PAWON_TOKEN_RATE', 120, 1, 100_000),
    webhookPrivate: parseWebhookPrivate(env.PAWON_WEBHOOK_PRIVATE),
  };
}
