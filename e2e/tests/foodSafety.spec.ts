import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { getDocumentProxy } from 'unpdf';
import { businessDay, expect, newContext, serverNow, test } from './fixtures';
import { closeDialog, signInAs } from './helpers';

/**
 * Food safety (issue 40, decisions 054–056), as the owner: a production run's batch gets its label (a PDF of the
 * label's size), a freezer reading of −10 °C holds the batch's frozen stock there, an order for it is refused with
 * the "ditahan QC" message, "Rilis QC" accepts it with a note, and the same order goes through. The freezer is the
 * test's own (the product's frozen stock is put there): a hold on the shared freezer would hold every other test's
 * stock on the other worker.
 */

const MM_PER_PT = 25.4 / 72;

/** A JSON call as a signed-in user that must answer 200; its body. */
async function call(request: APIRequestContext, token: string, url: string, data: object) {
  const res = await request.post(url, { headers: { authorization: `Bearer ${token}` }, data });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { datas: Record<string, unknown> & { id: number } };
}

/** Opens a location's temperature log from Lokasi Simpan. */
async function openLog(page: Page, location: string): Promise<Locator> {
  await page.goto(`stock-location?q=${encodeURIComponent(location)}`);
  const row = page.getByRole('row').filter({ hasText: location });
  await row.getByRole('button', { name: `Suhu dan tahanan ${location}` }).click();
  const log = page.getByRole('dialog', { name: `Log suhu ${location}` });
  await expect(log).toBeVisible();
  return log;
}

/** The location the test made, deleted after it pass or fail (refused while it still holds stock or a hold). */
let madeLocation: { token: string; id: number } | undefined;
test.afterEach(async ({ request }, testInfo) => {
  if (!madeLocation) return;
  const { token, id } = madeLocation;
  madeLocation = undefined;
  const headers = { authorization: `Bearer ${token}` };
  // Whatever a failed run left held there is accepted first, so that the location can go.
  const held = await request.post('/api/stockLocation/holds', { headers, data: { locationId: id } });
  if (held.ok())
    for (const item of ((await held.json()) as { datas: Array<{ id: number }> }).datas)
      await request.post('/api/stockLocation/release', {
        headers,
        data: { id: item.id, decision: 'accept', note: 'Pembersihan uji e2e' },
      });
  const deleted = await request.delete(`/api/stockLocation/delete/${id}`, { headers });
  // After a passing run the freezer holds nothing (the order took the batch): it must go. After a failure, what can.
  if (testInfo.status === 'passed') expect(deleted.status(), await deleted.text()).toBe(200);
});

test('a run is labelled, a −10 °C freezer reading holds its batch, the order is refused until Rilis QC accepts it', async ({
  page,
  browser,
}) => {
  // About 20 s alone; the bound the flow must keep on a busy 2-core machine.
  test.setTimeout(60_000);
  const session = await signInAs(page, 'owner');
  const { request } = page;
  const { token } = session;
  const stamp = Date.now().toString(36).slice(-6).toUpperCase();
  const today = businessDay(serverNow());
  const freezerName = `Freezer Uji ${stamp}`;
  const productName = `Nugget Tahan ${stamp}`;
  const customerName = `Toko Pangan Aman ${stamp}`;

  // Set-up through the API: the test's freezer, a product whose frozen stock goes there, a material to make it of.
  const freezer = (
    await call(request, token, '/api/stockLocation/add', {
      name: freezerName,
      kind: 'freezer',
      minTemp: -25,
      maxTemp: -18,
    })
  ).datas;
  madeLocation = { token, id: freezer.id };
  const category = (
    (await call(request, token, '/api/category/list', { perPage: 1 })).datas as never as Array<{ id: number }>
  )[0]!;
  const product = (
    await call(request, token, '/api/product/add', {
      code: `FS${stamp}`,
      name: productName,
      categoryId: category.id,
      price: 15_000,
      unit: 'pcs',
      frozenLocationId: freezer.id,
    })
  ).datas;
  // Water needs no halal certificate: the run is recorded whether or not the business requires one (decision 057).
  const water = (
    await call(request, token, '/api/bahanBaku/add', {
      name: `Air Tahan ${stamp}`,
      unit: 'liter',
      unitPrice: 1_000,
      halalStatus: 'notNeeded',
      halalReason: 'Air bersih',
    })
  ).datas;
  await call(request, token, '/api/bahanBaku/restock/add', {
    category: 'restock',
    materialId: water.id,
    date: today,
    qty: 5,
    unitPrice: 1_000,
  });
  await call(request, token, '/api/customer/add', { name: customerName, category: 'distributor' });

  // A production run is recorded: 20 pcs fresh, all frozen at once (the frozen bucket is in the test's freezer).
  const run = (
    await call(request, token, '/api/produksi/add', {
      productId: product.id,
      qty: 20,
      inputs: [{ materialId: water.id, qty: 2 }],
    })
  ).datas as unknown as { batch: { id: number } };
  const batches = (await call(request, token, '/api/stock/list', { productId: product.id }))
    .datas as never as Array<{ id: number; version: number }>;
  expect(batches.map((b) => b.id)).toEqual([run.batch.id]);
  await call(request, token, '/api/stock/update', {
    id: run.batch.id,
    version: batches[0]!.version,
    to: 'frozen',
    qty: 20,
  });

  // "Cetak label" on the run opens its label: the server's PDF, one 50 × 30 mm label (this browser's default).
  await page.goto(`produksi?q=${encodeURIComponent(productName)}`);
  const runRow = page.getByRole('row').filter({ hasText: productName });
  const pdfAnswer = page.waitForResponse((res) => res.url().endsWith('/api/stock/label'));
  await runRow.getByRole('button', { name: /^Cetak label / }).click();
  const labelDialog = page.getByRole('dialog', { name: /^Cetak label: / });
  await expect(labelDialog).toBeVisible();
  const answer = await pdfAnswer;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/pdf');
  // The preview's request as the app sent it, asked again (Chromium does not hand a fetched blob's body back).
  const asked = answer.request();
  expect(asked.postDataJSON()).toEqual({ batchId: run.batch.id, size: '50x30', sheet: 'roll', copies: 1 });
  const again = await request.post('/api/stock/label', {
    headers: { authorization: `Bearer ${token}` },
    data: asked.postDataJSON() as object,
  });
  expect(again.status()).toBe(200);
  expect(again.headers()['content-disposition']).toMatch(/^inline/);
  const pdf = await again.body();
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  expect(doc.numPages).toBe(1);
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = (await doc.getPage(1)).view;
  expect(Math.abs((x1 - x0) * MM_PER_PT - 50)).toBeLessThan(0.1);
  expect(Math.abs((y1 - y0) * MM_PER_PT - 30)).toBeLessThan(0.1);
  await expect(labelDialog.getByTitle('Pratinjau label')).toBeVisible();
  await closeDialog(labelDialog);

  // "Catat suhu": −10 °C in a freezer kept at −25…−18 °C holds what it holds, our batch.
  const log = await openLog(page, freezerName);
  await log.getByLabel(/^Suhu/).fill('-10');
  await log.getByRole('button', { name: 'Catat suhu' }).click();
  await expect(log.getByRole('status').filter({ hasText: 'Stok di lokasi ini ditahan sejak' })).toContainText(
    // The app writes temperatures as numbers are written (`-10 °C`, features/stockLocations/limits.ts).
    'suhu -10 °C di luar batas. 1 lot/batch menunggu Rilis QC.',
  );
  const held = log.getByRole('table', { name: `Stok ditahan di ${freezerName}` });
  await expect(held.getByRole('row').filter({ hasText: productName })).toContainText('20 pcs');
  await expect(log.getByRole('table', { name: `Pembacaan suhu ${freezerName}` })).toContainText(
    'Di luar batas',
  );
  await closeDialog(log);

  // Staff keep Lokasi Simpan but not "Rilis QC": they see the held batch and no way to release it.
  const staffContext = await newContext(browser);
  try {
    const staff = await staffContext.newPage();
    await signInAs(staff, 'staff');
    const staffLog = await openLog(staff, freezerName);
    const staffHeld = staffLog.getByRole('table', { name: `Stok ditahan di ${freezerName}` });
    await expect(staffHeld.getByRole('row').filter({ hasText: productName })).toBeVisible();
    await expect(staffHeld.getByRole('columnheader', { name: 'Rilis QC' })).toHaveCount(0);
    await expect(staffLog.getByRole('button', { name: 'Rilis', exact: true })).toHaveCount(0);
    await expect(staffLog.getByRole('button', { name: 'Buang', exact: true })).toHaveCount(0);
  } finally {
    await staffContext.close();
  }

  // The order for the held frozen stock: its save answers that the 20 pcs are held.
  await page.goto('transaction/data');
  await page.getByTestId('transaction-add').click();
  const order = page.getByRole('dialog');
  await order.getByRole('combobox', { name: 'Customer' }).fill(customerName);
  await page
    .getByRole('option', { name: new RegExp(customerName) })
    .first()
    .click();
  const pack = order.getByTestId('transaction-pack').nth(0);
  await pack.getByRole('combobox', { name: 'Jenis kemasan' }).click();
  await page
    .getByRole('option', { name: /Kerdus/ })
    .first()
    .click();
  await pack.getByLabel('Jumlah paket').fill('1');
  await pack.getByRole('combobox', { name: 'Produk' }).fill(`FS${stamp}`);
  await page
    .getByRole('option', { name: new RegExp(productName) })
    .first()
    .click();
  await expect(pack.getByRole('combobox', { name: 'Stok' })).toHaveText(/Beku/);
  await pack.getByLabel('Qty per paket').fill('20');
  await order.getByRole('button', { name: 'Simpan' }).click();
  await expect(
    pack.getByText(`Stok ${productName} beku tersedia 0 pcs; 20 pcs lainnya ditarik atau ditahan QC.`),
  ).toBeVisible();
  await expect(order).toBeVisible();

  // "Rilis QC" in another tab, the order form left open: accepted, with the reason.
  const qc = await page.context().newPage();
  const qcLog = await openLog(qc, freezerName);
  const item = qcLog
    .getByRole('table', { name: `Stok ditahan di ${freezerName}` })
    .getByRole('row')
    .filter({ hasText: productName });
  await item.getByRole('button', { name: 'Rilis', exact: true }).click();
  await item
    .getByLabel(/^Catatan keputusan/)
    .fill('Pintu freezer terbuka sebentar; produk masih beku keras.');
  await item.getByRole('button', { name: 'Rilis stok' }).click();
  // The hold closes with its last decision: no banner, no held stock left.
  await expect(qcLog.getByText('Stok di lokasi ini ditahan sejak')).toHaveCount(0);
  await expect(qcLog.getByRole('table', { name: `Stok ditahan di ${freezerName}` })).toHaveCount(0);
  await qc.close();

  // The same order, saved again, goes through.
  await order.getByRole('button', { name: 'Simpan' }).click();
  await expect(order).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: customerName })).toHaveCount(1);
  const left = (await call(request, token, '/api/stock/list', { productId: product.id, includeEmpty: true }))
    .datas as never as Array<{ id: number; frozen: number }>;
  expect(left).toEqual([expect.objectContaining({ id: run.batch.id, frozen: 0 })]);
});
