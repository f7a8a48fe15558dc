import type { APIRequestContext } from '@playwright/test';
import { businessDay, expect, serverNow, test } from './fixtures';
import { expectAccessible, signInAs } from './helpers';

// A plan, purchase orders, a receipt and a production run on a busy 2-core machine.
test.describe.configure({ timeout: 180_000 });

/** The standing order a test made, deleted after it pass or fail: Langganan's own spec starts from none. */
let madeStanding: { token: string; id: number } | undefined;
test.afterEach(async ({ request }) => {
  if (!madeStanding) return;
  const { token, id } = madeStanding;
  madeStanding = undefined;
  const res = await request.delete(`/api/standingOrder/delete/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status(), await res.text()).toBe(200);
});

/** A JSON call as a signed-in user that must answer 200; its body. */
async function call(request: APIRequestContext, token: string, url: string, data: object) {
  const res = await request.post(url, { headers: { authorization: `Bearer ${token}` }, data });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { datas: Record<string, unknown> & { id: number } };
}

const firstOf = async (request: APIRequestContext, token: string, url: string, data: object = {}) =>
  ((await call(request, token, url, { perPage: 1, ...data })).datas as never as Array<{ id: number }>)[0]!;

/**
 * Rencana Produksi (issue 39), as the owner: a flour bought from its preferred vendor (at least 5 kg), a product made
 * in batches of 20 from 0,1 kg of it, ordered for tomorrow 12 by a standing order and 13 by an order: 25 → 40 to make
 * (4 kg of flour, all short). The plan's runs are created, "Buat PO" orders the flour (5 kg, its minimum), the PO is
 * sent and 4 kg of it received, and the planned run is started from Produksi: it takes the received lot.
 */
test("tomorrow's plan from standing and normal orders → planned runs → Buat PO → part received → the run started", async ({
  page,
}) => {
  const session = await signInAs(page, 'owner');
  const { request } = page;
  const token = session.token;
  const stamp = Date.now().toString(36).slice(-6).toUpperCase();
  const tomorrow = businessDay(new Date(serverNow().getTime() + 86_400_000));
  const product = `Bakso Rencana ${stamp}`;
  const flourName = `Tepung Rencana ${stamp}`;
  const vendorName = `Vendor Rencana ${stamp}`;

  const vendor = (await call(request, token, '/api/vendor/add', { name: vendorName })).datas;
  const flour = (
    await call(request, token, '/api/bahanBaku/add', {
      name: flourName,
      unit: 'kg',
      unitPrice: 12_000,
      preferredVendorId: vendor.id,
      minOrderQty: 5,
    })
  ).datas;
  const category = await firstOf(request, token, '/api/category/list');
  const made = (
    await call(request, token, '/api/product/add', {
      code: `R${stamp}`,
      name: product,
      categoryId: category.id,
      price: 5_000,
      unit: 'pcs',
      batchSize: 20,
    })
  ).datas;
  await call(request, token, '/api/produksi/recipe/save', {
    productId: made.id,
    lines: [{ materialId: flour.id, qtyPerUnit: 0.1 }],
  });
  const customer = await firstOf(request, token, '/api/customer/list');
  const box = await firstOf(request, token, '/api/packaging/list');
  const pack = (qtyPerPack: number) => [
    { materialId: box.id, count: 1, lines: [{ productId: made.id, bucket: 'fresh', qtyPerPack }] },
  ];
  const standing = await call(request, token, '/api/standingOrder/add', {
    customerId: customer.id,
    packs: pack(12),
    everyDays: 1,
    startDate: tomorrow,
    endDate: tomorrow,
  });
  madeStanding = { token, id: standing.datas.id };
  await call(request, token, '/api/transaction/add', {
    customerId: customer.id,
    deliveryDate: tomorrow,
    packs: pack(13),
  });

  // Tomorrow by default: 25 ordered (12 of them by the standing order, or its order if made meanwhile) → 40 to make.
  await page.goto('plan/production');
  await expect(page.getByRole('heading', { level: 1, name: 'Rencana Produksi' })).toBeVisible();
  const lines = page.getByRole('table', { name: /^Rencana produksi/ });
  const line = lines.getByRole('row').filter({ hasText: product });
  await expect(line).toContainText('25 pcs');
  // The fresh orders' 25 fresh, the batch's rounding frozen.
  await expect(line.getByRole('cell').last()).toHaveText('40 pcssegar 25 pcs · beku 15 pcs');
  await line.getByRole('button', { name: `Kenapa ${product}?` }).click();
  await expect(
    page.getByText('Perlu 25 pcs; dibulatkan ke kelipatan batch 20 pcs: dibuat 40 pcs.'),
  ).toBeVisible();
  const materials = page.getByRole('table', { name: /^Kebutuhan bahan/ });
  const flourRow = materials.getByRole('row').filter({ hasText: flourName });
  await expect(flourRow).toContainText('4 kg');
  await expect(flourRow).toContainText(vendorName);
  await expect(flourRow).toContainText('min. pesan 5 kg');
  await expectAccessible(page, 'production plan');

  // The plan's runs: ours among them, on tomorrow; then planned grows and nothing is left to make.
  await page.getByRole('button', { name: 'Buat rencana produksi' }).click();
  const runs = page.getByRole('dialog', { name: 'Buat rencana produksi' });
  await expect(runs.getByRole('listitem').filter({ hasText: product })).toHaveText(`40 pcs ${product}`);
  await runs.getByRole('button', { name: /^Buat \d+ produksi$/ }).click();
  await expect(runs).toBeHidden();
  await expect(page.getByText(/produksi direncanakan untuk/).first()).toBeVisible();
  await expect(line.getByRole('cell').nth(6)).toHaveText('40 pcs');
  await expect(line.getByText('Cukup')).toBeVisible();

  // "Buat PO" for our flour only: one draft to its vendor.
  await page.getByRole('button', { name: 'Buat PO' }).click();
  const buy = page.getByRole('dialog', { name: 'Buat PO dari kekurangan bahan' });
  const choices = buy.getByRole('checkbox');
  for (let i = 0; i < (await choices.count()); i++) {
    const choice = choices.nth(i);
    const mine = (await choice.getAttribute('value')) === String(flour.id);
    if ((await choice.isChecked()) !== mine) await choice.click();
  }
  await buy.getByRole('button', { name: 'Buat draf PO' }).click();
  const po = buy.getByRole('link', { name: /^PO-/ });
  await expect(po).toHaveCount(1);
  const number = (await po.textContent())!;
  await expect(buy.getByRole('listitem').filter({ hasText: number })).toContainText(vendorName);
  await po.click();

  // Pesanan Pembelian: sent, then 4 of the 5 kg received.
  await expect(page).toHaveURL(/\/build\/purchase\?q=PO-/);
  const order = page.getByRole('row').filter({ hasText: number });
  await expect(order).toContainText('Draf');
  await order.getByRole('button', { name: `Kirim ${number}` }).click();
  // Sent: its paper opens to go to the vendor, by WhatsApp or printed.
  const paper = page.getByRole('dialog', { name: `Pesanan ${number}` });
  await expect(paper).toContainText('Pesanan sudah ditandai terkirim');
  await expect(paper.getByRole('article', { name: 'Pratinjau pesanan pembelian' })).toContainText(flourName);
  await expect(paper.getByRole('button', { name: 'Kirim WhatsApp' })).toBeVisible();
  await expect(paper.getByRole('button', { name: 'Cetak' })).toBeVisible();
  await paper.getByRole('button', { name: 'Tutup' }).last().click();
  await expect(paper).toBeHidden();
  await expect(order).toContainText('Dikirim');
  await order.getByRole('button', { name: `Terima barang ${number}` }).click();
  const receive = page.getByRole('dialog', { name: new RegExp(number) });
  await receive.getByTestId('receive-line-0').getByLabel('Jumlah datang').fill('4');
  await receive.getByRole('button', { name: 'Simpan penerimaan' }).click();
  await expect(receive).toBeHidden();
  await expect(order).toContainText('Diterima sebagian');

  // Produksi, "Direncanakan": our run, started today for its 40 pcs; it takes the 4 kg just received.
  await page.goto(`produksi?state=planned&q=${encodeURIComponent(product)}`);
  const planned = page.getByRole('row').filter({ hasText: product });
  await expect(planned).toContainText('Direncanakan');
  await expect(planned).toContainText('Belum dibuat');
  await planned.getByRole('button', { name: new RegExp(`^Mulai ${product}`) }).click();
  const start = page.getByRole('dialog', { name: `Mulai produksi ${product}` });
  await start.getByRole('button', { name: 'Mulai' }).click();
  await expect(start).toBeHidden();
  await expect(page.getByText(new RegExp(`Produksi ${product} 40 pcs dicatat`)).first()).toBeVisible();
  // Gone from the planned runs (the empty list's own row names the search).
  await expect(planned.filter({ hasText: 'Belum dibuat' })).toHaveCount(0);

  await page.goto(`produksi?q=${encodeURIComponent(product)}`);
  const recorded = page.getByRole('row').filter({ hasText: product });
  await expect(recorded).toContainText(`${flourName} 4 kg`);
  await expect(recorded).toContainText('Segar 40 pcs');
  await expect(recorded).not.toContainText('Direncanakan');
  // The received lot is the flour's only one: all of it taken.
  const stock = (await call(request, token, '/api/bahanBaku/list', { search: flourName }))
    .datas as never as Array<{
    remaining: number;
  }>;
  expect(stock[0]!.remaining).toBe(0);
});

test('staff see the plan but may not order from it (no right to add purchase orders)', async ({ page }) => {
  await signInAs(page, 'staff');
  await page.goto('plan/production');
  await expect(page.getByRole('heading', { level: 1, name: 'Rencana Produksi' })).toBeVisible();
  await expect(page.getByRole('table', { name: /^Rencana produksi/ })).toBeVisible();
  await expect(page.getByRole('table', { name: /^Kebutuhan bahan/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Buat rencana produksi' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Buat PO' })).toHaveCount(0);
});
