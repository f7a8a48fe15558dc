#!/usr/bin/env node
// `npm start` and `npm test` on a machine that has only Node: brings pnpm, installs, builds, then
// serves Pawon or runs every test suite. Plain Node on purpose: nothing is installed yet when it runs.
//
//   node scripts/pawon.mjs start [--verbose]
//   node scripts/pawon.mjs test [checks] [unit] [server] [storybook] [e2e] [bench]   (default: all)
//                               [--stress]   (busy cores and no retries)
//                               [--at HH:MM | YYYY-MM-DDTHH:MM]   (a fake Jakarta clock: that hour of today, or of that day)
//                               [--calendar]   (the suites at each edge of the calendar, no retries)
//   node scripts/pawon.mjs backup [FILE] | restore FILE [--yes]
import { spawnSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = JSON.parse(
  fs.readFileSync(path.join(root, 'package.json'), 'utf8'),
).packageManager.split('@')[1];
const env = {
  ...process.env,
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  FORCE_COLOR: process.env.FORCE_COLOR ?? '0',
};

function log(message) {
  console.log(`\n▶ ${message}`);
}

function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env, ...opts });
  return res.status ?? 1;
}

function must(cmd, args, opts) {
  const status = run(cmd, args, opts);
  if (status !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(' ')} failed (exit ${status})`);
    process.exit(status);
  }
}

/** pnpm on PATH at the pinned major, else through npx (nothing is installed globally). */
function pnpmCommand() {
  const probe = spawnSync('pnpm', ['--version'], { env, encoding: 'utf8' });
  if (probe.status === 0 && probe.stdout.trim().split('.')[0] === PNPM_VERSION.split('.')[0])
    return ['pnpm', []];
  log(`pnpm ${PNPM_VERSION} tidak ditemukan; memakai npx pnpm@${PNPM_VERSION}`);
  return ['npx', ['--yes', `pnpm@${PNPM_VERSION}`]];
}
const [PNPM, PNPM_PRE] = pnpmCommand();
const pnpm = (args, opts) => run(PNPM, [...PNPM_PRE, ...args], opts);
const mustPnpm = (args, opts) => must(PNPM, [...PNPM_PRE, ...args], opts);

function install() {
  const marker = path.join(root, 'node_modules', '.modules.yaml');
  const lock = path.join(root, 'pnpm-lock.yaml');
  const fresh = fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs;
  // On CI every run installs, except a second pass of the same CI job (.ci/run sets PAWON_INSTALLED).
  if (fresh && (!process.env.CI || process.env.PAWON_INSTALLED === '1')) return;
  log('Memasang dependensi (pnpm install)');
  mustPnpm(['install', '--frozen-lockfile', '--prefer-offline']);
}

const hasApp = () => fs.existsSync(path.join(root, 'packages/app/package.json'));
const verbose = process.argv.includes('--verbose') || Boolean(process.env.PAWON_VERBOSE);

/** A hash of every file under these folders (and of the lockfile): what a build is made from. */
function sourceHash(dirs) {
  const hash = createHash('sha256');
  const skip = new Set(['node_modules', 'dist', '.builds', 'storybook-static', 'test-results']);
  const walk = (dir) => {
    for (const entry of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (skip.has(entry.name)) continue;
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.isFile()) hash.update(path.relative(root, file)).update(fs.readFileSync(file));
    }
  };
  for (const dir of dirs) walk(path.join(root, dir));
  for (const file of ['package.json', 'pnpm-lock.yaml']) hash.update(fs.readFileSync(path.join(root, file)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Builds the app only when its sources changed since the last build. Each build goes to its own folder
 * (packages/app/.builds/<hash>) and `packages/app/dist` is a symlink swapped in one rename: a server that is
 * serving the previous build keeps it (the last three builds are kept), and two starts at once never delete
 * each other's files.
 */
function buildApp() {
  if (!hasApp()) return;
  const app = path.join(root, 'packages/app');
  const builds = path.join(app, '.builds');
  const dist = path.join(app, 'dist');
  const hash = sourceHash(['packages/app', 'packages/ui', 'packages/api-client']);
  const target = path.join(builds, hash);
  const current = fs.existsSync(dist) && fs.lstatSync(dist).isSymbolicLink() ? fs.readlinkSync(dist) : null;
  if (current === path.join('.builds', hash) && fs.existsSync(path.join(target, 'index.html'))) {
    log('Aplikasi sudah terbangun (sumbernya tidak berubah)');
    return;
  }
  fs.mkdirSync(builds, { recursive: true });
  if (!fs.existsSync(path.join(target, 'index.html'))) {
    log('Membangun aplikasi (packages/app)');
    const temp = `${target}.tmp-${process.pid}`;
    const args = ['--filter', '@pawon/app', 'exec', 'vite', 'build', '--outDir', path.relative(app, temp)];
    // The bundler's plugin timings and asset list only with --verbose.
    mustPnpm(verbose ? args : [...args, '--logLevel', 'warn'], {
      env: { ...env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', PAWON_BUILD_QUIET: verbose ? '' : '1' },
    });
    try {
      fs.renameSync(temp, target);
    } catch {
      // Another start built the same sources at the same time: its build is as good as ours.
      fs.rmSync(temp, { recursive: true, force: true });
    }
  }
  // A real folder from before builds were kept apart is moved aside, not deleted under a running server.
  if (fs.existsSync(dist) && !fs.lstatSync(dist).isSymbolicLink())
    fs.renameSync(dist, path.join(builds, `old-${Date.now()}`));
  const link = path.join(app, `.dist-${process.pid}`);
  fs.rmSync(link, { force: true });
  fs.symlinkSync(path.join('.builds', hash), link);
  fs.renameSync(link, dist);
  // Keep the newest three builds.
  const old = fs
    .readdirSync(builds)
    .filter((name) => !name.includes('.tmp-') && name !== hash)
    .map((name) => ({ name, time: fs.statSync(path.join(builds, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time)
    .slice(2);
  for (const { name } of old) fs.rmSync(path.join(builds, name), { recursive: true, force: true });
}

/**
 * Builds the design system's Storybook (served at /storybook/ for designers) when the stories of ui or app, or what
 * they are made of, changed since the last build; `PAWON_STORYBOOK=off` skips it. Like the app's builds, each goes to
 * its own folder (.storybook-builds/<hash>, with a gzip copy beside each text file) and `.storybook-builds/current`
 * links to it. `npm test` never builds it: the storybook suite runs the stories in vitest.
 */
function buildStorybook() {
  if (/^(off|0|false|no)$/i.test(process.env.PAWON_STORYBOOK ?? '')) return;
  if (!fs.existsSync(path.join(root, '.storybook/main.ts'))) return;
  const builds = path.join(root, '.storybook-builds');
  const hash = sourceHash(['packages/ui', 'packages/app/src', 'packages/api-client/src', '.storybook']);
  const target = path.join(builds, hash);
  const current = path.join(builds, 'current');
  if (fs.existsSync(path.join(target, 'index.html'))) {
    if (fs.existsSync(current) && fs.readlinkSync(current) === hash) {
      log('Storybook sudah terbangun (sumbernya tidak berubah)');
      return;
    }
  } else {
    log('Membangun Storybook (PAWON_STORYBOOK=off untuk melewati)');
    fs.mkdirSync(builds, { recursive: true });
    const temp = `${target}.tmp-${process.pid}`;
    const status = run(PNPM, [...PNPM_PRE, 'exec', 'storybook', 'build', '--quiet', '-o', temp], {
      env: { ...env, STORYBOOK_DISABLE_TELEMETRY: '1' },
    });
    if (status !== 0) {
      // The app still starts: /storybook/ says it is not built.
      console.error('\n✖ Storybook tidak dapat dibangun (lihat pesan di atas); /storybook/ tidak tersedia.');
      fs.rmSync(temp, { recursive: true, force: true });
      return;
    }
    gzipCopies(temp);
    try {
      fs.renameSync(temp, target);
    } catch {
      fs.rmSync(temp, { recursive: true, force: true });
    }
  }
  const link = path.join(builds, `.current-${process.pid}`);
  fs.rmSync(link, { force: true });
  fs.symlinkSync(hash, link);
  fs.renameSync(link, current);
  const old = fs
    .readdirSync(builds)
    .filter((name) => name !== 'current' && !name.startsWith('.') && !name.includes('.tmp-') && name !== hash)
    .map((name) => ({ name, time: fs.statSync(path.join(builds, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time)
    .slice(1);
  for (const { name } of old) fs.rmSync(path.join(builds, name), { recursive: true, force: true });
}

/** A `.gz` copy beside each text file of a folder (what the server sends to browsers that accept gzip). */
function gzipCopies(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) gzipCopies(file);
    else if (/\.(js|mjs|css|html|json|svg|map|txt)$/.test(entry.name))
      fs.writeFileSync(`${file}.gz`, gzipSync(fs.readFileSync(file), { level: 9 }));
  }
}

/**
 * Compiles the server (packages/server/dist, plain JavaScript for Node: no TypeScript compiled while it runs) when
 * its sources or the contract changed since the last build.
 */
function buildServer() {
  const server = path.join(root, 'packages/server');
  if (!fs.existsSync(path.join(server, 'scripts/build.mjs'))) return;
  const hash = sourceHash(['packages/server/src', 'packages/server/scripts', 'packages/api-client/src']);
  const stamp = path.join(server, 'dist', '.source-hash');
  const full = `${hash}:${createHash('sha256')
    .update(fs.readFileSync(path.join(root, 'openapi.yaml')))
    .digest('hex')}`;
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === full) return;
  log('Mengompilasi server (packages/server)');
  const status = run(process.execPath, [path.join(server, 'scripts/build.mjs')]);
  if (status !== 0) return false;
  fs.writeFileSync(stamp, full);
  return true;
}

async function start() {
  install();
  buildApp();
  buildStorybook();
  if (buildServer() === false) {
    console.error('\n✖ Server tidak dapat dikompilasi (lihat pesan di atas).');
    process.exit(1);
  }
  log('Menjalankan server');
  // For a person at a terminal: warnings and errors only, unless asked (--verbose or LOG_LEVEL).
  const logLevel = env.LOG_LEVEL ?? (verbose ? 'info' : 'warn');
  const child = spawn(process.execPath, ['--enable-source-maps', 'packages/server/dist/main.js'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, LOG_LEVEL: logLevel },
  });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  child.on('exit', (code) => process.exit(code ?? 0));
}

/** `pnpm backup [FILE]` / `pnpm restore FILE [--yes]`: the compiled server's command line, as npm start would run. */
function backupCommand(command, args) {
  install();
  if (buildServer() === false) {
    console.error('\n✖ Server tidak dapat dikompilasi (lihat pesan di atas).');
    process.exit(1);
  }
  const result = spawnSync(
    process.execPath,
    ['--enable-source-maps', 'packages/server/dist/cli.js', command, ...args],
    { cwd: root, stdio: 'inherit', env: { ...env, INIT_CWD: process.env.INIT_CWD ?? process.cwd() } },
  );
  process.exit(result.status ?? 1);
}

// ---------- tests ----------

const resultsDir = path.join(root, '.test-results');
const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
const failures = [];
const testStarted = Date.now();
// When the step being recorded began: each suite's line in the summary says how long it took (and so where a
// slow run spent its time).
let stepStarted = Date.now();
const seconds = (from) => `${Math.round((Date.now() - from) / 1000)} s`;

function record(suite, passed, failed, skipped = 0) {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  const counts = `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
  lines.push(`${suite.padEnd(22)} ${counts.padEnd(30)} ${seconds(stepStarted).padStart(6)}`);
  stepStarted = Date.now();
}

function check(name, cmd, args, opts) {
  log(name);
  stepStarted = Date.now();
  const ok = run(cmd, args, opts) === 0;
  record(name, ok ? 1 : 0, ok ? 0 : 1);
  if (!ok) failures.push(`checks: ${name}`);
  return ok;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Runs vitest projects with a JSON report and records their counts. */
function vitest(suite, projects, extraEnv = {}) {
  log(`${suite}: vitest ${projects.map((p) => `--project ${p}`).join(' ')}`);
  stepStarted = Date.now();
  const out = path.join(resultsDir, `${suite}.json`);
  fs.rmSync(out, { force: true });
  const status = pnpm(
    [
      'exec',
      'vitest',
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
    ],
    { env: { ...env, ...extraEnv } },
  );
  const report = readJson(out);
  if (!report) {
    record(suite, 0, 1);
    return;
  }
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed')
        failures.push(`${suite}: ${path.relative(root, file.name)} › ${test.fullName}`);
      else if (test.status === 'passed' && test.failureMessages?.length) {
        failures.push(
          `${suite} (flaky, passed on retry): ${path.relative(root, file.name)} › ${test.fullName}`,
        );
      }
    }
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed')) {
      failures.push(
        `${suite}: ${path.relative(root, file.name)} › ${String(file.message ?? '').split('\n')[0]}`,
      );
    }
  }
  const failed = report.numFailedTests + (status !== 0 && report.numFailedTests === 0 ? 1 : 0);
  record(suite, report.numPassedTests, failed, report.numPendingTests + report.numTodoTests);
}

/**
 * Under `--at`, the e2e run's clocks: Playwright and Chromium on the real clock (Chromium under libfaketime crawls,
 * and Playwright's clock control compares its own time with the browser's), the server it starts under libfaketime
 * at the fake hour, counted from now (e2e/playwright.config.ts), and every browser context set to the same time by
 * Playwright (e2e/tests/fixtures.ts). The offset is fixed here, once, so that every process agrees.
 */
function e2eEnv() {
  const e2e = { ...env };
  if (!fakeClock) return e2e;
  for (const name of Object.keys(e2e)) if (name.startsWith('FAKETIME')) delete e2e[name];
  const preload = (e2e.LD_PRELOAD ?? '').split(':').filter((lib) => lib && lib !== fakeClock.lib);
  if (preload.length) e2e.LD_PRELOAD = preload.join(':');
  else delete e2e.LD_PRELOAD;
  e2e.PAWON_E2E_FAKETIME_LIB = fakeClock.lib;
  e2e.PAWON_E2E_CLOCK_OFFSET_MS = String(fakeClock.start - Date.now());
  return e2e;
}

function playwright(suite, extraEnv = {}) {
  if (!fs.existsSync(path.join(root, 'e2e/package.json'))) return;
  log(`${suite}: playwright (e2e/)`);
  stepStarted = Date.now();
  const out = path.join(resultsDir, `${suite}.json`);
  fs.rmSync(out, { force: true });
  // PAWON_E2E_SPECS (space separated, e.g. "tests/sales.spec.ts") runs only those specs.
  const specs = (process.env.PAWON_E2E_SPECS ?? '').split(/\s+/).filter(Boolean);
  const status = pnpm(
    ['--filter', '@pawon/e2e', 'exec', 'playwright', 'test', '--reporter=list,json', ...specs],
    {
      env: { ...e2eEnv(), ...extraEnv, PLAYWRIGHT_JSON_OUTPUT_FILE: out },
    },
  );
  const report = readJson(out);
  if (!report?.stats) {
    record(suite, 0, 1);
    return;
  }
  const walk = (suiteNode, titles) => {
    for (const spec of suiteNode.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === 'unexpected' || t.status === 'flaky') {
          failures.push(
            `${suite}${t.status === 'flaky' ? ' (flaky, passed on retry)' : ''}: ${spec.file} › ${[...titles, spec.title].join(' › ')}`,
          );
        }
      }
    }
    for (const child of suiteNode.suites ?? [])
      walk(
        child,
        [...titles, child.title].filter((x) => !x.endsWith('.ts')),
      );
  };
  for (const s of report.suites ?? []) walk(s, []);
  // Errors outside the tests: the global teardown's contract conformance check (e2e/global-teardown.ts) among them.
  for (const e of report.errors ?? [])
    failures.push(
      `${suite}: ${String(e.message ?? e.value ?? 'error')
        .split('\n')
        .slice(0, 6)
        .join(' | ')}`,
    );
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  record(suite, expected + flaky, unexpected + (status !== 0 && unexpected === 0 ? 1 : 0), skipped);
}

/** The vitest projects of the root config that exist in this checkout (their names, as in vitest.config.ts). */
function projectNames() {
  const has = (p) => fs.existsSync(path.join(root, p));
  return [
    has('packages/api-client/vitest.config.ts') && 'api-client',
    has('packages/ui/package.json') && 'ui-unit',
    has('packages/app/package.json') && 'app',
    has('packages/server/vitest.config.ts') && 'server',
    has('.storybook/main.ts') && 'storybook',
  ].filter(Boolean);
}
const BROWSER_PROJECTS = ['storybook'];

// ---------- a browser for the suites that need one ----------

/** Chromium or Chrome: CHROMIUM_PATH, the usual system paths, then Playwright's own cache. */
function findBrowser() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
    '/snap/bin/chromium',
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    '/Applications/Chromium.app/Contents/MacOS/Chromium',
  ];
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH || path.join(os.homedir(), '.cache', 'ms-playwright');
  if (fs.existsSync(cache)) {
    for (const dir of fs
      .readdirSync(cache)
      .filter((d) => /^chromium-\d+$/.test(d))
      .sort()
      .reverse()) {
      for (const sub of [
        'chrome-linux/chrome',
        'chrome-linux64/chrome',
        'chrome-mac/Chromium.app/Contents/MacOS/Chromium',
      ])
        candidates.push(path.join(cache, dir, sub));
    }
  }
  return candidates.find((file) => {
    if (!file) return false;
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return fs.statSync(file).isFile();
    } catch {
      return false;
    }
  });
}

/**
 * Finds a browser before any suite runs, or gets one the way this machine allows (Debian/Ubuntu as root: the
 * distribution's Chromium; elsewhere Playwright's download). When none can be had, stops with one line saying what
 * to install. The browser found is handed to every suite as CHROMIUM_PATH.
 */
function ensureBrowser() {
  let found = findBrowser();
  if (
    !found &&
    process.platform === 'linux' &&
    process.getuid?.() === 0 &&
    fs.existsSync('/usr/bin/apt-get')
  ) {
    log('Chromium tidak ditemukan; memasang paket Debian/Ubuntu chromium (apt-get)');
    const quiet = {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...env, DEBIAN_FRONTEND: 'noninteractive' },
    };
    run('apt-get', ['update', '-qq'], quiet);
    run('apt-get', ['install', '-y', '-qq', 'chromium'], quiet);
    found = findBrowser();
  }
  if (!found && !(process.platform === 'linux' && fs.existsSync('/usr/bin/apt-get'))) {
    log('Chromium tidak ditemukan; mengunduh Chromium milik Playwright');
    pnpm(['--filter', '@pawon/e2e', 'exec', 'playwright', 'install', 'chromium'], {
      env: { ...env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '' },
    });
    found = findBrowser();
  }
  if (!found) {
    console.error(
      '✖ Tidak ada Chromium untuk uji peramban: pasang `chromium` (Debian/Ubuntu: sudo apt-get install chromium) atau setel CHROMIUM_PATH=/jalur/ke/chromium.',
    );
    process.exit(1);
  }
  env.CHROMIUM_PATH = found;
  return found;
}

// ---------- PostgreSQL: the e2e run's own database ----------

/** With DATABASE_URL, a fresh database for the e2e server (the server suite makes its own from the same URL). */
async function e2eDatabase() {
  if (!process.env.DATABASE_URL || process.env.PAWON_E2E_DATABASE_URL) return null;
  const require = createRequire(path.join(root, 'packages/server/package.json'));
  const { default: pg } = await import(pathToFileURL(require.resolve('pg')).href);
  const name = `pawon_e2e_${process.pid}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
      await c.end();
    },
  };
}

// ---------- stress mode ----------

/** Under `--at`: the libfaketime library and the fake hour's start (ms), for the e2e run's server. */
let fakeClock = null;

/**
 * The instant `--at` names, in Jakarta (UTC+7, no daylight saving): `HH:MM` is that hour of today, `YYYY-MM-DDTHH:MM`
 * (or `YYYY-MM-DD HH:MM`) that hour of that day. Undefined when it is neither, or names no real day (2027-02-29).
 */
function fakeStart(at, now = Date.now()) {
  const hour = /^(\d\d):(\d\d)$/.exec(at);
  const dated = /^(\d{4})-(\d\d)-(\d\d)[T ](\d\d):(\d\d)$/.exec(at);
  if (!hour && !dated) return undefined;
  const day = dated
    ? `${dated[1]}-${dated[2]}-${dated[3]}`
    : new Date(now + 7 * 3600_000).toISOString().slice(0, 10);
  const [hh, mm] = dated ? [dated[4], dated[5]] : [hour[1], hour[2]];
  if (Number(hh) > 23 || Number(mm) > 59) return undefined;
  const start = new Date(`${day}T${hh}:${mm}:00+07:00`);
  // Date rolls 2027-02-30 over into March: a day that does not exist is refused, not moved.
  if (Number.isNaN(start.getTime()) || jakartaLabel(start).slice(0, 10) !== day) return undefined;
  return start;
}

/** `2027-01-01 00:30` for an instant, in Jakarta. */
const jakartaLabel = (at) =>
  new Date(at.getTime() + 7 * 3600_000).toISOString().replace('T', ' ').slice(0, 16);

/**
 * `--stress`: a busy loop on every core for the whole run, and no retries, so that a test that waits on timing
 * fails here and not on someone's busy laptop. `--at HH:MM` runs everything under a fake clock at that hour of the
 * company's day (Asia/Jakarta, UTC+7) through libfaketime (Debian: apt-get install faketime). The storybook suite
 * keeps the real clock; e2e runs its server at the fake hour and sets the browser's clock to it (e2eEnv).
 */
function stressMode(args) {
  const stops = [];
  if (args.includes('--stress')) {
    env.PAWON_NO_RETRY = '1';
    const cores = os.availableParallelism?.() ?? os.cpus().length;
    log(`Mode tekanan: ${cores} proses sibuk, tanpa ulang uji`);
    for (let i = 0; i < cores; i += 1) {
      // Spins until its parent is gone, even when the parent is killed without a chance to stop it.
      const loop = 'const p=process.ppid;for(;;){for(let i=0;i<1e8;i++);if(process.ppid!==p)process.exit()}';
      const busy = spawn(process.execPath, ['-e', loop], { stdio: 'ignore' });
      stops.push(() => busy.kill('SIGKILL'));
    }
  }
  if (args.includes('--at')) {
    const at = args[args.indexOf('--at') + 1] ?? '';
    const start = fakeStart(at);
    const lib = [
      '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1',
      '/usr/lib/aarch64-linux-gnu/faketime/libfaketime.so.1',
      '/usr/lib/faketime/libfaketime.so.1',
    ].find((f) => fs.existsSync(f));
    if (!start || !lib) {
      console.error(
        start
          ? '✖ --at butuh libfaketime: pasang `faketime` (Debian/Ubuntu: sudo apt-get install faketime).'
          : '✖ --at butuh jam seperti 20:30, atau tanggal dan jam seperti 2027-01-01T00:30 (waktu Jakarta).',
      );
      process.exit(2);
    }
    const utc = start.toISOString().replace('T', ' ').slice(0, 19);
    log(`Jam palsu: ${jakartaLabel(start)} WIB (${utc} UTC)`);
    fakeClock = { lib, start: start.getTime() };
    env.LD_PRELOAD = [lib, env.LD_PRELOAD].filter(Boolean).join(':');
    env.FAKETIME = `@${utc}`;
    env.FAKETIME_DONT_RESET = '1';
    env.FAKETIME_DONT_FAKE_MONOTONIC = '1';
  }
  return () => stops.forEach((stop) => stop());
}

/**
 * The calendar run (`npm test -- --calendar [suites]`, issue 35): the suites that read the clock (unit, server, e2e by
 * default) at each edge of the calendar in turn, under `--at`, with no retries. Each run's summary and the totals
 * at the end; decision 032 keeps the results.
 */
const CALENDAR = [
  ['2027-03-01T07:00', 'the first day of a month (a Monday)'],
  ['2027-04-30T23:59', 'the last day of a month, across midnight into May'],
  ['2026-12-31T23:59', '31 December, across midnight into 1 January'],
  ['2028-02-29T07:00', '29 February of a leap year'],
  ['2027-01-17T23:59', 'a Sunday night, across midnight into Monday'],
  ['2027-05-30T07:00', 'the 30th, in week 5 of the dashboard (May 2027 spans 6 weeks)'],
];

async function calendar(args, suites) {
  const asked = suites.length ? suites : ['unit', 'server', 'e2e'];
  const stress = args.includes('--stress') ? ['--stress'] : [];
  install();
  if (asked.includes('storybook') || asked.includes('e2e')) ensureBrowser();
  const results = [];
  for (const [at, what] of CALENDAR) {
    log(`Kalender: ${at} WIB (${what})`);
    const started = Date.now();
    // Each run is `npm test -- <suites> --at <date>` of its own, without retries, sharing this run's install.
    const child = spawn(
      process.execPath,
      [fileURLToPath(import.meta.url), 'test', ...asked, ...stress, '--at', at],
      {
        cwd: root,
        env: { ...env, PAWON_NO_RETRY: '1', PAWON_INSTALLED: '1' },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let tail = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      tail = (tail + chunk).slice(-20_000);
    });
    const code = await new Promise((resolve) => child.on('close', resolve));
    const summary = tail.match(/^(\d+) passed, (\d+) failed(?:, (\d+) skipped)?$/m);
    const failed = tail.slice(tail.indexOf('Gagal / tidak stabil:')).match(/^ {2}✘ .*$/gm) ?? [];
    results.push({
      at,
      what,
      passed: Number(summary?.[1] ?? 0),
      failed: Number(summary?.[2] ?? 1) || (code === 0 ? 0 : 1),
      skipped: Number(summary?.[3] ?? 0),
      seconds: Math.round((Date.now() - started) / 1000),
      failures: tail.includes('Gagal / tidak stabil:') ? failed : [],
    });
  }
  console.log('\n── Kalender ──');
  for (const r of results) {
    console.log(
      `${r.at.padEnd(18)} ${`${r.passed} passed, ${r.failed} failed`.padEnd(26)} ${`${r.seconds} s`.padStart(7)}  ${r.what}`,
    );
    for (const f of r.failures) console.log(`  ${f}`);
  }
  const sum = (key) => results.reduce((n, r) => n + r[key], 0);
  const skipped = sum('skipped');
  console.log(`${sum('passed')} passed, ${sum('failed')} failed${skipped ? `, ${skipped} skipped` : ''}`);
  process.exit(sum('failed') > 0 ? 1 : 0);
}

async function test(args) {
  const all = ['checks', 'unit', 'server', 'storybook', 'bench', 'e2e'];
  const selected = args.filter((a) => all.includes(a));
  const unknown = args.filter((a, i) => !all.includes(a) && !a.startsWith('--') && args[i - 1] !== '--at');
  if (unknown.length) {
    console.error(`✖ Suite tidak dikenal: ${unknown.join(' ')} (pilih dari: ${all.join(' ')})`);
    process.exit(2);
  }
  if (args.includes('--calendar')) {
    if (args.includes('--at')) {
      console.error('✖ --calendar memilih tanggalnya sendiri: pakai --calendar atau --at, bukan keduanya.');
      process.exit(2);
    }
    return calendar(args, selected);
  }
  const suites = selected.length ? selected : all;
  fs.mkdirSync(resultsDir, { recursive: true });
  install();
  if (suites.includes('storybook') || suites.includes('e2e')) log(`Peramban: ${ensureBrowser()}`);
  const stopStress = stressMode(args);
  process.on('exit', stopStress);

  if (suites.includes('checks')) {
    check('contract lint', PNPM, [...PNPM_PRE, 'run', 'lint:contract']);
    check('api types up to date', PNPM, [...PNPM_PRE, '--filter', '@pawon/api-client', 'generate:check']);
    check('typecheck', PNPM, [...PNPM_PRE, '-r', '--if-present', 'typecheck']);
    check('lint', PNPM, [...PNPM_PRE, 'exec', 'eslint', '.', '--max-warnings=0']);
    check('format', PNPM, [...PNPM_PRE, 'exec', 'prettier', '--check', '.', '--log-level=warn']);
  }
  const projects = projectNames();
  const db = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  if (suites.includes('unit')) {
    const unit = projects.filter((p) => p !== 'server' && !BROWSER_PROJECTS.includes(p));
    if (unit.length) vitest('unit', unit);
  }
  if (suites.includes('server')) vitest(`server (${db})`, ['server']);
  if (suites.includes('storybook') && projects.includes('storybook')) {
    // Chromium under libfaketime crawls (a story file took 134 s instead of 10, and a cold session missed vitest's
    // browser connect timeout, then hung): the stories are pure fixtures, so they run on the real clock.
    const realClock = env.FAKETIME ? { LD_PRELOAD: '', FAKETIME: '' } : {};
    if (env.FAKETIME) log('storybook: jam asli (Chromium di bawah libfaketime terlalu lambat)');
    vitest('storybook', ['storybook'], realClock);
  }
  if (suites.includes('bench') || suites.includes('e2e')) buildApp();
  // The e2e runs serve Pawon as npm start does: the compiled server (a failed build counts, and skips them).
  let serverBuilt = true;
  if (suites.includes('e2e') && buildServer() === false) {
    serverBuilt = false;
    record('server build', 0, 1);
    failures.push('checks: server build');
  }
  if (suites.includes('bench') && fs.existsSync(path.join(root, 'bench/bundle/package.json'))) {
    check('bundle budget', PNPM, [...PNPM_PRE, '--filter', './bench/bundle', 'test']);
  }
  if (suites.includes('e2e') && serverBuilt) {
    const database = await e2eDatabase();
    playwright(`e2e (${db})`, database ? { PAWON_E2E_DATABASE_URL: database.url } : {});
    await database?.drop();
  }
  stopStress();

  console.log('\n── Ringkasan ──');
  for (const line of lines) console.log(line);
  console.log(`${'(semua)'.padEnd(53)} ${seconds(testStarted).padStart(6)}`);
  if (failures.length) {
    console.log('Gagal / tidak stabil:');
    for (const f of failures) console.log(`  ✘ ${f}`);
  }
  console.log(
    `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
  );
  process.exit(totals.failed > 0 ? 1 : 0);
}

const [command = 'start', ...rest] = process.argv.slice(2);
if (command === 'start') await start();
else if (command === 'test') await test(rest);
else if (command === 'backup' || command === 'restore') backupCommand(command, rest);
else {
  console.error(
    'Pemakaian: node scripts/pawon.mjs start | test [checks unit server storybook bench e2e] | backup [BERKAS] | restore BERKAS [--yes]',
  );
  process.exit(2);
}
