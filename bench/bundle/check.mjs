#!/usr/bin/env node
// Bundle budgets of the Pawon SPA per route (issue 17): the gzip size of what the browser loads for a cold visit
// of each route, JavaScript and CSS:
//  - the entry chunk and its static imports (with their CSS);
//  - the route's layout (BlankLayout for /login and /register, AuthLayout for the signed-in screens) and its screen
//    chunk, both lazy, with their static imports, transitively; a signed-in screen also the screens' table
//    (app/screenTable.tsx), which the guard loads first;
//  - the lazy chunks a screen loads by itself right after its first paint (FIRST_PAINT below, e.g. the dashboard's
//    charts). Chunks loaded only on a user's action (an import dialog, an export, the logout dialog) are not part
//    of a cold visit: the table shows the largest of them per route as "on demand".
// Reads the Vite manifest of packages/app/dist (or of the folder given as `--dist DIR` / PAWON_BUNDLE_DIST; builds
// the app first when there is none), prints a table and exits with 1 naming each route over its budget.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const app = path.join(root, 'packages/app');
const distArg = process.argv.indexOf('--dist');
const dist = path.resolve(
  distArg > 0 ? process.argv[distArg + 1] : (process.env.PAWON_BUNDLE_DIST ?? path.join(app, 'dist')),
);
const manifestPath = path.join(dist, '.vite/manifest.json');

/** KB gzip per route (issue 17): the sign-in page, the dashboard (the first signed-in screen), every other one. */
// (The two stock screens had 265 KB for a day; the list import dialog loading on demand brought them back under 260.)
// /login: 116 → 117 with Token Integrasi (stop 57): each screen added ≈50 B to the entry's route table and preload
// lists; since stop 58 the table is in the shell's chunk, which the sign-in page does not wait for, and the pages
// leave out stylis's vendor prefixer (vite.plugins.ts): 116.1 → 111.6. Issue 42 asks for ≤ 110: the API client
// (openapi-fetch, 2.5 KB) loads on the first sign-in or signed-in check, not with the page (decision 067): 109.4.
// The raw and packaging material screens had 261 at stop 57; the table in the shell's chunk won it back (258.1).
export const BUDGETS = {
  '/login': 110,
  '/dashboard': 250,
};
export const DEFAULT_BUDGET = 260;

/** The layouts (router.tsx): the blank one for these paths, the signed-in shell for every other screen. */
const BLANK = 'src/app/layouts/BlankLayout.tsx';
const SHELL = 'src/app/layouts/AuthLayout.tsx';
/** The signed-in screens' table: in the shell's chunk (AuthLayout re-exports app/screenTable.tsx). */
const TABLE = 'src/app/layouts/AuthLayout.tsx';
const FIXED_ROUTES = [
  { paths: ['/login'], layout: BLANK, screen: 'src/features/auth/LoginScreen.tsx' },
  { paths: ['/register'], layout: BLANK, screen: 'src/features/auth/RegisterScreen.tsx' },
  { paths: ['/page-not-found'], layout: BLANK, screen: 'src/features/notFound/NotFoundScreen.tsx' },
];

/** Lazy chunks a screen loads on its own right after its first paint (counted in its cold load). */
const FIRST_PAINT = {
  'src/features/dashboard/DashboardScreen.tsx': ['src/features/dashboard/SalesCharts.tsx'],
};

/**
 * The screens of the signed-in layout, as `app/routes.ts` collects them: every `features/<name>/<tag>.resource.tsx`
 * is the screen at its contract tag's menu (`@pawon/api-client/resourceMenus`); in every
 * `features/<name>/route.ts` each `import('./X')` is a screen module, its paths the `defineRoute('/path', …)`
 * literals, or the feature's name when the paths are computed (the material screens).
 */
function resourceMenus() {
  const file = path.join(root, 'packages/api-client/src/resourceMenus.gen.ts');
  const block = fs.readFileSync(file, 'utf8');
  return Object.fromEntries(
    [...block.matchAll(/^\s+(\w+): '([^']+)',$/gm)].map(([, tag, menu]) => [tag, menu]),
  );
}

function screenRoutes() {
  const features = path.join(app, 'src/features');
  const routes = [];
  const menus = resourceMenus();
  for (const name of fs.readdirSync(features).sort()) {
    for (const file of fs.readdirSync(path.join(features, name)).filter((f) => f.endsWith('.resource.tsx'))) {
      const tag = file.slice(0, -'.resource.tsx'.length);
      if (!menus[tag]) throw new Error(`features/${name}/${file}: no contract tag ${tag} with one menu.`);
      routes.push({ paths: [menus[tag]], layout: SHELL, screen: `src/features/${name}/${file}` });
    }
    const file = path.join(features, name, 'route.ts');
    if (!fs.existsSync(file)) continue;
    const source = fs.readFileSync(file, 'utf8');
    const calls = [
      ...source.matchAll(/defineRoute\(\s*(?:'([^']+)')?[^]*?\(\)\s*=>\s*import\('\.\/([^']+)'\)/g),
    ];
    for (const [, literal, module] of calls) {
      const key = [`.tsx`, `.ts`]
        .map((ext) => `src/features/${name}/${module}${ext}`)
        .find((candidate) => fs.existsSync(path.join(app, candidate)));
      if (!key) throw new Error(`${path.relative(root, file)}: no module ./${module}.`);
      const found = routes.find((route) => route.screen === key);
      const label = literal ?? `${name}/* (computed paths)`;
      if (found) found.paths.push(label);
      else routes.push({ paths: [label], layout: SHELL, screen: key });
    }
  }
  if (routes.length === 0) throw new Error('No route.ts declares a screen: is the regular expression stale?');
  return routes;
}

if (!fs.existsSync(manifestPath)) {
  console.log('No build found: running `pnpm --filter @pawon/app build`…');
  execFileSync('pnpm', ['--filter', '@pawon/app', 'build'], { cwd: root, stdio: 'inherit' });
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('The manifest has no entry chunk.');

/** A chunk and every chunk it imports statically (what the browser loads before it runs), into `seen`. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Module ${key} is not a chunk of the build (was it renamed?).`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

/** The files (JS and CSS) of a set of chunks. */
const filesOf = (keys) =>
  new Set([...keys].flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? [])]));

const gzipCache = new Map();
function gzipBytes(file) {
  if (!gzipCache.has(file))
    gzipCache.set(file, gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
}
const sum = (files) => [...files].reduce((total, file) => total + gzipBytes(file), 0);
const kb = (bytes) => (bytes / 1024).toFixed(1);

const entry = closure(entryKey);
const rows = [];
const allRoutes = [...FIXED_ROUTES, ...screenRoutes()];
// Another screen is a navigation, not an action on this one (the table's lazy imports are in the shell's chunk).
const screenKeys = new Set([
  ...allRoutes.map((route) => route.screen),
  'src/features/notFound/ComingSoonScreen.tsx',
]);
for (const route of allRoutes) {
  const keys = new Set(entry);
  closure(route.layout, keys);
  if (route.layout === SHELL) closure(TABLE, keys);
  closure(route.screen, keys);
  for (const lazy of FIRST_PAINT[route.screen] ?? []) closure(lazy, keys);
  const files = filesOf(keys);
  // The largest chunk one action of the user on this route would add (not counted in the budget).
  let onDemand = 0;
  for (const key of keys) {
    for (const lazy of manifest[key].dynamicImports ?? []) {
      if (keys.has(lazy) || screenKeys.has(lazy) || (key === entryKey && !/Feedback|RouteError/.test(lazy)))
        continue;
      const extra = [...filesOf(closure(lazy))].filter((file) => !files.has(file));
      onDemand = Math.max(onDemand, sum(extra));
    }
  }
  const budget = route.paths.map((p) => BUDGETS[p]).find(Boolean) ?? DEFAULT_BUDGET;
  rows.push({
    route,
    gz: sum(files),
    css: sum([...files].filter((f) => f.endsWith('.css'))),
    onDemand,
    budget,
  });
}

const width = Math.max(...rows.map((row) => row.route.paths.join(', ').length), 5);
console.log(
  `${'Route'.padEnd(width)}  ${'cold KB'.padStart(8)}  ${'budget'.padStart(6)}  ${'of it CSS'.padStart(9)}  ${'on demand'.padStart(9)}`,
);
for (const row of rows) {
  const over = row.gz > row.budget * 1024;
  console.log(
    `${row.route.paths.join(', ').padEnd(width)}  ${kb(row.gz).padStart(8)}  ${String(row.budget).padStart(6)}  ${kb(row.css).padStart(9)}  ${kb(row.onDemand).padStart(9)}${over ? '  OVER' : ''}`,
  );
}
if (process.argv.includes('--files')) {
  for (const row of rows) {
    console.log(`\n${row.route.paths.join(', ')}:`);
    const keys = new Set(entry);
    closure(row.route.layout, keys);
    if (row.route.layout === SHELL) closure(TABLE, keys);
    closure(row.route.screen, keys);
    for (const lazy of FIRST_PAINT[row.route.screen] ?? []) closure(lazy, keys);
    for (const file of [...filesOf(keys)].sort((a, b) => gzipBytes(b) - gzipBytes(a)))
      console.log(`  ${kb(gzipBytes(file)).padStart(7)} KB  ${file}`);
  }
}
const over = rows.filter((row) => row.gz > row.budget * 1024);
for (const row of over) {
  console.error(
    `Bundle budget exceeded: ${row.route.paths.join(', ')} loads ${kb(row.gz)} KB gzip cold, ${kb(row.gz - row.budget * 1024)} KB over its ${row.budget} KB budget.`,
  );
}
if (over.length > 0) process.exit(1);
