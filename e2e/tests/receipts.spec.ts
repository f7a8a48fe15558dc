import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { getDocumentProxy } from 'unpdf';
import { businessDay, expect, serverNow, test } from './fixtures';
import { apiLogin, closeDialog, signInAs, users } from './helpers';

/**
 * Receipts and documents on paper (issue 40): an order printed through Chromium's own PDF on a 58 mm and an 80 mm
 * roll and on A4, and a customer's statement on A4, each read back from the PDF: the page is the paper's width, no
 * line runs past its edge, and every rupiah figure is whole on one line (a long product name wraps instead).
 */

const MM_PER_PT = 25.4 / 72;

/** A JSON call as a signed-in user that must answer 200; its body. */
async function call(request: APIRequestContext, token: string, url: string, data: object) {
  const res = await request.post(url, { headers: { authorization: `Bearer ${token}` }, data });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { datas: Record<string, unknown> & { id: number } };
}

async function choose(page: Page, scope: Locator, label: string, option: RegExp) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

interface PrintedPage {
  widthMm: number;
  heightMm: number;
  /** The page's text, a line per baseline, top to bottom; pieces on one baseline joined by a space. */
  lines: string[];
  /** How far the rightmost piece of text reaches, in mm from the page's left edge. */
  rightMm: number;
  leftMm: number;
}

/** Prints the page as Chromium prints it (its own page size from `@page`), and reads each page back. */
async function printed(page: Page): Promise<PrintedPage[]> {
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const pages: PrintedPage[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const sheet = await doc.getPage(n);
    const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = sheet.view;
    const items = (await sheet.getTextContent()).items.flatMap((item) =>
      'str' in item && item.str.trim() !== ''
        ? [
            {
              text: item.str,
              x: item.transform[4] as number,
              y: item.transform[5] as number,
              width: item.width,
            },
          ]
        : [],
    );
    const rows = new Map<number, typeof items>();
    for (const item of items) {
      const key = [...rows.keys()].find((y) => Math.abs(y - item.y) < 1.5) ?? item.y;
      rows.set(key, [...(rows.get(key) ?? []), item]);
    }
    const lines = [...rows.entries()]
      .sort(([a], [b]) => b - a)
      .map(([, row]) =>
        row
          .sort((a, b) => a.x - b.x)
          // Pieces that touch are one word split by kerning ("A" "yam"); a gap is a space.
          .map(
            (item, i) => (i > 0 && item.x - (row[i - 1]!.x + row[i - 1]!.width) > 0.8 ? ' ' : '') + item.text,
          )
          .join('')
          .replace(/\s+/g, ' ')
          .trim(),
      );
    pages.push({
      widthMm: (x1 - x0) * MM_PER_PT,
      heightMm: (y1 - y0) * MM_PER_PT,
      lines,
      rightMm: Math.max(...items.map((item) => item.x + item.width)) * MM_PER_PT,
      leftMm: Math.min(...items.map((item) => item.x)) * MM_PER_PT,
    });
  }
  return pages;
}

/** `Rp 1.250.000` as the app writes it. */
const rp = (amount: number) => `Rp ${amount.toLocaleString('id-ID')}`;

/** The text of a paper from `first` on (the business's heading above it is another test's: businessProfile.spec). */
const from = (lines: readonly string[], first: string) => lines.slice(lines.indexOf(first));

/** The `@page` rules' top and bottom margins: none, so that Chromium offers no header or footer to print there. */
async function pageMargins(page: Page): Promise<string[][]> {
  return page.evaluate(() =>
    Array.from(document.styleSheets)
      .flatMap((sheet) => {
        try {
          return Array.from(sheet.cssRules);
        } catch {
          return [];
        }
      })
      .flatMap((rule) => (rule instanceof CSSMediaRule ? Array.from(rule.cssRules) : [rule]))
      .filter((rule): rule is CSSPageRule => rule instanceof CSSPageRule)
      .map((rule) => [rule.style.marginTop, rule.style.marginBottom]),
  );
}

/** What a paper must show: one page of the paper's width, text inside its edges, and these lines and figures. */
function expectPaper(pages: PrintedPage[], widthMm: number, first: string, lines: Array<string | RegExp>) {
  expect(pages).toHaveLength(1);
  const [paper] = pages as [PrintedPage];
  expect(Math.abs(paper.widthMm - widthMm)).toBeLessThan(0.5);
  expect(paper.leftMm).toBeGreaterThanOrEqual(2);
  expect(paper.rightMm).toBeLessThanOrEqual(widthMm - 2);
  // No rupiah figure anywhere on the paper is cut: no line ends in a bare "Rp" or in the middle of its digits.
  expect(paper.lines.filter((line) => /(^|\s)\+?Rp$|Rp [\d.]*\.$/.test(line))).toEqual([]);
  // A pattern stands for a line that moves with the clock (when the order was delivered).
  const read = from(paper.lines, first)
    .slice(0, lines.length)
    .map((line, i) => {
      const want = lines[i];
      return want instanceof RegExp && want.test(line) ? want : line;
    });
  expect(read).toEqual(lines);
}

/** "Terkirim: 6 Des 2026 15.18": the order was delivered today, at some minute. */
const deliveredLine = (date: string) => new RegExp(`^Terkirim: ${date} \\d{2}\\.\\d{2}$`);

test('an order prints on a 58 mm and an 80 mm roll and on A4, the statement on A4: the page is the paper, no line cut, figures whole', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = String(Date.now() % 1_000_000).padStart(6, '0');
  const admin = await apiLogin(page.request, users.admin.email, users.admin.password);
  const categories = (await call(page.request, admin.token, '/api/category/list', {}))
    .datas as never as Array<{
    id: number;
  }>;
  // A name longer than a roll's line, and a price that makes a nine-digit total.
  const product = (
    await call(page.request, admin.token, '/api/product/add', {
      code: `RCP${stamp}`,
      name: `Risoles Ragout Ayam Jamur Keju Mozarella Spesial Isi Sepuluh ${stamp}`,
      categoryId: categories[0]!.id,
      price: 1_250_000,
      unit: 'pcs',
    })
  ).datas;
  await call(page.request, admin.token, '/api/stock/add', {
    reason: 'opening',
    productId: product.id,
    bucket: 'frozen',
    qty: 200,
  });
  const box = (
    (await call(page.request, admin.token, '/api/packaging/list', { search: 'Kerdus' }))
      .datas as never as Array<{
      id: number;
    }>
  )[0]!;
  const customerName = `Toko Struk ${stamp}`;
  const customer = (
    await call(page.request, admin.token, '/api/customer/add', {
      name: customerName,
      category: 'distributor',
      phone: '0812-3456-7002',
      paymentTermDays: 14,
    })
  ).datas;
  // Delivered on credit: the customer's statement has it.
  const order = (
    await call(page.request, admin.token, '/api/transaction/add', {
      customerId: customer.id,
      packs: [
        {
          materialId: box.id,
          count: 10,
          lines: [{ productId: product.id, bucket: 'frozen', qtyPerPack: 10 }],
        },
      ],
      packing: 'packed',
      delivery: 'delivered',
    })
  ).datas as unknown as { number: string; total: number; packagingSubtotal: number };
  expect(order.total).toBe(125_000_000 + order.packagingSubtotal);
  const boxPrice = rp(order.packagingSubtotal / 10);
  const boxes = rp(order.packagingSubtotal);
  const total = rp(order.total);
  const today = businessDay(serverNow());
  const day = new Intl.DateTimeFormat('id-ID', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const date = day.format(new Date(`${today}T00:00:00Z`));

  await signInAs(page, 'admin');
  await page.goto(`transaction/data?q=${order.number}`);
  const openPrint = async () => {
    await page.getByRole('button', { name: `Aksi lain untuk ${order.number}` }).click();
    await page.getByRole('menuitem', { name: 'Cetak invoice atau struk' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Pratinjau cetak').first()).toBeVisible();
    return dialog;
  };
  let dialog = await openPrint();
  const root = page.locator('[data-print-root]');
  const printOn = async (scope: Locator, layout: string, option: RegExp) => {
    await choose(page, scope, 'Ukuran kertas', option);
    await expect(root.locator(`[data-layout="${layout}"]`)).toHaveCount(1);
    // A roll's page is as long as its receipt, measured once laid out.
    if (layout !== 'a4') await expect(root).toHaveAttribute('data-roll-mm', /^\d+$/);
    for (const [top, bottom] of await pageMargins(page)) {
      expect([top, bottom]).toEqual(['0px', '0px']);
    }
    return printed(page);
  };
  const sums = ['Subtotal item Rp 125.000.000', `Subtotal kemasan ${boxes}`, 'Ongkir Rp 0', `Total ${total}`];

  // 58 mm: 32 characters a line; the name wraps, the quantity and the price each stay whole, the amount never wraps.
  expectPaper(await printOn(dialog, '58mm', /Struk 58 mm/), 58, order.number, [
    order.number,
    date,
    `Kepada: ${customerName} ·`,
    '0812-3456-7002',
    deliveredLine(date),
    'Produk Jumlah',
    'Paket 1: Kerdus',
    `10 × @ ${boxPrice} ${boxes}`,
    'Risoles Ragout Ayam Jamur Keju',
    'Mozarella Spesial Isi Sepuluh',
    `${stamp} (beku)`,
    '100 pcs Rp 125.000.000',
    '@ Rp 1.250.000',
    ...sums,
    'Terbilang: Seratus dua puluh',
    'lima juta sepuluh ribu rupiah',
  ]);
  // 80 mm: 48 characters a line.
  expectPaper(await printOn(dialog, '80mm', /Struk 80 mm/), 80, order.number, [
    order.number,
    date,
    `Kepada: ${customerName} · 0812-3456-7002`,
    deliveredLine(date),
    'Produk Jumlah',
    'Paket 1: Kerdus',
    `10 × @ ${boxPrice} ${boxes}`,
    'Risoles Ragout Ayam Jamur Keju Mozarella Spesial',
    `Isi Sepuluh ${stamp} (beku)`,
    '100 pcs @ Rp 1.250.000 Rp 125.000.000',
    ...sums,
    'Terbilang: Seratus dua puluh lima juta sepuluh',
    'ribu rupiah',
  ]);
  // A4: the invoice, a line per row.
  const a4 = await printOn(dialog, 'a4', /Invoice A4/);
  expectPaper(a4, 210, order.number, [
    order.number,
    date,
    `Kepada: ${customerName} · 0812-3456-7002`,
    deliveredLine(date),
    'Produk Qty Jumlah',
    `Paket 1: 10 × Kerdus @ ${boxPrice} ${boxes}`,
    `Risoles Ragout Ayam Jamur Keju Mozarella Spesial Isi Sepuluh ${stamp} 100 pcs Rp 125.000.000`,
    '(beku) @ Rp 1.250.000',
    ...sums,
    'Terbilang: Seratus dua puluh lima juta sepuluh ribu rupiah',
  ]);
  expect(a4[0]!.lines).toContain('INVOICE');

  // The paper is this device's: chosen once, the next print dialog opens on it.
  await choose(page, dialog, 'Ukuran kertas', /Struk 58 mm/);
  await closeDialog(dialog);
  dialog = await openPrint();
  await expect(dialog.getByRole('combobox', { name: 'Ukuran kertas' })).toHaveText(/Struk 58 mm/);
  expect(await page.evaluate(() => localStorage.getItem('pawonPaper'))).toBe('"58mm"');
  await closeDialog(dialog);

  // The customer's statement (kartu piutang) on A4 and on an 80 mm roll: the sale and the balances whole.
  await page.goto(`report/aging?date=${today}`);
  await page.getByLabel('Cari customer').fill(customerName);
  await page
    .getByRole('row')
    .filter({ hasText: customerName })
    .getByRole('button', { name: `Kartu piutang ${customerName}` })
    .click();
  const statement = page.getByRole('dialog', { name: `Kartu Piutang ${customerName}` });
  await expect(statement.getByRole('row').filter({ hasText: order.number })).toBeVisible();
  const opening = day.format(new Date(`${today.slice(0, 8)}01T00:00:00Z`));
  const party = `Customer: ${customerName}`;
  const period = `Periode ${opening} – ${date}`;
  expectPaper(await printOn(statement, 'a4', /A4/), 210, party, [
    party,
    period,
    'Tanggal Keterangan Debit Kredit Saldo',
    `Saldo awal (${opening}) Rp 0`,
    `${date} Penjualan · ${order.number} ${total} ${total}`,
    `Saldo akhir (${date}) ${total} Rp 0 ${total}`,
  ]);
  expectPaper(await printOn(statement, '80mm', /80 mm/), 80, party, [
    party,
    period,
    'Mutasi Saldo',
    `Saldo awal (${opening}) Rp 0`,
    `${date} · Penjualan · ${order.number}`,
    `+${total} ${total}`,
    `Saldo akhir (${date}) ${total}`,
  ]);
});

test('a purchase order prints on A4 as the vendor receives it: the page is A4, no line cut, figures whole', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const stamp = String(Date.now() % 1_000_000).padStart(6, '0');
  const session = await signInAs(page, 'admin');
  const vendorName = `Vendor Kertas ${stamp}`;
  const vendor = (await call(page.request, session.token, '/api/vendor/add', { name: vendorName })).datas;
  const materialName = `Tepung Terigu Protein Tinggi Cap Segitiga Biru Kemasan Karung ${stamp}`;
  const material = (
    await call(page.request, session.token, '/api/bahanBaku/add', {
      name: materialName,
      unit: 'kg',
      unitPrice: 12_500,
    })
  ).datas;
  const po = (
    await call(page.request, session.token, '/api/purchase/add', {
      vendorId: vendor.id,
      lines: [{ materialId: material.id, qty: 8_000, unitPrice: 12_500 }],
    })
  ).datas as unknown as { id: number; number: string; total: number };
  expect(po.total).toBe(100_000_000);

  await page.goto(`purchase?q=${po.number}`);
  const row = page.getByRole('row').filter({ hasText: po.number });
  await row.getByRole('button', { name: `Kirim ${po.number}` }).click();
  const dialog = page.getByRole('dialog', { name: `Pesanan ${po.number}` });
  await expect(dialog.getByRole('article', { name: 'Pratinjau pesanan pembelian' })).toContainText(
    materialName,
  );
  await expect(page.locator('[data-print-root] [data-layout="a4"]')).toHaveCount(1);
  for (const [top, bottom] of await pageMargins(page)) expect([top, bottom]).toEqual(['0px', '0px']);
  const number = `No. ${po.number}`;
  const today = businessDay(serverNow());
  const date = new Intl.DateTimeFormat('id-ID', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  // The material's long name wraps in its cell; its figures stay on the row's first line.
  expectPaper(await printed(page), 210, number, [
    number,
    `Tanggal: ${date.format(new Date(`${today}T00:00:00Z`))}`,
    `Kepada: ${vendorName}`,
    'No. Bahan Jumlah Harga satuan Subtotal',
    '1 Tepung Terigu Protein Tinggi Cap Segitiga Biru 8.000 kg Rp 12.500 Rp 100.000.000',
    `Kemasan Karung ${stamp}`,
    'Total Rp 100.000.000',
  ]);
  await closeDialog(dialog);
});
