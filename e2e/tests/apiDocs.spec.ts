import { expect, newContext, test } from './fixtures';
import { apiLogin, signInAs, users } from './helpers';

/**
 * Issue 41: the API reference at /api/docs, read in Chromium without a session. Everything it loads comes from this
 * server (an offline intranet has no other), and nothing it loads is refused by the server's Content-Security-Policy.
 * PAWON_E2E_SHOTS=<folder> keeps a screenshot of it.
 */
const SHOTS = process.env['PAWON_E2E_SHOTS'];

test('the API reference shows the operations and the error codes, from this server only', async ({
  page,
}) => {
  const requested: string[] = [];
  const refused: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  page.on('console', (message) => {
    if (message.type() === 'error') refused.push(message.text());
  });
  page.on('pageerror', (error) => refused.push(error.message));

  await page.goto('/api/docs');
  await expect(page).toHaveTitle('Dokumentasi API Pawon API');
  // Swagger UI has read the contract (it draws the operations in view only: filter by the tag, as a reader does).
  await page.getByPlaceholder('Filter by tag').fill('transaction');
  const order = page.locator('.opblock').filter({ hasText: '/api/transaction/add' }).first();
  await expect(order).toBeVisible();
  await expect(order).toContainText('transactionAdd');
  // The "Authorize" button of the bearer token ("Try it out" then sends it).
  await expect(page.getByRole('button', { name: /Authorize/ })).toBeVisible();
  // The error codes, with their texts in both languages.
  const stockShort = page.locator('#kode-galat tr').filter({ hasText: 'stock.short' });
  await expect(stockShort).toContainText('409');
  await expect(stockShort.locator('td[lang="id"]')).toContainText(/stok/i);
  await expect(stockShort.locator('td[lang="en"]')).toContainText(/stock/i);

  // An operation opened: its example body is there.
  await order.locator('.opblock-summary').click();
  await expect(order.getByText('Antar pagi').first()).toBeVisible();
  if (SHOTS) {
    await order.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/api-docs.png` });
    await stockShort.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/api-docs-errors.png` });
  }
  const origin = new URL(page.url()).origin;
  expect(requested.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:'))).toEqual([]);
  expect(requested).toContain(`${origin}/api/docs/swagger-ui-bundle.js`);
  expect(refused).toEqual([]);
});

test('"Try it out" calls the API with the bearer token set in Authorize', async ({ page }) => {
  const session = await apiLogin(page.request, users.kasir.email, users.kasir.password);
  // A deep link opens the operation (Swagger UI draws only the operations in view).
  await page.goto('/api/docs#/auth/me');
  const me = page.locator('#operations-auth-me');
  await expect(me.locator('.opblock-body')).toBeVisible();
  await page
    .getByRole('button', { name: /Authorize/ })
    .first()
    .click();
  const dialog = page.locator('.dialog-ux');
  await dialog.locator('input').first().fill(session.token);
  await dialog.locator('button[type="submit"]').click();
  await dialog.locator('button.btn-done').click();

  await me.getByRole('button', { name: 'Try it out' }).click();
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/me'));
  await me.getByRole('button', { name: 'Execute' }).click();
  expect((await answer).status()).toBe(200);
  await expect(me.locator('.live-responses-table')).toContainText('kasir@pawon.test');
});

test('"Dokumentasi API" in the profile menu opens the reference in a new tab, for the owner, not the cashier', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'owner');
  await page.goto('dashboard');
  await page.getByRole('button', { name: /Menu pengguna/ }).click();
  const tab = page.context().waitForEvent('page');
  await page.getByRole('menuitem', { name: /Dokumentasi API/ }).click();
  const docs = await tab;
  await expect(docs).toHaveURL(new URL('/api/docs', page.url()).href);
  await expect(docs.locator('#kode-galat')).toBeVisible();

  const context = await newContext(browser);
  const cashier = await context.newPage();
  await signInAs(cashier, 'kasir');
  await cashier.goto('dashboard');
  await cashier.getByRole('button', { name: /Menu pengguna/ }).click();
  await expect(cashier.getByRole('menuitem', { name: /Profil/ })).toBeVisible();
  await expect(cashier.getByRole('menuitem', { name: /Dokumentasi API/ })).toHaveCount(0);
  await context.close();
});
