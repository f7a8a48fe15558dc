// Builds the published package into dist/: `tsc -p tsconfig.build.json` compiles the public entry points to ESM
// JavaScript with .d.ts beside each, then the files tsc does not emit are copied: the generated contract types
// (src/schema.d.ts, a declaration file already) and the error catalogues. The workspace never reads dist/: its
// packages import the TypeScript sources (package.json `exports`); only the packed package.json points here
// (`publishConfig`).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const pkg = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(pkg, 'dist');
// Built apart and swapped in whole, as the server's build is: two packs at once (two test runs) never read a half
// build.
const temp = `${dist}.tmp-${process.pid}`;
fs.rmSync(temp, { recursive: true, force: true });
const tsc = createRequire(path.join(pkg, 'package.json')).resolve('typescript/bin/tsc');
const res = spawnSync(
  process.execPath,
  [tsc, '-p', path.join(pkg, 'tsconfig.build.json'), '--outDir', temp],
  { stdio: 'inherit' },
);
if (res.status !== 0) process.exit(res.status ?? 1);
fs.copyFileSync(path.join(pkg, 'src/schema.d.ts'), path.join(temp, 'schema.d.ts'));
fs.mkdirSync(path.join(temp, 'errors'), { recursive: true });
for (const file of ['id.json', 'en.json'])
  fs.copyFileSync(path.join(pkg, 'src/errors', file), path.join(temp, 'errors', file));
const old = `${dist}.old-${process.pid}`;
try {
  if (fs.existsSync(dist)) fs.renameSync(dist, old);
  fs.renameSync(temp, dist);
} catch {
  // Another build swapped its own in meanwhile: the same sources, as good as ours.
  fs.rmSync(temp, { recursive: true, force: true });
}
fs.rmSync(old, { recursive: true, force: true });
