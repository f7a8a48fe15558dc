import type { Pool } from 'pg';
import type { DbPool, ReadReplicaConfig } from '../config.js';
import { isDatabaseError } from '../lib/dbErrors.js';
import { bilingual } from '../lib/texts.js';
import type { Db } from './index.js';

/**
 * The hot standby behind `PAWON_READ_URL` (decision 064): where the reads of `routes/reads.ts` go while the standby is
 * fit, and the primary otherwise. Fit: it answers, it is in recovery with its WAL receiver running, and its replay
 * lags the primary by at most `maxLagMs`. A caller that has written (its session's `write_lsn`) reads there only once
 * the standby has replayed that position, waiting up to `waitMs`. What this process knows of the standby is one
 * probe, asked again when it is older than FRESH_MS (and, after a failure, not before DOWN_MS): an idle process
 * asks nothing.
 */
export interface ReadReplica {
  /** The standby's handle, for a read `route` sent there. */
  readonly db: Db;
  /** Where a read of a caller whose last write ended at `writeLsn` (or who has not written) goes now. */
  route(writeLsn: string | null | undefined): Promise<'replica' | 'primary'>;
  /** A read on the standby failed: it is answered from the primary, and the standby probed again later. */
  failed(err: unknown): void;
  /** Reads answered by each since the start (the tests' proof of where a read went), and failures retried. */
  readonly counts: { replica: number; primary: number; failed: number };
  close(): Promise<void>;
}

/** A probe is reused this long (ms): at most ten per second per process under load, none when idle. */
const FRESH_MS = 100;
/** After the standby failed or could not be probed, reads go to the primary this long before it is probed again. */
const DOWN_MS = 1000;
/** Between two probes while a writer's read waits for its position (ms). */
const POLL_MS = 10;

interface Probe {
  fit: boolean;
  /** The last replayed position, as a number (0 when unknown). */
  replayed: bigint;
  lagMs: number;
  at: number;
}

/** `16/B374D848` as a number, to compare positions. */
export function lsnValue(lsn: string | null | undefined): bigint {
  const m = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(lsn ?? '');
  return m ? (BigInt(`0x${m[1]}`) << 32n) | BigInt(`0x${m[2]}`) : 0n;
}

// Fit only as a streaming standby: in recovery, with a WAL receiver (a standby cut from its primary shows none, and
// its lag would read 0 while the primary moves on). Lag: none while everything received is replayed, else the age
// of the last transaction replayed (the usual measure; it overstates the lag after a quiet time, which is safe).
const PROBE = `select pg_is_in_recovery() as standby,
  exists (select 1 from pg_stat_wal_receiver) as receiving,
  pg_last_wal_replay_lsn()::text as replayed,
  case when pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
       else coalesce(extract(epoch from clock_timestamp() - pg_last_xact_replay_timestamp()) * 1000, 1e9) end::float8
    as "lagMs"`;

interface ProbeRow {
  standby: boolean;
  receiving: boolean;
  replayed: string | null;
  lagMs: number;
}

export interface ReplicaOptions {
  replica: ReadReplicaConfig;
  /** The primary's connect timeout: the standby's is at most a second of it (the primary answers meanwhile). */
  connectMs: number;
  pool: DbPool;
  applicationName: string;
  /** The standby's pool made as the primary's (`openDatabase`): its wait bounded, its broken connections dropped. */
  makePool(
    url: string,
    options: { max: number; applicationName: string; waitMs: number; connectMs: number },
  ): Pool;
  makeDb(pool: Pool): Db;
  /** Told once when the standby is not a streaming standby (a promoted one, or a primary named by mistake). */
  warn?: (message: string) => void;
}

export function openReadReplica(opts: ReplicaOptions): ReadReplica {
  const { maxLagMs, waitMs } = opts.replica;
  const connectMs = Math.min(opts.connectMs, 1000);
  // Its own waits are short: a read that cannot have a standby connection soon reads the primary instead.
  const pool = opts.makePool(opts.replica.url, {
    max: opts.pool.max,
    applicationName: `${opts.applicationName}-read`,
    waitMs: Math.max(100, Math.min(opts.pool.waitMs, 1000)),
    connectMs,
  });
  // The probe has a connection of its own, so that a busy read pool never holds it up.
  const probePool = opts.makePool(opts.replica.url, {
    max: 1,
    applicationName: `${opts.applicationName}-probe`,
    waitMs: 1000,
    connectMs,
  });
  const db = opts.makeDb(pool);
  const counts = { replica: 0, primary: 0, failed: 0 };
  const warn = opts.warn ?? ((message: string) => console.warn(message));
  let warned = false;
  let last: Probe = { fit: false, replayed: 0n, lagMs: Infinity, at: -Infinity };
  let probing: Promise<Probe> | undefined;

  const probe = (): Promise<Probe> =>
    (probing ??= probePool
      .query<ProbeRow>(PROBE)
      .then(
        ({ rows: [row] }): Probe => {
          const standby = Boolean(row?.standby && row.receiving && row.replayed);
          if (row && !row.standby && !warned) {
            warned = true;
            warn(bilingual('server.replicaNotStandby'));
          }
          return {
            fit: standby,
            replayed: lsnValue(row?.replayed),
            lagMs: row?.lagMs ?? Infinity,
            at: Date.now(),
          };
        },
        (): Probe => ({ fit: false, replayed: 0n, lagMs: Infinity, at: Date.now() }),
      )
      .then((found) => {
        last = found;
        probing = undefined;
        return found;
      }));

  /** The standby as known within `maxAgeMs`, probing when older; waits for a probe at most `limitMs`. */
  const known = async (maxAgeMs: number, limitMs: number): Promise<Probe> => {
    const age = Date.now() - last.at;
    if (age <= maxAgeMs || (!last.fit && age < DOWN_MS)) return last;
    const pending = probe();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<Probe>((resolve) => {
      timer = setTimeout(() => resolve({ ...last, fit: false }), limitMs);
    });
    try {
      return await Promise.race([pending, late]);
    } finally {
      clearTimeout(timer);
    }
  };

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  async function choose(writeLsn: string | null | undefined): Promise<'replica' | 'primary'> {
    const needed = lsnValue(writeLsn);
    const deadline = Date.now() + waitMs;
    let state = await known(FRESH_MS, Math.max(waitMs, 50));
    for (;;) {
      if (!state.fit || state.lagMs > maxLagMs) return 'primary';
      if (state.replayed >= needed) return 'replica';
      const left = deadline - Date.now();
      if (left <= 0) return 'primary';
      await sleep(Math.min(POLL_MS, left));
      state = await known(0, Math.max(deadline - Date.now(), 1));
    }
  }

  return {
    db,
    counts,
    async route(writeLsn) {
      const where = await choose(writeLsn);
      counts[where]++;
      return where;
    },
    failed() {
      counts.failed++;
      last = { fit: false, replayed: 0n, lagMs: Infinity, at: Date.now() };
    },
    async close() {
      await Promise.all([pool.end().catch(() => undefined), probePool.end().catch(() => undefined)]);
    },
  };
}

/**
 * Whether a read that failed on the standby is answered again from the primary: a database error (the standby
 * unreachable, a connection cut, a statement cancelled for a conflict with recovery, its pool busy), never a refusal
 * of the request itself (those are the same on either server).
 */
export const isReplicaFailure = (err: unknown): boolean => isDatabaseError(err);
