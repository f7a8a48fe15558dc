import { expect, test } from './fixtures';
import { appSettled, expectAccessible, signInAs } from './helpers';

/**
 * The cashier's day (the seeded Default group): record an order, then mark it paid, packed and delivered from the
 * row's menu on the right "Tandai Status Pesanan"; changing or deleting the order stays out of reach, with the reason.
 */
test('the cashier records an order and takes it to delivered; undoing the delivery says which right it needs', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const session = await signInAs(page, 'kasir');
  const auth = { authorization: `Bearer ${session.token}` };
  const first = async (url: string, search: string) => {
    const res = await page.request.post(url, { headers: auth, data: { search } });
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { datas: Array<{ id: number }> }).datas[0]!.id;
  };
  // The order as the cashier records it (the form itself is driven by sales.spec.ts).
  const created = await page.request.post('/api/transaction/add', {
    headers: auth,
    data: {
      customerId: await first('/api/customer/list', 'Warung Bu Sari'),
      packs: [
        {
          materialId: await first('/api/packaging/list', 'Kerdus'),
          count: 1,
          lines: [
            { productId: await first('/api/product/list', 'Baso Tahu'), bucket: 'frozen', qtyPerPack: 2 },
          ],
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const number = ((await created.json()) as { datas: { number: string } }).datas.number;

  await page.goto('transaction/data');
  await expect(page.getByRole('heading', { name: 'Data Transaksi' })).toBeVisible();
  await page.getByRole('searchbox').first().fill(number);
  await expect(page.getByRole('row').filter({ hasText: number })).toHaveCount(1);
  await appSettled(page);
  const row = () => page.getByRole('row').filter({ hasText: number });
  const more = () => row().getByRole('button', { name: `Aksi lain untuk ${number}` });

  await more().click();
  await page.getByRole('menuitem', { name: 'Tandai lunas' }).click();
  await expect(row().getByText('Lunas')).toBeVisible();
  await appSettled(page);
  await more().click();
  await page.getByRole('menuitem', { name: /Tandai dikemas/ }).click();
  await expect(page.getByText(`Transaksi ${number} dikemas`).first()).toBeVisible();
  await appSettled(page);
  await more().click();
  await page.getByRole('menuitem', { name: 'Tandai terkirim' }).click();
  await expect(row().getByText('Terkirim')).toBeVisible();
  await appSettled(page);

  // Undoing the delivery is another right: the button says which.
  await row()
    .getByRole('button', { name: `Lihat detail ${number}` })
    .click();
  const detail = page.getByRole('dialog');
  const undo = detail.getByRole('button', { name: 'Batalkan pengiriman' });
  await expect(undo).toBeDisabled();
  await expect(undo).toHaveAccessibleDescription(/hak "Batalkan Pengiriman"/);
  await expectAccessible(page, 'cashier order detail');
});
