import type { Pool, PoolClient } from 'pg';
import { PoolBusyError } from '../lib/dbErrors.js';

/**
 * Bounds the wait for a free connection. node-postgres queues a caller while all `max` connections are out, and
 * uses one timeout both for that wait and for opening a connection, failing either with words that read like
 * "unreachable". Here a caller waits at most `waitMs` for one of the `max` slots, first come first served, and is
 * then refused with PoolBusyError (503 "server sibuk"); opening a connection keeps the connect timeout (503
 * "unreachable"). Every acquisition goes through `pool.connect` (`pool.query` and Drizzle's transactions alike);
 * a slot is given back when its client is released, or when the connection could not be had.
 */
export interface PoolState {
  /** Connections handed out (or being opened) now. */
  used(): number;
  /** Callers waiting for one. */
  waiting(): number;
}

export function boundPoolWait(pool: Pool, max: number, waitMs: number): PoolState {
  const acquire = pool.connect.bind(pool) as () => Promise<PoolClient>;
  const handedOut = new Set<PoolClient>();
  const waiting: Array<() => void> = [];
  let used = 0;

  const giveBack = () => {
    used--;
    const next = waiting.shift();
    if (next) {
      used++;
      next();
    }
  };
  pool.on('release', (_err: Error | undefined, client: PoolClient) => {
    if (handedOut.delete(client)) giveBack();
  });

  const take = (): Promise<PoolClient> =>
    acquire().then(
      (client) => {
        handedOut.add(client);
        return client;
      },
      (err: unknown) => {
        giveBack();
        throw err;
      },
    );

  const connect = (): Promise<PoolClient> => {
    if (used < max) {
      used++;
      return take();
    }
    return new Promise<PoolClient>((resolve, reject) => {
      const start = () => {
        clearTimeout(timer);
        take().then(resolve, reject);
      };
      const timer = setTimeout(() => {
        const at = waiting.indexOf(start);
        if (at >= 0) waiting.splice(at, 1);
        reject(new PoolBusyError(max, waitMs));
      }, waitMs);
      timer.unref();
      waiting.push(start);
    });
  };

  // Both forms node-postgres offers: a promise, or a callback (which pool.query uses).
  pool.connect = ((cb?: (err: Error | undefined, client?: PoolClient, done?: () => void) => void) => {
    const result = connect();
    if (!cb) return result;
    result.then(
      (client) => cb(undefined, client, client.release),
      (err: Error) => cb(err),
    );
    return undefined;
  }) as Pool['connect'];
  return { used: () => used, waiting: () => waiting.length };
}
