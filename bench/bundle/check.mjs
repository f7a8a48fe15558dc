#!/usr/bin/env node
// Bundle budget of the Pawon SPA (issue 4): gzip JavaScript that the browser must load
//  - for the /login route: the entry chunk, the blank layout and the login screen, with their static imports;
//  - for the signed-in shell: the entry chunk and the authenticated layout, before any screen's own chunk.
// Reads the Vite manifest of packages/app/dist (builds the app first when there is none), prints the figures and
// exits with 1 when a budget is exceeded.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(root, 'packages/app/dist');
const manifestPath = path.join(dist, '.vite/manifest.json');

// Issue 8 brought /login from 130.0 to 114.3 KB and the shell from 176.4 to 161.7 KB (ADR 010). The 16 domain
// screens of issues 9-11 added their route entries to the entry chunk (/login 116.4 KB, shell 166.5 KB on
// 2026-11-23); the budgets keep a little margin over that.
export const BUDGETS = [
  {
    name: '/login route',
    kb: 118,
    modules: ['src/app/layouts/BlankLayout.tsx', 'src/features/auth/LoginScreen.tsx'],
  },
  { name: 'signed-in shell', kb: 168, modules: ['src/app/layouts/AuthLayout.tsx'] },
];

if (!fs.existsSync(manifestPath)) {
  console.log('No build found: running `pnpm --filter @pawon/app build`…');
  execFileSync('pnpm', ['--filter', '@pawon/app', 'build'], { cwd: root, stdio: 'inherit' });
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('The manifest has no entry chunk.');

/** A chunk and every chunk it imports statically (what the browser loads before it runs). */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Module ${key} is not a chunk of the build (was it renamed?).`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

const gzipCache = new Map();
function gzipBytes(file) {
  if (!gzipCache.has(file))
    gzipCache.set(file, gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
let failed = false;
const entry = closure(entryKey);
console.log(`Entry ${entryKey}: ${[...entry].length} chunk(s)`);
for (const budget of BUDGETS) {
  const keys = new Set(entry);
  for (const module of budget.modules) for (const key of closure(module)) keys.add(key);
  const files = [
    ...new Set([...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'))),
  ];
  const raw = files.reduce((sum, file) => sum + fs.statSync(path.join(dist, file)).size, 0);
  const gz = files.reduce((sum, file) => sum + gzipBytes(file), 0);
  const over = gz > budget.kb * 1024;
  failed ||= over;
  console.log(
    `${over ? 'OVER' : 'ok  '} ${budget.name.padEnd(16)} ${kb(gz).padStart(7)} KB gzip (budget ${budget.kb} KB), ${kb(raw)} KB raw, ${files.length} file(s)`,
  );
  for (const file of files.sort((a, b) => gzipBytes(b) - gzipBytes(a))) {
    console.log(`       ${kb(gzipBytes(file)).padStart(7)} KB  ${file}`);
  }
}
if (failed) {
  console.error('Bundle budget exceeded.');
  process.exit(1);
}
