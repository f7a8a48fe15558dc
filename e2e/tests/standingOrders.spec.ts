import { businessDay, expect, serverNow, test } from './fixtures';
import { closeDialog, expectAccessible, signInAs } from './helpers';

interface ListedOrder {
  number: string;
  deliveryDate: string | null;
  standingOrderId: number | null;
  customerId: number;
  packs: Array<{ lines: Array<{ productId: number; qty: number; unitPrice: number }> }>;
}

/**
 * Standing orders, Langganan (issue 39): the owner sets up Pak Dedi's daily order; "Buat pesanan sekarang" makes
 * the order of each delivery day that is due (today's at least), once: a second run makes none. The order is an
 * ordinary order of Data Transaksi, priced by the customer's list, that names its standing order.
 */
test("a daily standing order makes today's order once, priced by the customer's list", async ({ page }) => {
  test.setTimeout(120_000);
  const session = await signInAs(page, 'owner');
  const today = businessDay(serverNow());
  await page.goto('standing-order');
  await expect(page.getByRole('heading', { level: 1, name: 'Langganan' })).toBeVisible();
  // Pak Dedi has none yet (other specs, running beside this one, may have standing orders of their own).
  await expect(page.getByRole('table', { name: 'Daftar langganan' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Pak Dedi Reseller' })).toHaveCount(0);

  await page.getByRole('button', { name: /Tambah Langganan/ }).click();
  const form = page.getByRole('dialog');
  await form.getByRole('combobox', { name: 'Customer' }).fill('dedi');
  await page
    .getByRole('option', { name: /Pak Dedi Reseller/ })
    .first()
    .click();
  const pack = form.getByTestId('transaction-pack').nth(0);
  await pack.getByRole('combobox', { name: 'Jenis kemasan' }).click();
  await page.getByRole('option', { name: /Mika/ }).first().click();
  await pack.getByRole('combobox', { name: 'Produk' }).fill('pm');
  await page.getByRole('option', { name: /^PM/ }).first().click();
  await pack.getByLabel('Qty per paket').fill('2');

  // Saved without a delivery day: the form says which is missing and keeps what was typed.
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expect(form.getByText('Pilih minimal satu hari kirim.')).toBeVisible();
  await expect(pack.getByLabel('Qty per paket')).toHaveValue('2');

  await form.getByRole('radio', { name: 'Setiap N hari' }).click();
  await form.getByLabel('Setiap berapa hari').fill('1');
  await expect(form.getByTestId('standing-order-preview')).toContainText('Pesanan berikutnya:');
  await expectAccessible(page, 'standing order form');
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expect(form).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: 'Pak Dedi Reseller' });
  await expect(row).toContainText('Setiap hari');
  await expect(row).toContainText('1 × Mika (Pempek 2 pcs)');
  await expect(row).toContainText('Aktif');

  // The run: today's delivery at least (tomorrow's too once the day's time has come). The toast counts every
  // standing order's days (another spec's may be due, or refused for its stock): Pak Dedi's are read from the list.
  const madeFor = async () => {
    const list = await page.request.post('/api/transaction/list', {
      headers: { authorization: `Bearer ${session.token}` },
      data: { search: 'Pak Dedi Reseller', perPage: 10 },
    });
    return ((await list.json()) as { datas: ListedOrder[] }).datas.filter(
      (order) => order.standingOrderId !== null,
    );
  };
  await page.getByRole('button', { name: 'Buat pesanan sekarang' }).click();
  const done = page.getByText(/^\d+ pesanan dibuat, \d+ gagal\.$/);
  await expect(done).toBeVisible();
  const made = Number((await done.textContent())!.split(' ')[0]);
  await expect(row.getByRole('link', { name: /^TRX-/ })).toBeVisible();
  const orders = await madeFor();
  expect(orders.length).toBeGreaterThanOrEqual(1);
  expect(orders.length).toBeLessThanOrEqual(Math.min(2, made));
  const todays = orders.find((order) => order.deliveryDate === today)!;
  expect(todays).toBeDefined();
  // Pak Dedi is on the seeded Reseller list: Pempek at the list's price of today (Rp 9.000, or what another test set),
  // not the product's own.
  const line = todays.packs[0]!.lines[0]!;
  const quote = await page.request.post('/api/priceList/quote', {
    headers: { authorization: `Bearer ${session.token}` },
    data: { customerId: todays.customerId, date: today, productIds: [line.productId] },
  });
  const { prices } = (
    (await quote.json()) as { datas: { prices: Array<{ price: number; listed: boolean }> } }
  ).datas;
  expect(prices[0]).toMatchObject({ listed: true, price: line.unitPrice });
  expect(line.qty).toBe(2);

  // The runs: the order made for today's delivery; a second run makes nothing.
  await row.getByRole('button', { name: 'Riwayat pembuatan langganan Pak Dedi Reseller' }).click();
  const runs = page.getByRole('dialog', { name: /Riwayat pembuatan/ });
  await expect(runs.getByRole('row').filter({ hasText: todays.number })).toBeVisible();
  await closeDialog(runs);
  // (By the API: it answers once the run is over, where the screen's toast could still be the first run's.)
  const again = await page.request.post('/api/standingOrder/generate', {
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(again.status(), await again.text()).toBe(200);
  expect(await madeFor()).toHaveLength(orders.length);
});
