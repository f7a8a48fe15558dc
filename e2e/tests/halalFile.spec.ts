import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAs } from './helpers';

/**
 * The halal certificate's file (issue 40, decision 057), as the owner: a raw material of a recipe is set certified in
 * its form with a PDF, which is sent after the save; the Register Halal then opens that file ("Lihat") through the
 * API with the session, in a new tab.
 */

/** A JSON call as a signed-in user that must answer 200; its body. */
async function call(request: APIRequestContext, token: string, url: string, data: object) {
  const res = await request.post(url, { headers: { authorization: `Bearer ${token}` }, data });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { datas: Record<string, unknown> & { id: number } };
}

/** The smallest PDF the server takes: a header, one catalogue, the trailer and `%%EOF`, nothing active. */
const TINY_PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n'),
  'latin1',
);

test('a raw material is made certified with its PDF in the form, and the Register Halal opens that file', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const { token } = await signInAs(page, 'owner');
  const { request } = page;
  const stamp = Date.now().toString(36).slice(-6).toUpperCase();
  const materialName = `Gula Halal ${stamp}`;
  const productName = `Bolu Halal ${stamp}`;

  // A raw material with no certificate yet, in the recipe of a product of its own (the register lists recipes).
  const material = (
    await call(request, token, '/api/bahanBaku/add', { name: materialName, unit: 'kg', unitPrice: 15_000 })
  ).datas;
  const category = (
    (await call(request, token, '/api/category/list', { perPage: 1 })).datas as never as Array<{ id: number }>
  )[0]!;
  const product = (
    await call(request, token, '/api/product/add', {
      code: `HF${stamp}`,
      name: productName,
      categoryId: category.id,
      price: 20_000,
      unit: 'pcs',
    })
  ).datas;
  await call(request, token, '/api/produksi/recipe/save', {
    productId: product.id,
    lines: [{ materialId: material.id, qtyPerUnit: 0.1 }],
  });

  // Data Bahan Baku: the form shows "File sertifikat" once the status is "Bersertifikat halal".
  await page.goto(`items/bahan-baku/list?q=${encodeURIComponent(materialName)}`);
  await page.getByRole('button', { name: `Ubah ${materialName}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel(/^File sertifikat/)).toHaveCount(0);
  await dialog.getByRole('combobox', { name: /^Status halal/ }).click();
  await page.getByRole('option', { name: 'Bersertifikat halal' }).click();
  await dialog.getByLabel(/^Nomor sertifikat halal/).fill(`ID-E2E-${stamp}`);
  await dialog.getByRole('combobox', { name: /^Penerbit sertifikat/ }).click();
  await page.getByRole('option', { name: 'BPJPH' }).click();
  const year = new Date().getFullYear() + 2;
  await page.locator('#bahanBaku-halalExpiry').fill(`31/12/${year}`);
  await dialog
    .getByLabel(/^File sertifikat/)
    .setInputFiles({ name: 'sertifikat-halal.pdf', mimeType: 'application/pdf', buffer: TINY_PDF });
  await expect(dialog.getByText(/^sertifikat-halal\.pdf/)).toBeVisible();
  const uploaded = page.waitForResponse((res) => res.url().endsWith('/api/bahanBaku/halal/upload'));
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  const upload = await uploaded;
  expect(upload.status(), await upload.text()).toBe(200);
  await expect(dialog).toBeHidden();
  // The list offers the file at once.
  await expect(
    page.getByRole('button', { name: `Lihat file sertifikat halal ${materialName}` }),
  ).toBeVisible();

  // Register Halal: "Lihat" reads the file with the session and opens it in a new tab.
  await page.goto(`report/halal?q=${encodeURIComponent(productName)}`);
  const row = page.getByRole('row').filter({ hasText: materialName });
  await expect(row).toContainText(`ID-E2E-${stamp}`);
  const read = page.waitForResponse((res) => res.url().includes('/api/bahanBaku/halal/file/'));
  const tab = page.context().waitForEvent('page');
  await row.getByRole('button', { name: `Lihat file sertifikat halal ${materialName}` }).click();
  const file = await read;
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('application/pdf');
  expect(file.request().headers()['authorization']).toBe(`Bearer ${token}`);
  const opened = await tab;
  expect(opened.url()).toMatch(/^blob:/);
  await opened.close();

  // The same file without the session is refused: a plain link could not have opened it.
  const plain = await request.get(new URL(file.url()).pathname);
  expect(plain.status()).toBe(401);

  // Clean-up, as far as the server allows: the product and the material of this test (the file goes with it).
  const headers = { authorization: `Bearer ${token}` };
  await request.post('/api/produksi/recipe/save', { headers, data: { productId: product.id, lines: [] } });
  await request.delete(`/api/product/delete/${product.id}`, { headers });
  await request.delete(`/api/bahanBaku/delete/${material.id}`, { headers });
});
