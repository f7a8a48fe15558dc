import fs from 'node:fs';
import path from 'node:path';

/**
 * The server package's folder, found from wherever this code runs: its sources under tsx (src/…) or the compiled
 * bundle (dist/main.js), whose files sit at other depths.
 */
function findServerDir(): string {
  for (let dir = import.meta.dirname; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, 'utf8')).name === '@pawon/server')
      return dir;
    if (path.dirname(dir) === dir) throw new Error('the folder packages/server was not found');
  }
}

export const serverDir = findServerDir();
/** The repository's root (the workspace): the default data folder and the app's build are found from it. */
export const repoRoot = path.resolve(serverDir, '../..');
