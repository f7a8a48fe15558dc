import type { Browser, Locator, Page } from '@playwright/test';
import { expect, newContext, test } from './fixtures';
import { apiLogin, field, signInAs, users, useSession, type DemoUser, expectConflictNotice } from './helpers';

// Two browsers on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });

interface Product {
  id: number;
  code: string;
  name: string;
  price: number;
  description: string | null;
  version: number;
}

/** A browser of its own for a demo user, signed in, on the product list searched for one code. */
async function openAs(browser: Browser, who: DemoUser, code: string): Promise<Page> {
  const context = await newContext(browser);
  const page = await context.newPage();
  await useSession(page, await apiLogin(page.request, users[who].email, users[who].password));
  await page.goto(`items/produk?q=${code}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Produk' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(code) })).toBeVisible();
  return page;
}

/** Opens the edit dialog of the product's row and waits for the form to hold the record. */
async function edit(page: Page, product: Product): Promise<Locator> {
  await page.getByRole('button', { name: `Ubah ${product.code} – ${product.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Ubah produk' });
  await expect(field(dialog, 'Kode')).toHaveValue(product.code);
  return dialog;
}

test('two users edit one product: the second save shows who, when and what differs; keep mine re-applies, take theirs discards', async ({
  page,
  browser,
}) => {
  const session = await signInAs(page, 'admin');
  const auth = { authorization: `Bearer ${session.token}` };
  const read = async (id: number): Promise<Product> => {
    const res = await page.request.post('/api/product/list', {
      headers: auth,
      data: { search: code, perPage: 5 },
    });
    expect(res.status(), await res.text()).toBe(200);
    const found = ((await res.json()) as { datas: Product[] }).datas.find((p) => p.id === id);
    expect(found).toBeTruthy();
    return found!;
  };
  // A product of this test's own, so no other test edits it meanwhile.
  const stamp = Date.now().toString(36).toUpperCase();
  const code = `KNF${stamp}`.slice(0, 20);
  const categories = await page.request.post('/api/category/list', { headers: auth, data: {} });
  expect(categories.status(), await categories.text()).toBe(200);
  const categoryId = ((await categories.json()) as { datas: Array<{ id: number }> }).datas[0]!.id;
  const created = await page.request.post('/api/product/add', {
    headers: auth,
    data: {
      code,
      name: `Bentrok ${stamp}`,
      categoryId,
      price: 10000,
      unit: 'pcs',
      minStock: 0,
      active: true,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const v1 = ((await created.json()) as { datas: Product }).datas;

  const owner = await openAs(browser, 'owner', code);
  const staff = await openAs(browser, 'staff', code);

  // Both open the same version. The owner changes the price and saves first.
  const ownerDialog = await edit(owner, v1);
  const staffDialog = await edit(staff, v1);
  await field(ownerDialog, 'Harga/satuan').fill('15000');
  await ownerDialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(ownerDialog).toBeHidden();
  await expect(owner.getByRole('row', { name: new RegExp(code) })).toContainText('Rp 15.000/pcs');

  // The staff renamed it meanwhile and saves on the old version.
  const mine = `Bentrok ${stamp} versi staf`;
  await field(staffDialog, 'Nama produk').fill(mine);
  await field(staffDialog, 'Keterangan').fill('Diganti staf');
  await staffDialog.getByRole('button', { name: 'Simpan' }).click();
  const { notice, differs } = await expectConflictNotice(staffDialog, 'Pemilik Pawon');
  await expect(differs.getByRole('row', { name: /^Nama produk/ })).toHaveText(`Nama produk${v1.name}${mine}`);
  await expect(differs.getByRole('row', { name: /^Harga\/satuan/ })).toHaveText(
    'Harga/satuanRp 15.000tidak Anda ubah',
  );
  await expect(differs.getByRole('row', { name: /^Keterangan/ })).toHaveText('Keterangan—Diganti staf');
  await expect(differs.getByRole('row')).toHaveCount(4);
  // Nothing typed is lost before the choice.
  await expect(field(staffDialog, 'Nama produk')).toHaveValue(mine);
  await expect(field(staffDialog, 'Keterangan')).toHaveValue('Diganti staf');

  // Keep mine: the staff's changes on the owner's version (the owner's price stays).
  await notice.getByRole('button', { name: 'Simpan isian saya' }).click();
  await expect(staffDialog).toBeHidden();
  const v3 = await read(v1.id);
  expect(v3).toMatchObject({ name: mine, description: 'Diganti staf', price: 15000, version: 3 });
  await expect(staff.getByRole('row', { name: new RegExp(code) })).toContainText(mine);
  await expect(staff.getByRole('row', { name: new RegExp(code) })).toContainText('Rp 15.000/pcs');

  // The owner's list still holds version 2: the owner's next edit meets the staff's change.
  const ownerAgain = await edit(owner, v1);
  await field(ownerAgain, 'Harga/satuan').fill('17500');
  await ownerAgain.getByRole('button', { name: 'Simpan' }).click();
  const second = ownerAgain.getByRole('alert', { name: /^Data ini diubah oleh Staf Produksi/ });
  await expect(second).toBeVisible();
  await expect(second).toBeInViewport();
  await expect(second.getByRole('row', { name: /^Harga\/satuan/ })).toHaveText(
    'Harga/satuanRp 15.000Rp 17.500',
  );
  await expect(field(ownerAgain, 'Harga/satuan')).toHaveValue(/17\.500/);

  // Take theirs: the form holds the staff's version, what the owner typed is gone, and nothing was saved.
  await second.getByRole('button', { name: 'Pakai versi Staf Produksi' }).click();
  await expect(second).toBeHidden();
  await expect(field(ownerAgain, 'Nama produk')).toHaveValue(mine);
  await expect(field(ownerAgain, 'Harga/satuan')).toHaveValue(/15\.000/);
  await expect(field(ownerAgain, 'Keterangan')).toHaveValue('Diganti staf');
  expect(await read(v1.id)).toMatchObject({ price: 15000, version: 3 });
  // Saving now is a save on the current version.
  await ownerAgain.getByRole('button', { name: 'Simpan' }).click();
  await expect(ownerAgain).toBeHidden();
  expect(await read(v1.id)).toMatchObject({
    name: mine,
    price: 15000,
    description: 'Diganti staf',
    version: 4,
  });

  await owner.context().close();
  await staff.context().close();
});
