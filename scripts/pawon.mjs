#!/usr/bin/env node
// `npm start` and `npm test` on a machine that has only Node: brings pnpm, installs, builds, then
// serves Pawon or runs every test suite. Plain Node on purpose: nothing is installed yet when it runs.
//
//   node scripts/pawon.mjs start
//   node scripts/pawon.mjs test [checks] [unit] [server] [storybook] [e2e] [bench]   (default: all)
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
  if (fresh && !process.env.CI) return;
  log('Memasang dependensi (pnpm install)');
  mustPnpm(['install', '--frozen-lockfile', '--prefer-offline']);
}

const hasApp = () => fs.existsSync(path.join(root, 'packages/app/package.json'));

function buildApp() {
  if (!hasApp()) return;
  log('Membangun aplikasi (packages/app)');
  mustPnpm(['--filter', '@pawon/app', 'build']);
}

async function start() {
  install();
  buildApp();
  log('Menjalankan server');
  const child = spawn(PNPM, [...PNPM_PRE, 'exec', 'tsx', 'packages/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  child.on('exit', (code) => process.exit(code ?? 0));
}

// ---------- tests ----------

const resultsDir = path.join(root, '.test-results');
const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
const failures = [];

function record(suite, passed, failed, skipped = 0) {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  lines.push(
    `${suite.padEnd(22)} ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`,
  );
}

function check(name, cmd, args, opts) {
  log(name);
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

function playwright(suite, extraEnv = {}) {
  if (!fs.existsSync(path.join(root, 'e2e/package.json'))) return;
  log(`${suite}: playwright (e2e/)`);
  const out = path.join(resultsDir, `${suite}.json`);
  fs.rmSync(out, { force: true });
  // PAWON_E2E_SPECS (space separated, e.g. "tests/sales.spec.ts") runs only those specs.
  const specs = (process.env.PAWON_E2E_SPECS ?? '').split(/\s+/).filter(Boolean);
  const status = pnpm(
    ['--filter', '@pawon/e2e', 'exec', 'playwright', 'test', '--reporter=list,json', ...specs],
    {
      env: { ...env, ...extraEnv, PLAYWRIGHT_JSON_OUTPUT_FILE: out },
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

async function test(selected) {
  const all = ['checks', 'unit', 'server', 'storybook', 'bench', 'e2e'];
  const suites = selected.length ? selected : all;
  fs.mkdirSync(resultsDir, { recursive: true });
  install();

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
  if (suites.includes('storybook') && projects.includes('storybook')) vitest('storybook', ['storybook']);
  if (suites.includes('bench') || suites.includes('e2e')) buildApp();
  if (suites.includes('bench') && fs.existsSync(path.join(root, 'bench/bundle/package.json'))) {
    check('bundle budget', PNPM, [...PNPM_PRE, '--filter', './bench/bundle', 'test']);
  }
  if (suites.includes('e2e')) playwright(`e2e (${db})`);

  console.log('\n── Ringkasan ──');
  for (const line of lines) console.log(line);
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
else {
  console.error('Pemakaian: node scripts/pawon.mjs start | test [checks unit server storybook bench e2e]');
  process.exit(2);
}
