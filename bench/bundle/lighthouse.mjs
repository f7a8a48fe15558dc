#!/usr/bin/env node
// Lighthouse (desktop) on the first screens of Pawon as `npm start` serves them (issue 17, "The first screen"):
// /login signed out and /dashboard signed in as the demo admin, each cold (HTTP cache cleared), median of 3 runs.
// Not part of `npm test`: it needs quiet cores to mean anything. Run: `pnpm bench:lighthouse [--runs 3]`.
//
// It starts the server itself on its own port (PAWON_LH_PORT, 3217) with its own PGlite folder (a temp folder, demo
// users seeded), through `scripts/pawon.mjs start` (which builds the app and server when their sources changed).
// Chromium: CHROMIUM_PATH or /usr/bin/chromium, headless (--no-sandbox --disable-gpu …). It prints the scores, the
// total blocking time, the speed index, the machine's speed (Lighthouse's benchmark index) and every main-thread
// task over 50 ms with the script it is attributed to.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const argValue = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const RUNS = Number(argValue('--runs', '3'));
const PORT = Number(process.env.PAWON_LH_PORT ?? 3217);
const DEBUG_PORT = PORT + 1000;
const BASE = `http://127.0.0.1:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LOGIN = { login: 'admin@pawon.test', password: 'pawon-admin' };

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawon-lighthouse-'));
const profileDir = path.join(dataDir, 'chromium-profile');
// No Storybook build for a Lighthouse run (npm start would build it when the stories changed).
const serverEnv = {
  ...process.env,
  PORT: String(PORT),
  PAWON_DATA_DIR: dataDir,
  PAWON_DEMO: '1',
  PAWON_STORYBOOK: 'off',
};
delete serverEnv.DATABASE_URL;
console.log(`Starting Pawon on ${BASE} (data in ${dataDir})…`);
const server = spawn(process.execPath, [path.join(root, 'scripts/pawon.mjs'), 'start'], {
  cwd: root,
  env: serverEnv,
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stop);
process.on('SIGINT', () => process.exit(130));

async function waitForServer() {
  const until = Date.now() + 10 * 60_000;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`The server stopped (exit ${server.exitCode}).`);
    try {
      const answer = await fetch(`${BASE}/build/login`);
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('The server did not answer within 10 minutes.');
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * One Lighthouse run in its own tab (the HTTP cache cleared first, from a tab closed before the run so that
 * Lighthouse's tab is the one in front). A run that paints nothing (NO_FCP, seen on a machine at a load of 30) is
 * tried once more.
 */
async function audit(context, url, keepStorage, retry = true) {
  const page = await context.newPage();
  const session = await context.newCDPSession(page);
  await session.send('Network.clearBrowserCache');
  await session.detach();
  await page.close();
  const result = await lighthouse(
    url,
    { port: DEBUG_PORT, output: 'json', logLevel: 'error', disableStorageReset: keepStorage },
    { ...desktopConfig, settings: { ...desktopConfig.settings, onlyCategories: ['performance'] } },
  );
  const { lhr } = result;
  if (lhr.runtimeError) {
    if (retry) {
      console.log(`  ${url}: ${lhr.runtimeError.code}, once more`);
      return audit(context, url, keepStorage, false);
    }
    throw new Error(`${url}: ${lhr.runtimeError.message}`);
  }
  const audits = lhr.audits;
  const longTasks = (audits['long-tasks']?.details?.items ?? [])
    .filter((task) => task.duration > 50)
    .map((task) => ({ url: String(task.url ?? '').replace(BASE, ''), ms: Math.round(task.duration) }));
  return {
    finalUrl: lhr.finalDisplayedUrl,
    score: Math.round(lhr.categories.performance.score * 100),
    tbt: Math.round(audits['total-blocking-time'].numericValue),
    si: Math.round(audits['speed-index'].numericValue),
    lcp: Math.round(audits['largest-contentful-paint'].numericValue),
    fcp: Math.round(audits['first-contentful-paint'].numericValue),
    // Lighthouse's own measure of the machine's speed at the run (a fixed JavaScript workload; a fast desktop
    // scores 1,500 and more): a score means little without it (issue 42).
    benchmark: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    longTasks,
  };
}

function report(name, runs) {
  const pick = (key) => median(runs.map((run) => run[key]));
  console.log(
    `${name.padEnd(11)} score ${String(pick('score')).padStart(3)}  TBT ${String(pick('tbt')).padStart(4)} ms  SI ${String(pick('si')).padStart(5)} ms  LCP ${String(pick('lcp')).padStart(5)} ms  FCP ${String(pick('fcp')).padStart(5)} ms   (runs: ${runs.map((run) => run.score).join(', ')}; TBT ${runs.map((run) => run.tbt).join(', ')})`,
  );
  console.log(
    `            machine: benchmark index ${pick('benchmark')} (runs: ${runs.map((run) => run.benchmark).join(', ')}; Lighthouse's CPU measure, higher is faster)`,
  );
  const tasks = runs.flatMap((run) => run.longTasks);
  for (const task of tasks.sort((a, b) => b.ms - a.ms).slice(0, 8))
    console.log(`            long task ${String(task.ms).padStart(4)} ms  ${task.url || '(unattributed)'}`);
}

let browser;
try {
  await waitForServer();
  console.log(
    `Server up. Chromium ${CHROMIUM}, ${RUNS} run(s) per page, load average ${os.loadavg()[0].toFixed(1)}.`,
  );
  // A persistent context: its pages are in the browser's default context, which Lighthouse's own tab shares (the
  // session stored by signing in is there for the dashboard runs).
  browser = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      `--remote-debugging-port=${DEBUG_PORT}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
    ],
  });
  const login = [];
  for (let run = 0; run < RUNS; run += 1) login.push(await audit(browser, `${BASE}/build/login`, false));

  // Sign in through the form, as a person would; the token stays in localStorage for the dashboard runs.
  const page = await browser.newPage();
  await page.goto(`${BASE}/build/login`);
  await page.locator('input[name="login"]').fill(LOGIN.login);
  await page.locator('input[name="password"]').fill(LOGIN.password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(/\/build\/dashboard/, { timeout: 60_000 });
  const shot = argValue('--screenshot', null);
  if (shot) {
    // What the runs measure, for a person to look at: the dashboard once its charts are drawn.
    await page.locator('canvas').nth(1).waitFor({ timeout: 60_000 });
    await page.screenshot({ path: shot, fullPage: true });
    console.log(`Dashboard screenshot: ${shot}`);
  }
  await page.close();

  const dashboard = [];
  for (let run = 0; run < RUNS; run += 1) {
    const result = await audit(browser, `${BASE}/build/dashboard`, true);
    if (!result.finalUrl.includes('/dashboard'))
      throw new Error(`Dashboard run ended on ${result.finalUrl}.`);
    dashboard.push(result);
  }
  console.log(
    `\nLighthouse ${desktopConfig.settings.formFactor}, median of ${RUNS} (load average now ${os.loadavg()[0].toFixed(1)}):`,
  );
  report('/login', login);
  report('/dashboard', dashboard);
} finally {
  await browser?.close();
  stop();
}
