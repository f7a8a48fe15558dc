import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expect, newContext, test } from './fixtures';
import { apiLogin, field, users, useSession, type DemoUser, expectConflictNotice } from './helpers';

// Two browsers on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });

interface Order {
  id: number;
  number: string;
  note: string | null;
  version: number;
  packs: Array<{ count: number; lines: Array<{ qtyPerPack: number }> }>;
}

async function call<T>(request: APIRequestContext, token: string, url: string, data: object): Promise<T> {
  const res = await request.post(url, { headers: { authorization: `Bearer ${token}` }, data });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { datas: T }).datas;
}

/** A browser of its own for a demo user, signed in, on the order list searched for one customer. */
async function openAs(browser: Browser, who: DemoUser, customer: string, number: string): Promise<Page> {
  const context = await newContext(browser);
  const page = await context.newPage();
  await useSession(page, await apiLogin(page.request, users[who].email, users[who].password));
  await page.goto(`transaction/data?q=${encodeURIComponent(customer)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Data Transaksi' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(number) })).toBeVisible();
  return page;
}

/** Opens the order's edit dialog and waits for the form to hold it. */
async function edit(page: Page, number: string): Promise<Locator> {
  await page.getByRole('button', { name: `Ubah ${number}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Ubah Transaksi' });
  await expect(dialog.getByTestId('transaction-line')).toHaveCount(1);
  await expect(dialog.getByLabel('Qty per paket')).not.toHaveValue('');
  return dialog;
}

test('two users edit one order: the second save shows who, when and what differs; keep mine re-applies only what was changed, take theirs discards', async ({
  page,
  browser,
}) => {
  const admin = await apiLogin(page.request, users.admin.email, users.admin.password);
  const token = admin.token;
  const stamp = Date.now().toString(36).toUpperCase();
  // A product, a customer and an order of this test's own, so no other test edits them meanwhile.
  const category = (await call<Array<{ id: number }>>(page.request, token, '/api/category/list', {}))[0]!.id;
  const product = await call<{ id: number }>(page.request, token, '/api/product/add', {
    code: `KNO${stamp}`.slice(0, 20),
    name: `Risol Bentrok ${stamp}`,
    categoryId: category,
    price: 4_000,
    unit: 'pcs',
  });
  await call(page.request, token, '/api/stock/add', {
    reason: 'opening',
    productId: product.id,
    bucket: 'frozen',
    qty: 50,
  });
  const box = (
    await call<Array<{ id: number }>>(page.request, token, '/api/packaging/list', { search: 'Kerdus' })
  )[0]!;
  const customerName = `Pelanggan Bentrok ${stamp}`;
  const customer = await call<{ id: number }>(page.request, token, '/api/customer/add', {
    name: customerName,
    category: 'konsumen',
  });
  const v1 = await call<Order>(page.request, token, '/api/transaction/add', {
    customerId: customer.id,
    packs: [
      { materialId: box.id, count: 1, lines: [{ productId: product.id, bucket: 'frozen', qtyPerPack: 3 }] },
    ],
  });
  const read = async (): Promise<Order> => {
    const rows = await call<Order[]>(page.request, token, '/api/transaction/list', {
      customerId: customer.id,
    });
    expect(rows).toHaveLength(1);
    return rows[0]!;
  };

  const owner = await openAs(browser, 'owner', customerName, v1.number);
  const adminPage = await openAs(browser, 'admin', customerName, v1.number);

  // Both open the same version. The owner raises the line's quantity and saves first.
  const ownerDialog = await edit(owner, v1.number);
  const adminDialog = await edit(adminPage, v1.number);
  await ownerDialog.getByLabel('Qty per paket').fill('4');
  await ownerDialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(ownerDialog).toBeHidden();
  expect(await read()).toMatchObject({ version: 2, packs: [{ count: 1, lines: [{ qtyPerPack: 4 }] }] });

  // The admin meanwhile doubled the packs and wrote a note, and saves on the old version.
  await adminDialog.getByLabel('Jumlah paket').fill('2');
  await field(adminDialog, 'Catatan').fill('Titip di pos satpam');
  await adminDialog.getByRole('button', { name: 'Simpan' }).click();
  const { notice, differs } = await expectConflictNotice(adminDialog, 'Pemilik Pawon');
  await expect(differs.getByRole('row', { name: /^Catatan/ })).toHaveText('Catatan—Titip di pos satpam');
  await expect(differs.getByRole('row', { name: /^Paket 1/ })).toHaveText(
    `Paket 11 × Kerdus: Risol Bentrok ${stamp} 4 pcs (beku)2 × Kerdus: Risol Bentrok ${stamp} 3 pcs (beku)`,
  );
  await expect(differs.getByRole('row')).toHaveCount(3);
  // Nothing typed is lost before the choice.
  await expect(adminDialog.getByLabel('Jumlah paket')).toHaveValue('2');
  await expect(field(adminDialog, 'Catatan')).toHaveValue('Titip di pos satpam');

  // Keep mine: the admin's pack count and note on the owner's version (the owner's quantity stays).
  await notice.getByRole('button', { name: 'Simpan isian saya' }).click();
  await expect(adminDialog).toBeHidden();
  expect(await read()).toMatchObject({
    version: 3,
    note: 'Titip di pos satpam',
    packs: [{ count: 2, lines: [{ qtyPerPack: 4 }] }],
  });

  // The owner's list still holds version 2: the owner's next edit meets the admin's change.
  const ownerAgain = await edit(owner, v1.number);
  await field(ownerAgain, 'Catatan').fill('Antar sore');
  await ownerAgain.getByRole('button', { name: 'Simpan' }).click();
  const second = ownerAgain.getByRole('alert', { name: /^Data ini diubah oleh Admin Pawon/ });
  await expect(second).toBeVisible();
  await expect(second).toBeInViewport();
  await expect(second.getByRole('row', { name: /^Catatan/ })).toHaveText(
    'CatatanTitip di pos satpamAntar sore',
  );
  await expect(second.getByRole('row', { name: /^Paket 1/ })).toHaveText(
    `Paket 12 × Kerdus: Risol Bentrok ${stamp} 4 pcs (beku)tidak Anda ubah`,
  );
  await expect(field(ownerAgain, 'Catatan')).toHaveValue('Antar sore');

  // Take theirs: the form holds the admin's version, what the owner typed is gone, and nothing was saved.
  await second.getByRole('button', { name: 'Pakai versi Admin Pawon' }).click();
  await expect(second).toBeHidden();
  await expect(field(ownerAgain, 'Catatan')).toHaveValue('Titip di pos satpam');
  await expect(ownerAgain.getByLabel('Jumlah paket')).toHaveValue('2');
  await expect(ownerAgain.getByLabel('Qty per paket')).toHaveValue('4');
  expect(await read()).toMatchObject({ version: 3 });
  // Saving now is a save on the current version.
  await ownerAgain.getByRole('button', { name: 'Simpan' }).click();
  await expect(ownerAgain).toBeHidden();
  expect(await read()).toMatchObject({
    version: 4,
    note: 'Titip di pos satpam',
    packs: [{ count: 2, lines: [{ qtyPerPack: 4 }] }],
  });

  await owner.context().close();
  await adminPage.context().close();
});
