import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { businessDay, expect, newContext, serverNow, test } from './fixtures';
import { apiLogin, closeDialog, expectAccessible, signInAs, users } from './helpers';

/**
 * Money owed and money in (issue 38), in Chromium as the cashier and the owner: a term customer's delivered order
 * paid in two parts (from Pembayaran, then from the order's detail), the order form warning that the next order will
 * be held, that order held (neither packed nor delivered) and released by the owner with a note, the aging at the end
 * of yesterday (nothing owed yet) and of today, and the customer's statement (kartu piutang) printed.
 */

/** Integer rupiah as the app writes them: `Rp 61.000` (a no-break space may join `Rp` to its digits). */
const rp = (amount: number) => new RegExp(`Rp\\s${amount.toLocaleString('id-ID').replace(/\./g, '\\.')}`);

async function choose(page: Page, scope: Locator, label: string, option: RegExp) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

async function search(page: Page, scope: Locator, label: string | RegExp, text: string, option: RegExp) {
  await scope.getByRole('combobox', { name: label }).fill(text);
  await page.getByRole('option', { name: option }).first().click();
}

/** A JSON call as a signed-in user that must answer 200; its body. */
async function call(request: APIRequestContext, token: string, url: string, data: object) {
  const res = await request.post(url, { headers: { authorization: `Bearer ${token}` }, data });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { datas: Record<string, unknown> & { id: number } };
}

/**
 * What each test sells, made by the admin: a product of Rp 10.000 a pcs with 100 frozen in stock, and the box
 * (Kerdus) its orders are packed in.
 */
async function goods(request: APIRequestContext, code: string, name: string) {
  const admin = await apiLogin(request, users.admin.email, users.admin.password);
  const categories = (await call(request, admin.token, '/api/category/list', {})).datas as never as Array<{
    id: number;
  }>;
  const product = (
    await call(request, admin.token, '/api/product/add', {
      code,
      name,
      categoryId: categories[0]!.id,
      price: 10_000,
      unit: 'pcs',
    })
  ).datas;
  await call(request, admin.token, '/api/stock/add', {
    reason: 'opening',
    productId: product.id,
    bucket: 'frozen',
    qty: 100,
  });
  const boxes = (await call(request, admin.token, '/api/packaging/list', { search: 'Kerdus' }))
    .datas as never as Array<{ id: number }>;
  return { admin, product, box: boxes[0]! };
}

test('a term customer pays in two parts, a held order is released by the owner, the aging and statement follow', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now() % 1_000_000;
  const code = `TMP${stamp}`;
  const { admin, product, box } = await goods(page.request, code, `Baso Tempo ${stamp}`);
  // A reseller on 14 days' credit, up to Rp 150.000.
  const name = `Toko Tempo ${stamp}`;
  const customer = (
    await call(page.request, admin.token, '/api/customer/add', {
      name,
      category: 'distributor',
      phone: '0812-3456-7001',
      paymentTermDays: 14,
      creditLimit: 150_000,
    })
  ).datas;

  const kasir = await signInAs(page, 'kasir');
  // Order A: 10 pcs in a box, delivered today: due in 14 days.
  const a = (
    await call(page.request, kasir.token, '/api/transaction/add', {
      customerId: customer.id,
      packs: [
        {
          materialId: box.id,
          count: 1,
          lines: [{ productId: product.id, bucket: 'frozen', qtyPerPack: 10 }],
        },
      ],
      packing: 'packed',
      delivery: 'delivered',
    })
  ).datas as { id: number; number: string; total: number; dueDate: string };
  const total = a.total;
  const today = businessDay(serverNow());

  // 1. The cashier records a first part from Pembayaran: the amount comes pre-filled with what is owed, the dialog
  //    shows which order the money pays before saving, and the receipt follows.
  await page.goto('payment');
  await expect(page.getByRole('heading', { name: 'Pembayaran', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Catat pembayaran' }).first().click();
  let dialog = page.getByRole('dialog', { name: 'Catat pembayaran' });
  await search(page, dialog, /^Customer/, name, new RegExp(name));
  const amount = dialog.getByRole('textbox', { name: /^Jumlah/ });
  await expect(amount).toHaveValue(total.toLocaleString('id-ID'));
  await amount.fill('40000');
  const plan = dialog.getByRole('table', { name: 'Transaksi yang dibayar' });
  await expect(plan.getByRole('row').filter({ hasText: a.number })).toContainText(rp(40_000));
  await expectAccessible(page, 'payment dialog');
  await dialog.getByRole('button', { name: 'Simpan pembayaran' }).click();
  const receipt = page.getByRole('dialog', { name: 'Pembayaran tercatat' });
  await expect(receipt.getByText('KUITANSI', { exact: true }).first()).toBeVisible();
  await expect(receipt.getByText(/Empat puluh ribu rupiah/).first()).toBeVisible();
  // The footer's "Tutup" (the header's close button has the same name).
  await receipt.getByRole('button', { name: 'Tutup' }).last().click();
  await expect(page.getByRole('row').filter({ hasText: name }).first()).toContainText(a.number);

  // 2. The order shows what is left; the second part is recorded from its detail, pre-filled with that.
  await page.goto('transaction/data');
  const rowA = page.getByRole('row').filter({ hasText: a.number });
  await expect(rowA.getByText(/^Sisa Rp/)).toContainText(rp(total - 40_000));
  await rowA.getByRole('button', { name: `Lihat detail ${a.number}` }).click();
  const detail = page.getByRole('dialog', { name: new RegExp(a.number) });
  await detail.getByRole('button', { name: 'Catat pembayaran' }).click();
  dialog = page.getByRole('dialog', { name: `Catat pembayaran ${a.number}` });
  await expect(dialog.getByRole('textbox', { name: /^Jumlah/ })).toHaveValue(
    (total - 40_000).toLocaleString('id-ID'),
  );
  await dialog.getByRole('textbox', { name: /^Jumlah/ }).fill('30000');
  await expect(dialog.getByRole('table', { name: 'Transaksi yang dibayar' })).toContainText(rp(30_000));
  await dialog.getByRole('button', { name: 'Simpan pembayaran' }).click();
  await page
    .getByRole('dialog', { name: 'Pembayaran tercatat' })
    .getByRole('button', { name: 'Tutup' })
    .last()
    .click();
  await closeDialog(page.getByRole('dialog', { name: new RegExp(a.number) }));
  const left = total - 70_000;
  await expect(rowA.getByText(/^Sisa Rp/)).toContainText(rp(left));

  // 3. The next order: the form says what the customer owes as soon as they are picked, and warns before saving
  //    that 15 pcs (Rp 151.000 with the box) takes them over their limit. Saved, it is held.
  await page.getByTestId('transaction-add').click();
  const form = page.getByRole('dialog');
  await search(page, form, 'Customer', name, new RegExp(name));
  await expect(form.getByTestId('customer-credit')).toContainText(rp(left));
  await expect(form.getByTestId('customer-credit')).toContainText(/batas kredit Rp\s150\.000/);
  const pack = form.getByTestId('transaction-pack').nth(0);
  await choose(page, pack, 'Jenis kemasan', /Kerdus/);
  await pack.getByLabel('Jumlah paket').fill('1');
  await search(page, pack, 'Produk', code, new RegExp(code));
  await pack.getByLabel('Qty per paket').fill('15');
  await expect(form.getByText(/akan ditahan kredit saat disimpan/)).toBeVisible();
  await expect(form.getByText(/Melebihi batas kredit/)).toBeVisible();
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expect(form).toBeHidden();
  const rowB = page.getByRole('row').filter({ hasText: name }).filter({ hasText: 'Ditahan kredit' });
  await expect(rowB).toHaveCount(1);
  const b = (await rowB.getByRole('cell', { name: /^TRX-\d{8}-\d{4}$/ }).innerText()).trim();
  // Neither packed nor delivered while held: the menu says why.
  await rowB.getByRole('button', { name: `Aksi lain untuk ${b}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Tandai dikemas (ambil stok segar)' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(page.getByRole('menu')).toContainText('Ditahan kredit');
  await page.keyboard.press('Escape');

  // 4. The owner finds it under "Ditahan kredit" and releases it with a note.
  const ownerContext = await newContext(browser);
  const owner = await ownerContext.newPage();
  const ownerSession = await signInAs(owner, 'owner');
  await owner.goto('transaction/data?held=true');
  const held = owner.getByRole('row').filter({ hasText: b });
  await held.getByRole('button', { name: `Aksi lain untuk ${b}` }).click();
  await owner.getByRole('menuitem', { name: 'Lepas tahanan' }).click();
  const release = owner.getByRole('alertdialog', { name: `Lepas tahanan kredit ${b}?` });
  await release.getByLabel(/Catatan/).fill('Disetujui pemilik: pelanggan lama');
  await release.getByRole('button', { name: 'Lepas tahanan' }).click();
  await expect(owner.getByText(`Tahanan kredit ${b} dilepas.`).first()).toBeVisible();
  const released = (await call(owner.request, ownerSession.token, '/api/transaction/list', { search: b }))
    .datas as never as Array<{
    number: string;
    creditHold: { releasedAt: string | null; releaseNote: string };
  }>;
  expect(released.find((o) => o.number === b)?.creditHold).toMatchObject({
    releaseNote: 'Disetujui pemilik: pelanggan lama',
  });

  // 5. The aging: at the end of yesterday the customer owed nothing yet; today what is left of A, not yet due.
  const yesterday = new Date(`${today}T12:00:00Z`);
  yesterday.setUTCDate(yesterday.getUTCDate() - 1);
  await owner.goto(`report/aging?date=${yesterday.toISOString().slice(0, 10)}`);
  await expect(owner.getByRole('heading', { name: 'Umur Piutang', level: 1 })).toBeVisible();
  await owner.getByLabel('Cari customer').fill(name);
  await expect(owner.getByText('Tidak ada piutang customer yang cocok dengan pencarian')).toBeVisible();
  await owner.goto(`report/aging?date=${today}`);
  await owner.getByLabel('Cari customer').fill(name);
  const agingRow = owner.getByRole('row').filter({ hasText: name });
  await expect(agingRow).toContainText(rp(left));
  await expectAccessible(owner, 'aging');

  // 6. The statement: the sale, the two payments, and a closing balance equal to the aging's.
  await agingRow.getByRole('button', { name: `Kartu piutang ${name}` }).click();
  const statement = owner.getByRole('dialog', { name: `Kartu Piutang ${name}` });
  await expect(statement.getByRole('row').filter({ hasText: a.number })).toContainText(rp(total));
  await expect(statement.getByRole('row').filter({ hasText: 'Pembayaran' })).toHaveCount(2);
  await expect(statement.getByText('Saldo akhir').locator('..')).toContainText(rp(left));
  await owner.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void ((window as unknown as { printed: number }).printed += 1);
  });
  await statement.getByRole('button', { name: 'Cetak' }).click();
  expect(await owner.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await expect(owner.getByLabel('Pratinjau cetak kartu piutang').first()).toContainText('KARTU PIUTANG');
  await ownerContext.close();
});

test('the cashier imports a KlikBCA statement: one transfer by its order number, one ambiguous chosen by hand, nothing twice', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now() % 1_000_000;
  const { admin, product, box } = await goods(page.request, `BNK${stamp}`, `Siomay Bank ${stamp}`);
  const customer = (
    await call(page.request, admin.token, '/api/customer/add', {
      name: `Agen Mutasi ${stamp}`,
      category: 'distributor',
    })
  ).datas;
  const kasir = await signInAs(page, 'kasir');
  const order = async (pcs: number) =>
    (
      await call(page.request, kasir.token, '/api/transaction/add', {
        customerId: customer.id,
        packs: [
          {
            materialId: box.id,
            count: 1,
            lines: [{ productId: product.id, bucket: 'frozen', qtyPerPack: pcs }],
          },
        ],
        packing: 'packed',
        delivery: 'delivered',
      })
    ).datas as { id: number; number: string; total: number };
  // One order named in its transfer; two of one amount, which a transfer without a number cannot tell apart.
  const named = await order(13);
  const twinA = await order(7);
  const twinB = await order(7);
  expect(twinA.total).toBe(twinB.total);

  // The statement as KlikBCA exports it: account lines, the header row, a debit to skip, the totals under it.
  const day = businessDay(serverNow());
  const [year, month, date] = day.split('-');
  const ddmm = `${date}/${month}`;
  const money = (n: number) => `${n}.00`;
  const csv = [
    'Informasi Rekening - Mutasi Rekening',
    "No. rekening : ,'0123456789",
    'Nama : ,PAWON SEJAHTERA',
    `Periode : ,${ddmm}/${year} - ${ddmm}/${year}`,
    'Kode Mata Uang : ,Rp',
    '',
    'Tanggal Transaksi,Keterangan,Cabang,Jumlah,,Saldo',
    `'${ddmm},'TRSF E-BANKING CR ${date}${month}/FTSCY/WS95031      ${money(named.total)}BUDI SANTOSO ${named.number},'0000,${money(named.total)},CR,10000000.00`,
    `'${ddmm},'BIAYA ADM,'0000,10000.00,DB,9990000.00`,
    `'${ddmm},'TRSF E-BANKING CR ${date}${month}/FTSCY/WS95032      ${money(twinA.total)}PEMBELI ${stamp},'0000,${money(twinA.total)},CR,10061000.00`,
    'Saldo Awal,:,10000000.00',
  ].join('\n');
  const file = { name: `mutasi-${stamp}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) };

  await page.goto('payment');
  await page.getByRole('button', { name: 'Impor mutasi bank' }).click();
  let dialog = page.getByRole('dialog', { name: 'Impor mutasi bank' });
  await dialog.getByLabel('Berkas mutasi').setInputFiles(file);
  await dialog.getByRole('button', { name: 'Baca berkas' }).click();
  await expect(dialog.getByText('Format KlikBCA')).toBeVisible();
  await expect(dialog.getByRole('status')).toContainText('1 cocok · 1 perlu dipilih');
  await expect(dialog.getByRole('status')).toContainText('1 uang keluar dilewati');
  await expectAccessible(page, 'bank import review');
  // The ambiguous line: the cashier picks the order it pays.
  await dialog.getByRole('combobox', { name: /^Pilih tujuan baris/ }).click();
  await page.getByRole('option', { name: new RegExp(twinA.number) }).click();
  await dialog.getByRole('button', { name: 'Catat 2 pembayaran' }).click();
  await expect(page.getByText('Mutasi bank dicatat').first()).toBeVisible();
  await expect(dialog).toBeHidden();

  const balances = async () =>
    Object.fromEntries(
      (
        (await call(page.request, kasir.token, '/api/transaction/list', { customerId: customer.id }))
          .datas as never as Array<{
          number: string;
          balance: number;
        }>
      ).map((o) => [o.number, o.balance]),
    );
  expect(await balances()).toEqual({ [named.number]: 0, [twinA.number]: 0, [twinB.number]: twinB.total });

  // The same file again records nothing twice.
  await page.getByRole('button', { name: 'Impor mutasi bank' }).click();
  dialog = page.getByRole('dialog', { name: 'Impor mutasi bank' });
  await dialog.getByLabel('Berkas mutasi').setInputFiles(file);
  await dialog.getByRole('button', { name: 'Baca berkas' }).click();
  await expect(dialog.getByRole('status')).toContainText(
    '0 cocok · 0 perlu dipilih · 0 tidak dikenal · 2 sudah tercatat',
  );
  await expect(dialog.getByTestId('bank-import-confirm')).toBeDisabled();
  await closeDialog(dialog);
  expect(await balances()).toEqual({ [named.number]: 0, [twinA.number]: 0, [twinB.number]: twinB.total });
});
