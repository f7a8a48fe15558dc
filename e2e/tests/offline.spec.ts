import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAs, type Session } from './helpers';

/**
 * Installable and offline (issue 20, decision 039): the service worker serves the app without a network, writes made
 * offline wait in the device's queue and are sent once, with their idempotency keys, when the connection is back.
 */

async function choose(page: Page, scope: Locator, label: string, option: RegExp) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

async function search(page: Page, scope: Locator, label: string, text: string, option: RegExp) {
  await scope.getByRole('combobox', { name: label }).fill(text);
  await page.getByRole('option', { name: option }).first().click();
}

/** Fills the order form: Warung Bu Sari, one Mika pack of `qty` SGS, the note that finds the order again. */
async function fillOrder(page: Page, note: string, { qty = '1', product = 'sgs' } = {}) {
  await page.getByTestId('transaction-add').click();
  const dialog = page.getByRole('dialog');
  await search(page, dialog, 'Customer', 'bu sari', /Warung Bu Sari/);
  const pack = dialog.getByTestId('transaction-pack').nth(0);
  await choose(page, pack, 'Jenis kemasan', /Mika/);
  await search(page, pack, 'Produk', product, new RegExp(product.toUpperCase()));
  await pack.getByLabel('Qty per paket').fill(qty);
  await dialog.getByLabel('Catatan').fill(note);
  return dialog;
}

/** The orders whose note is `note`, as the server has them. */
async function ordersNoted(request: APIRequestContext, session: Session, note: string) {
  const res = await request.post('/api/transaction/list', {
    headers: { authorization: `Bearer ${session.token}` },
    data: { perPage: 200, sortBy: 'date', sortDir: 'desc' },
  });
  expect(res.status()).toBe(200);
  const rows = ((await res.json()) as { datas: Array<{ note: string | null }> }).datas;
  return rows.filter((r) => r.note === note).length;
}

/** Opens the order list under the service worker's control (its first visit installs it; a reload is controlled). */
async function openControlled(page: Page) {
  await page.goto('transaction/data');
  // The first visit of a run compiles every chunk on a busy 2-core machine.
  await expect(page.getByRole('heading', { name: 'Data Transaksi' })).toBeVisible({ timeout: 30_000 });
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Data Transaksi' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** Searches once online so that the pickers have what they need offline (the cache keeps it in IndexedDB). */
async function warmPickers(page: Page) {
  const dialog = await fillOrder(page, 'warm');
  await dialog
    .getByRole('button', { name: /Batal|Tutup/ })
    .first()
    .click();
  // A filled form asks before it closes (issue 37); "Buang" discards it and its draft.
  await page
    .getByRole('alertdialog', { name: 'Buang perubahan?' })
    .getByRole('button', { name: 'Buang' })
    .click();
  await expect(dialog).toBeHidden();
  // The cache is written at most once a second.
  await page.waitForTimeout(1500);
}

test('an order entered offline survives a reload without network and is synced exactly once', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const session = await signInAs(page, 'admin');
  const note = `offline-${Date.now()}`;
  await openControlled(page);
  await warmPickers(page);

  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toContainText('Offline — data terakhir diambil');
  const dialog = await fillOrder(page, note);
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Menunggu sinkron').first()).toBeVisible();
  // The top bar says what it counts (issue 37), named by the whole sentence.
  await expect(page.getByRole('button', { name: 'Antrean sinkron: 1 menunggu sinkron' })).toContainText(
    '1 menunggu sinkron',
  );
  // The order is on top of the list, marked as not on the server yet, and is no row to choose or edit (issue 37).
  const queued = page.getByRole('list', { name: 'Tersimpan di perangkat ini, belum di server' });
  const queuedOrder = queued.getByRole('listitem').filter({ hasText: 'Warung Bu Sari' });
  await expect(queuedOrder).toContainText('Menunggu sinkron');
  await expect(queuedOrder).toContainText('1 paket');
  await expect(queuedOrder.getByRole('checkbox')).toHaveCount(0);

  // A reload without network: the service worker serves the app, the queue and the last data are still there.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Data Transaksi' })).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.getByTestId('sync-button')).toContainText('1 menunggu sinkron');
  await expect(queuedOrder).toContainText('Menunggu sinkron');
  expect(await ordersNoted(page.request, session, note)).toBe(0);

  await context.setOffline(false);
  await expect(page.getByTestId('sync-button')).toBeHidden({ timeout: 20_000 });
  await expect(page.getByText('1 perubahan tersinkron').first()).toBeVisible();
  expect(await ordersNoted(page.request, session, note)).toBe(1);
  await expect(queued).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'Warung Bu Sari' }).first()).toBeVisible();
});

test('a state marked offline says it waits, not that stock was taken, and is sent when back online (issue 37)', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, 'admin');
  await openControlled(page);
  const row = page.getByRole('row').filter({ hasText: 'Belum kemas' }).first();
  const number = (await row.getByRole('cell', { name: /^TRX-\d{8}-\d{4}$/ }).innerText()).trim();

  await context.setOffline(true);
  await row.getByRole('button', { name: `Aksi lain untuk ${number}` }).click();
  await page.getByRole('menuitem', { name: 'Tandai dikemas (ambil stok segar)' }).click();
  const toast = page.getByText(
    `Tidak ada koneksi. Tanda "Sudah dikemas" untuk ${number} disimpan di perangkat ini`,
  );
  await expect(toast.first()).toBeVisible();
  await expect(toast.first()).toContainText('pesanan dan stoknya belum berubah');
  await expect(page.getByText('stok segar diambil')).toHaveCount(0);

  // The queue names the mark the same way; back online it is sent and the order is packed then.
  await page.getByTestId('sync-button').click();
  const panel = page.getByRole('dialog', { name: 'Antrean sinkron' });
  await expect(panel.getByText(`${number}: Sudah dikemas`)).toBeVisible();
  await panel.getByRole('button', { name: 'Tutup' }).first().click();
  await context.setOffline(false);
  await expect(page.getByTestId('sync-button')).toBeHidden({ timeout: 20_000 });
  await expect(page.getByRole('row').filter({ hasText: number }).getByText('Dikemas')).toBeVisible();
});

test('orders refused on sync (stock short) read "Gagal dikirim" in the list and the queue with the reason; one is discarded, one corrected', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const session = await signInAs(page, 'admin');
  const stamp = Date.now();
  const notes = [`refused-${stamp}-a`, `refused-${stamp}-b`];
  await openControlled(page);
  await warmPickers(page);

  await context.setOffline(true);
  for (const note of notes) {
    const dialog = await fillOrder(page, note, { qty: '100000' });
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(dialog).toBeHidden();
  }
  await context.setOffline(false);

  await expect(page.getByText('2 perubahan gagal dikirim').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Antrean sinkron: 2 gagal dikirim' })).toContainText(
    '2 gagal dikirim',
  );
  // In the order list they read so too, and lead to the queue where they are corrected or discarded (issue 37).
  const queued = page.getByRole('list', { name: 'Tersimpan di perangkat ini, belum di server' });
  await expect(queued.getByRole('listitem').filter({ hasText: 'Gagal dikirim' })).toHaveCount(2);
  await queued
    .getByRole('button', { name: /^Lihat alasan/ })
    .first()
    .click();
  const panel = page.getByRole('dialog', { name: 'Antrean sinkron' });
  await expect(panel.getByText('Gagal dikirim')).toHaveCount(2);
  await expect(panel.getByRole('alert').first()).toContainText(/[Ss]tok/);
  expect(await ordersNoted(page.request, session, notes[0]!)).toBe(0);

  await panel.getByRole('button', { name: 'Buang' }).first().click();
  const confirm = page.getByRole('alertdialog', { name: 'Buang perubahan ini?' });
  await confirm.getByRole('button', { name: 'Buang' }).click();
  await expect(panel.getByText('Gagal dikirim')).toHaveCount(1);

  // "Perbaiki": the order form with what was entered and the reason; a lower quantity is sent as a new write.
  await panel.getByRole('button', { name: 'Perbaiki' }).click();
  const form = page.getByTestId('transaction-dialog');
  await expect(form.getByRole('alert').first()).toContainText(/[Ss]tok/);
  await expect(form.getByRole('combobox', { name: 'Customer' })).toHaveValue('Warung Bu Sari');
  const kept = await form.getByLabel('Catatan').inputValue();
  expect(notes).toContain(kept);
  const pack = form.getByTestId('transaction-pack').nth(0);
  await pack.getByLabel('Qty per paket').fill('1');
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expect(form).toBeHidden({ timeout: 20_000 });
  await expect(page.getByTestId('sync-button')).toBeHidden({ timeout: 20_000 });
  expect(await ordersNoted(page.request, session, kept)).toBe(1);
  expect(
    await ordersNoted(
      page.request,
      session,
      notes.find((n) => n !== kept)!,
    ),
  ).toBe(0);
});

test('a send whose answer is lost is sent again with the same key and makes one order', async ({ page }) => {
  test.setTimeout(120_000);
  const session = await signInAs(page, 'admin');
  const note = `twice-${Date.now()}`;
  await page.goto('transaction/data');
  await expect(page.getByRole('heading', { name: 'Data Transaksi' })).toBeVisible({ timeout: 30_000 });

  // The first send reaches the server, which records the order; its answer never reaches the page.
  const keys: string[] = [];
  await page.route('**/api/transaction/add', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (keys.length === 1) {
      await route.fetch();
      await route.abort('connectionreset');
    } else await route.continue();
  });
  const dialog = await fillOrder(page, note);
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('sync-button')).toContainText('1 menunggu sinkron');
  expect(await ordersNoted(page.request, session, note)).toBe(1);

  await page.getByTestId('sync-button').click();
  const panel = page.getByRole('dialog', { name: 'Antrean sinkron' });
  await panel.getByRole('button', { name: 'Sinkronkan sekarang' }).click();
  await expect(panel.getByText('Tidak ada perubahan yang menunggu.')).toBeVisible({ timeout: 20_000 });
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(await ordersNoted(page.request, session, note)).toBe(1);
});

test('the service worker and the manifest are served with their types; the worker is never cached long', async ({
  request,
}) => {
  const sw = await request.get('/build/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['content-type']).toMatch(/javascript/);
  expect(sw.headers()['cache-control']).toBe('no-cache');
  const manifest = await request.get('/build/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['content-type']).toMatch(/application\/manifest\+json/);
  const body = (await manifest.json()) as {
    name: string;
    start_url: string;
    scope: string;
    icons: unknown[];
  };
  expect(body).toMatchObject({ name: 'Pawon', start_url: '/build/', scope: '/build/' });
  expect(body.icons).toHaveLength(3);
});
