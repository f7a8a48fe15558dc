import fs from 'node:fs';
import path from 'node:path';

/**
 * The embedded database (PGlite) is one process's: a server on it writes its process id here, so that
 * `pnpm backup` and `pnpm restore` refuse to open the same folder beside it.
 */
export const serverPidFile = (dataDir: string) => path.join(dataDir, 'server.pid');

/** Notes this process as the folder's server until it exits. */
export function claimDataDir(dataDir: string): void {
  const file = serverPidFile(dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, String(process.pid));
  process.on('exit', () => {
    try {
      if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.rmSync(file, { force: true });
    } catch {
      // Already gone.
    }
  });
}

/** The process id of a live server on this folder, or null (none noted, or it died without cleaning up). */
export function runningServer(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(serverPidFile(dataDir), 'utf8').trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}
