import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, newContext, test } from './fixtures';
import {
  apiLogin,
  expectAccessible,
  expectUniqueIdsAndNames,
  field,
  sidebarUrls,
  signInAs,
  treeUrls,
  users,
} from './helpers';

/** Signs in through the form, as a person does (the session then carries this browser's user agent). */
async function signInByForm(page: Page, login: string, password: string): Promise<void> {
  await page.goto('login');
  await page.getByLabel('Email atau nama').fill(login);
  await field(page, 'Kata sandi').fill(password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

test('a user sees two sessions, ends the other one, and that browser is signed out', async ({
  page,
  browser,
}) => {
  // A user of this test's own: ending "the other sessions" of a demo user would sign other tests out.
  const stamp = Date.now().toString(36);
  const email = `sesi-${stamp}@pawon.test`;
  const password = 'sesi-uji-12345';
  const admin = await apiLogin(page.request, users.admin.email, users.admin.password);
  const created = await page.request.post('/api/userApp/add', {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { name: `Sesi ${stamp}`, email, password },
  });
  expect(created.status(), await created.text()).toBe(200);

  const phone = await newContext(browser, {
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; SM-A515F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    viewport: { width: 390, height: 844 },
  });
  const other = await phone.newPage();
  await signInByForm(other, email, password);
  await signInByForm(page, email, password);

  await page.goto('profile?tab=sessions');
  const table = page.getByRole('table', { name: 'Sesi aktif' });
  await expect(table.getByRole('row')).toHaveCount(3); // the header and two sessions
  await expect(table.getByText('Perangkat ini')).toBeVisible();
  await expect(table.getByText('Chrome 131 di Android 14 (Samsung SM-A515F)')).toBeVisible();
  await expectAccessible(page, 'profile sessions');

  await page.getByRole('button', { name: 'Akhiri sesi Chrome 131 di Android 14 (Samsung SM-A515F)' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Akhiri sesi ini?' });
  await confirm.getByRole('button', { name: 'Akhiri' }).click();
  await expect(table.getByText(/Android 14/)).toHaveCount(0);
  await expect(page.getByText('Hanya perangkat ini yang sedang masuk dengan akun Anda.')).toBeVisible();

  // The phone's next call is refused: it lands on the sign-in page, and the laptop goes on.
  await other.goto('profile?tab=sessions');
  await expect(other).toHaveURL(/\/login$/);
  await expect(other.getByText('Sesi berakhir').first()).toBeVisible();
  await page.reload();
  await expect(page.getByText('Perangkat ini', { exact: true })).toBeVisible();
  await phone.close();
});

test('staff have neither Cadangan Data nor User Management, and the API answers them 403', async ({
  page,
}) => {
  const staff = await signInAs(page, 'staff');
  await page.goto('dashboard');
  const shown = await sidebarUrls(page);
  expect(shown).not.toContain('/backup');
  expect(shown).not.toContain('/user-management');
  expect(treeUrls(staff.menus)).not.toContain('/backup');
  const auth = { Authorization: `Bearer ${staff.token}` };
  for (const call of [
    page.request.post('/api/backup/list', { headers: auth }),
    page.request.post('/api/backup/add', { headers: auth }),
    page.request.get('/api/backup/download/pawon-20261121-101500.tar.gz', { headers: auth }),
    page.request.post('/api/session/list', { headers: auth, data: { userId: 1 } }),
    page.request.post('/api/session/endOthers', { headers: auth, data: { userId: 1 } }),
  ]) {
    const answer = await call;
    expect(answer.status(), await answer.text()).toBe(403);
  }
  // Typed by hand, the screen's address opens nothing of it.
  await page.goto('backup');
  await expect(page.getByRole('heading', { level: 1, name: 'Cadangan Data' })).toHaveCount(0);
});

// ---------- backup and restore, on a server of their own ----------

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ownPort = Number(process.env['PAWON_E2E_PORT'] ?? 3100) + 50;
const ownOrigin = `http://127.0.0.1:${ownPort}`;

/**
 * A restore replaces every record and ends every session: on the run's shared server it would sign the other tests
 * out and take back what they wrote. So this part starts Pawon once more, on a fresh PGlite folder and a port of its
 * own, as `npm start` does (its answers go to the same contract conformance log).
 */
test.describe('Cadangan Data on a server of its own', () => {
  // A fresh database of its own (migrated, no demo data): a few seconds alone, more under the suite's load.
  test.describe.configure({ mode: 'serial', timeout: 300_000 });
  let server: ChildProcess | undefined;
  let dataDir = '';

  test.beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawon-e2e-backup-'));
    const offset = Number(process.env['PAWON_E2E_CLOCK_OFFSET_MS'] ?? 0);
    const lib = process.env['PAWON_E2E_FAKETIME_LIB'];
    const conformance = process.env['PAWON_E2E_CONFORMANCE'];
    const log = path.join(os.tmpdir(), `pawon-e2e-backup-server-${process.pid}.log`);
    const output = fs.openSync(log, 'w');
    server = spawn(process.execPath, ['--enable-source-maps', 'packages/server/dist/main.js'], {
      cwd: root,
      detached: true,
      stdio: ['ignore', output, output],
      env: {
        // Not the test worker's own loader hooks (NODE_OPTIONS and the like): the server is plain compiled Node.
        ...Object.fromEntries(
          Object.entries(process.env).filter(([name]) => !/^(NODE_OPTIONS|PW_|PLAYWRIGHT_|TEST_)/.test(name)),
        ),
        PAWON_DATA_DIR: dataDir,
        DATABASE_URL: '',
        // No demo data: a backup and a restore do not need it, and seeding it beside the suite's two workers took
        // 60 s alone and over 280 s under load. The first Super Admin is made with the demo admin's account.
        PAWON_DEMO: '0',
        PAWON_ADMIN_NAME: 'Admin Pawon',
        PAWON_ADMIN_EMAIL: users.admin.email,
        PAWON_ADMIN_PASSWORD: users.admin.password,
        PORT: String(ownPort),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        PAWON_BACKUP_TIME: 'off',
        ...(conformance && conformance !== '0' ? { PAWON_CONFORMANCE_LOG: conformance } : {}),
        ...(offset && lib
          ? {
              LD_PRELOAD: lib,
              FAKETIME: `${offset >= 0 ? '+' : ''}${(offset / 1000).toFixed(3)}`,
              FAKETIME_DONT_FAKE_MONOTONIC: '1',
            }
          : {}),
      },
    });
    fs.closeSync(output);
    // A first start creates and migrates the database and makes the first Super Admin.
    await expect
      .poll(
        async () => {
          try {
            return (await fetch(`${ownOrigin}/build/`)).status;
          } catch {
            return 0;
          }
        },
        {
          timeout: 240_000,
          intervals: [1000],
          message: `Pawon on port ${ownPort} did not answer; its output: ${log}`,
        },
      )
      .toBe(200);
  });

  test.afterAll(() => {
    // The server this test started (its own process group).
    if (server?.pid) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('the Super Admin makes a backup, downloads it, restores it after typing PULIHKAN, and signs in again', async ({
    browser,
  }) => {
    const context = await newContext(browser, { baseURL: `${ownOrigin}/build/`, acceptDownloads: true });
    const page = await context.newPage();
    await signInByForm(page, users.admin.email, users.admin.password);
    await page.goto('backup');
    await expect(page.getByRole('heading', { level: 1, name: 'Cadangan Data' })).toBeVisible();
    await expect(page.getByText('Belum ada cadangan')).toBeVisible();
    await expectAccessible(page, 'backup, empty');

    await page.getByTestId('backup-make').click();
    const table = page.getByRole('table', { name: 'Cadangan tersimpan' });
    const row = table.getByRole('row', { name: /pawon-\d{8}-\d{6}\.tar\.gz/ });
    await expect(row).toBeVisible({ timeout: 120_000 });
    await expect(row).toContainText('Admin Pawon');
    const name = (await row.textContent())!.match(/pawon-\d{8}-\d{6}\.tar\.gz/)![0];

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Unduh ${name}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(name);
    const saved = path.join(dataDir, `unduhan-${name}`);
    await download.saveAs(saved);
    expect(fs.readFileSync(saved).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b])); // gzip

    // A change after the backup, which the restore takes back.
    const admin = await apiLogin(page.request, users.admin.email, users.admin.password);
    const vendor = `Vendor Sesudah Cadangan ${Date.now().toString(36)}`;
    const added = await page.request.post('/api/vendor/add', {
      headers: { Authorization: `Bearer ${admin.token}` },
      data: { name: vendor },
    });
    expect(added.status(), await added.text()).toBe(200);

    await page.getByTestId('backup-restore-upload').click();
    const dialog = page.getByRole('dialog', { name: 'Pulihkan data' });
    await dialog.getByTestId('backup-restore-file').setInputFiles(saved);
    const submit = dialog.getByRole('button', { name: 'Pulihkan', exact: true });
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await dialog.getByLabel(/Ketik PULIHKAN untuk melanjutkan/).fill('PULIHKAN');
    await expectUniqueIdsAndNames(page, 'restore dialog');
    await expectAccessible(page, 'restore dialog');
    await submit.click();

    await expect(page).toHaveURL(/\/login$/, { timeout: 120_000 });
    await expect(page.getByText('Data telah dipulihkan').first()).toBeVisible();
    // Every session ended, the API token too; signing in again shows the data as it was in the backup.
    const gone = await page.request.post('/api/backup/list', {
      headers: { Authorization: `Bearer ${admin.token}` },
    });
    expect(gone.status()).toBe(401);
    const again = await apiLogin(page.request, users.admin.email, users.admin.password);
    const vendors = await page.request.post('/api/vendor/list', {
      headers: { Authorization: `Bearer ${again.token}` },
      data: { search: vendor },
    });
    expect((await vendors.json()).datas).toEqual([]);
    await signInByForm(page, users.admin.email, users.admin.password);
    await page.goto('backup');
    await expect(page.getByRole('row', { name: new RegExp(name.replace(/\./g, '\\.')) })).toBeVisible();
    await context.close();
  });
});
