import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * A real hot standby of the test run's PostgreSQL (decision 064): `pg_basebackup -R` into a temporary folder and a
 * second cluster on a free port, streaming from the primary of DATABASE_URL. PostgreSQL's programs refuse root, so
 * as root they run as the `postgres` user. `.ci/run` makes sure the primary accepts replication connections.
 */
const run = promisify(execFile);

const BIN = process.env['PAWON_PG_BIN'] ?? '/usr/lib/postgresql/15/bin';
const asRoot = process.getuid?.() === 0;

/** A PostgreSQL program, as the postgres user when this runs as root. */
function pgProgram(program: string, args: string[], timeoutMs = 60_000) {
  const file = path.join(BIN, program);
  return asRoot
    ? run('runuser', ['-u', 'postgres', '--', file, ...args], { timeout: timeoutMs })
    : run(file, args, { timeout: timeoutMs });
}

export interface Standby {
  /** The standby's URL for a database of the primary. */
  url(database: string): string;
  /** Stops it at once (as a crash would); its folder stays until `remove`. */
  kill(): Promise<void>;
  /** Stops it if it runs and deletes its folder. */
  remove(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Why a standby cannot be started here, or undefined when it can (the programs are there and may be run). */
export async function standbyUnavailable(primaryUrl: string | undefined): Promise<string | undefined> {
  if (!primaryUrl) return 'DATABASE_URL is not set (a standby needs a PostgreSQL primary)';
  const host = new URL(primaryUrl).hostname;
  if (!['127.0.0.1', 'localhost', '::1'].includes(host))
    return `the primary (${host}) is not on this machine: no standby can be made of it here`;
  for (const program of ['pg_basebackup', 'pg_ctl'])
    if (!fs.existsSync(path.join(BIN, program))) return `${path.join(BIN, program)} is not installed`;
  if (asRoot) {
    try {
      await run('runuser', ['-u', 'postgres', '--', 'true']);
    } catch {
      return 'running as root without a postgres user to run PostgreSQL as';
    }
  }
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: primaryUrl });
  try {
    await client.connect();
    const { rows } = await client.query<{ level: string; senders: number }>(
      `select current_setting('wal_level') as level, current_setting('max_wal_senders')::int as senders`,
    );
    const row = rows[0]!;
    if (row.level === 'minimal' || row.senders < 1)
      return `the primary has wal_level=${row.level}, max_wal_senders=${row.senders}: it cannot stream to a standby`;
  } catch (err) {
    return `the primary cannot be reached (${(err as Error).message})`;
  } finally {
    await client.end().catch(() => undefined);
  }
  return undefined;
}

/** Copies the primary and starts the copy as a hot standby; throws with the programs' words if it cannot. */
export async function startStandby(primaryUrl: string): Promise<Standby> {
  const primary = new URL(primaryUrl);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawon-standby-'));
  const data = path.join(dir, 'data');
  const port = await freePort();
  let started = false;
  const stop = async (mode: 'immediate' | 'fast') => {
    if (!started) return;
    started = false;
    await pgProgram('pg_ctl', ['stop', '-D', data, '-m', mode, '-w', '-t', '30']).catch(() => undefined);
  };
  const standby: Standby = {
    url: (database) => `postgres://${primary.username || 'postgres'}@127.0.0.1:${port}/${database}`,
    kill: () => stop('immediate'),
    async remove() {
      await stop('immediate');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    if (asRoot) await run('chown', ['postgres:postgres', dir]);
    // The settings a hot standby must have at least as high as its primary's.
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: primaryUrl });
    await client.connect();
    const { rows } = await client
      .query<{ name: string; setting: string }>(
        `select name, setting from pg_settings where name in ('max_connections', 'max_worker_processes',
           'max_wal_senders', 'max_prepared_transactions', 'max_locks_per_transaction')`,
      )
      .finally(() => client.end());
    await pgProgram('pg_basebackup', [
      '-h',
      primary.hostname,
      '-p',
      primary.port || '5432',
      '-U',
      primary.username || 'postgres',
      '-D',
      data,
      '-R',
      '-X',
      'stream',
      '-c',
      'fast',
    ]);
    // A Debian cluster keeps its configuration in /etc: the copy gets its own, for this port and folder only.
    const conf = [
      `port = ${port}`,
      `listen_addresses = '127.0.0.1'`,
      `unix_socket_directories = '${dir}'`,
      'hot_standby = on',
      'fsync = off',
      'shared_buffers = 16MB',
      `hba_file = '${path.join(dir, 'pg_hba.conf')}'`,
      ...rows.map((r) => `${r.name} = ${r.setting}`),
    ];
    const write = (file: string, text: string) => {
      fs.writeFileSync(file, text);
      if (asRoot) fs.chownSync(file, ...postgresIds());
    };
    write(path.join(data, 'postgresql.conf'), `${conf.join('\n')}\n`);
    write(path.join(dir, 'pg_hba.conf'), 'local all all trust\nhost all all 127.0.0.1/32 trust\n');
    started = true;
    await pgProgram('pg_ctl', ['start', '-D', data, '-l', path.join(dir, 'log'), '-w', '-t', '60']);
    return standby;
  } catch (err) {
    const log = fs.existsSync(path.join(dir, 'log')) ? fs.readFileSync(path.join(dir, 'log'), 'utf8') : '';
    await standby.remove();
    throw new Error(`the standby did not start: ${(err as Error).message}\n${log.slice(-2000)}`);
  }
}

let ids: [number, number] | undefined;
function postgresIds(): [number, number] {
  if (ids) return ids;
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  return (ids = [Number(uid), Number(gid)]);
}
