import type { APIRequestContext, Page, Request } from '@playwright/test';
import { controlClock, expect, test } from './fixtures';
import {
  apiLogin,
  appSettled,
  field,
  sidebarUrls,
  signInAs,
  useSession,
  users,
  waitForStillness,
} from './helpers';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Menu utama' });
const userMenu = (page: Page) => page.getByRole('button', { name: /Menu pengguna/ });

interface MenuRow {
  id: number;
  url: string | null;
  name: string;
}

/** Admin's API: a fresh user in a fresh group holding the given menus (with all rights on them). */
async function userWithMenus(request: APIRequestContext, urls: string[], email: string) {
  const admin = await apiLogin(request, users.admin.email, users.admin.password);
  const auth = { Authorization: `Bearer ${admin.token}` };
  const menus = (
    await (await request.post('/api/menu-management/menuList', { data: {}, headers: auth })).json()
  ).datas as Array<MenuRow & { parentId: number | null }>;
  const byId = new Map(menus.map((m) => [m.id, m]));
  const ids = new Set<number>();
  for (const url of urls) {
    for (let menu = menus.find((m) => m.url === url); menu; menu = byId.get(menu.parentId ?? -1))
      ids.add(menu.id);
  }
  const password = 'sandi-uji-12345';
  const created = await request.post('/api/userApp/add', {
    headers: auth,
    data: { name: `Uji ${email.split('@')[0]}`, email, password },
  });
  expect(created.status(), await created.text()).toBe(200);
  const user = (await created.json()).datas as { id: number };
  const group = await request.post('/api/authorization-group/add', {
    headers: auth,
    data: {
      name: `Grup ${email.split('@')[0]}`,
      menus: [...ids].map((menuId) => ({ menuId, create: true, update: true, delete: true })),
      userIds: [user.id],
    },
  });
  expect(group.status(), await group.text()).toBe(200);
  return { email, password, user, auth };
}

test('signed in, a 404 keeps the sidebar and the user menu; a menu without a screen says it is not built yet', async ({
  page,
}) => {
  // Every seeded menu has its screen by now: an administrator adds one that has none yet.
  const admin = await apiLogin(page.request, users.admin.email, users.admin.password);
  const auth = { Authorization: `Bearer ${admin.token}` };
  const menus = (
    await (await page.request.post('/api/menu-management/menuList', { data: {}, headers: auth })).json()
  ).datas as Array<MenuRow & { level: string }>;
  const header = menus.find((m) => m.level === 'header')!;
  const suffix = Date.now().toString(36);
  const added = await page.request.post('/api/menu-management/add', {
    headers: auth,
    data: {
      name: `Rencana Produksi ${suffix}`,
      url: `/rencana-produksi-${suffix}`,
      level: 'parent',
      parentId: header.id,
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  const someone = await userWithMenus(
    page.request,
    ['/dashboard', `/rencana-produksi-${suffix}`],
    `rencana-${suffix}@pawon.test`,
  );
  await useSession(page, await apiLogin(page.request, someone.email, someone.password));

  await page.goto('user-management');
  await expect(page).toHaveURL(/\/build\/page-not-found$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Halaman tidak ditemukan');
  await expect(nav(page)).toBeVisible();
  await expect(userMenu(page)).toBeVisible();
  // A way out: the sidebar.
  await nav(page)
    .getByRole('link', { name: `Rencana Produksi ${suffix}`, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/build/rencana-produksi-${suffix}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Rencana Produksi ${suffix}` })).toBeVisible();
  await expect(page.getByTestId('coming-soon')).toContainText('Layar ini belum tersedia');
  await expect(page.getByText('tidak diberikan kepada akun Anda')).toHaveCount(0);
});

test('focus goes back to the control that opened a dialog: cancel, Escape, save, and after a delete', async ({
  page,
}) => {
  const code = `F${Date.now().toString(36).slice(-5).toUpperCase()}`;
  await signInAs(page, 'admin');
  await page.goto('position-management');
  const add = page.getByTestId('position-add');
  await expect(page.getByRole('cell', { name: 'OWN', exact: true })).toBeVisible();

  await add.click();
  const dialog = page.getByRole('dialog');
  await expect(field(dialog, 'Kode')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();

  // A duplicate code is said once, on its field (no banner, no toast).
  await add.click();
  await field(dialog, 'Kode').fill('OWN');
  await field(dialog, 'Nama jabatan').fill('Dobel');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(field(dialog, 'Kode')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(dialog, 'Kode')).toBeFocused();
  await expect(page.getByText('Gagal', { exact: true })).toHaveCount(0);
  await expect(dialog.getByRole('alert')).toHaveCount(0);

  await field(dialog, 'Kode').fill(code);
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();

  const edit = page.getByRole('button', { name: `Ubah ${code} – Dobel` });
  await edit.click();
  await dialog.getByRole('button', { name: 'Batal' }).click();
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();
  await edit.click();
  await field(dialog, 'Nama jabatan').fill('Dobel Dua');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog).toBeHidden();
  const edited = page.getByRole('button', { name: `Ubah ${code} – Dobel Dua` });
  await expect(edited).toBeFocused();

  await page.getByRole('button', { name: `Hapus ${code} – Dobel Dua` }).click();
  const confirm = page.getByRole('alertdialog');
  // The confirmation is a lazy chunk: Escape pressed before it is open and holds the focus would reach nothing.
  await expect(confirm).toBeVisible();
  await expect(confirm.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('button', { name: `Hapus ${code} – Dobel Dua` })).toBeFocused();
  await page.getByRole('button', { name: `Hapus ${code} – Dobel Dua` }).click();
  await confirm.getByRole('button', { name: 'Hapus' }).click();
  await expect(confirm).toBeHidden();
  // The row and its button are gone: the table takes focus, not the page body.
  await expect(page.getByRole('region', { name: 'Daftar jabatan' })).toBeFocused();
});

test('the session timer: never on a login page without a session; restarted by typing in a dialog', async ({
  page,
}) => {
  await controlClock(page);
  await page.goto('login');
  await page.clock.fastForward('04:00:00');
  await expect(page.getByText('Sesi berakhir')).toHaveCount(0);

  await page.getByLabel('Email atau nama').fill(users.owner.email);
  await field(page, 'Kata sandi').fill(users.owner.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL(/\/build\/dashboard$/);
  await nav(page).getByRole('link', { name: 'Position Management' }).click();
  await page.getByTestId('position-add').click();
  const description = field(page.getByRole('dialog'), 'Keterangan');
  // Two hours of typing in one dialog, without navigating or saving.
  for (const word of ['Jabatan ', 'baru ', 'untuk ', 'gudang']) {
    await page.clock.fastForward('00:30:00');
    await description.pressSequentially(word);
  }
  await appSettled(page);
  await page.clock.fastForward('02:59:00');
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).not.toBeNull();
  await page.clock.fastForward('00:01:05');
  await expect(page).toHaveURL(/\/build\/login$/);
  await expect(page.getByText('Sesi berakhir').first()).toBeVisible();
});

test('protected actions show disabled with their reason; removing one’s own rights asks and updates the sidebar at once', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const who = await userWithMenus(
    page.request,
    ['/authorizationGroup', '/position-management'],
    `hak-${stamp}@pawon.test`,
  );
  await useSession(page, await apiLogin(page.request, who.email, who.password));
  await page.goto('authorizationGroup');

  const removeSuper = page.getByRole('button', { name: 'Hapus Super Admin' });
  await expect(removeSuper).toHaveAttribute('aria-disabled', 'true');
  await expect(removeSuper).toHaveAccessibleDescription('Grup Super Admin tidak dapat dihapus.');
  await expect(page.getByRole('button', { name: 'Ubah Super Admin' })).toHaveAccessibleDescription(
    'Hanya anggota Super Admin yang dapat mengubah grup Super Admin.',
  );
  await removeSuper.hover();
  await expect(page.getByRole('tooltip')).toContainText('Grup Super Admin tidak dapat dihapus.');
  await removeSuper.click({ force: true });
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  expect(await sidebarUrls(page)).toContain('/position-management');
  await page.getByRole('button', { name: `Ubah Grup hak-${stamp}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Lihat Position Management').click();
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Kurangi hak akses Anda sendiri?');
  await confirm.getByRole('button', { name: 'Ya, simpan' }).click();
  await expect(dialog).toBeHidden();
  // No navigation needed: the sidebar follows the saved group at once.
  await expect(nav(page).getByRole('link', { name: 'Position Management' })).toHaveCount(0);
  await expect(nav(page).getByRole('link', { name: 'Authorization Group' })).toBeVisible();
});

test('requests: no menu refetch on ?page, /api/me once on /profile, pickers loaded once, a filtered list follows a write', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  // An unbroken email far wider than its column.
  const email = `pengguna.dengan.alamat.email.yang.sangat.panjang.sekali.${stamp}@contoh-domain.co.id`;
  const admin = await apiLogin(page.request, users.admin.email, users.admin.password);
  const created = await page.request.post('/api/userApp/add', {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: { name: `Filter ${stamp}`, email, password: 'sandi-filter-123' },
  });
  expect(created.status()).toBe(200);
  await useSession(page, admin);

  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) seen.push(request);
  });
  const count = (path: string) => seen.filter((r) => new URL(r.url()).pathname === path).length;

  await page.goto('user-management?active=true');
  const row = page.getByRole('row', { name: new RegExp(`Filter ${stamp}.*pengguna\\.dengan`) });
  await expect(row).toBeVisible();
  expect(count('/api/menu-management/list')).toBe(1);
  await page.getByLabel('Cari pengguna').fill(`Filter ${stamp}`);
  await expect(page).toHaveURL(/q=Filter/);
  await expect(page.getByRole('row')).toHaveCount(2);
  expect(count('/api/menu-management/list')).toBe(1);

  // The long email is cut with its full value in the title; the row's actions stay on the screen.
  const cell = row.getByText(email);
  await expect(cell).toHaveAttribute('title', email);
  const viewport = page.viewportSize()!;
  const box = await row.getByRole('button', { name: `Hapus Filter ${stamp}` }).boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);

  // The user dialog twice: its reference lists are asked for once.
  for (let i = 0; i < 2; i += 1) {
    await page.getByTestId('user-add').click();
    await expect(page.getByRole('dialog').getByRole('combobox', { name: /Jabatan/ })).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('checkbox', { name: 'Owner' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  }
  expect(count('/api/userApp/getPositions')).toBe(1);
  expect(count('/api/authorization-group/list')).toBe(1);

  // Deactivating the user takes them out of the "active" list at once.
  await row.getByRole('button', { name: `Ubah Filter ${stamp}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('switch', { name: 'Akun aktif' }).click();
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
  await expect(page.getByText('Tidak ada data yang cocok dengan')).toBeVisible();

  seen.length = 0;
  await page.goto('profile');
  await expect(page.locator('#profile-email')).toHaveValue(users.admin.email);
  await waitForStillness(page);
  expect(count('/api/me')).toBe(1);
});

test('"Tidak ada data" only once a list loaded empty, never while loading or after an error', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  const gate: { open?: () => void } = {};
  await page.route('**/api/position/list', async (route) => {
    await new Promise<void>((resolve) => (gate.open = resolve));
    await route.fulfill({ status: 500, json: { status: 'error', message: 'Server sedang sibuk.' } });
  });
  await page.goto('position-management?q=zzz-tidak-ada');
  await expect(page.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByText('Tidak ada data')).toHaveCount(0);
  await expect(page.getByText(/Tidak ada data yang cocok/)).toHaveCount(0);
  await expect.poll(() => Boolean(gate.open)).toBe(true);
  gate.open?.();
  await expect(page.getByText('Server sedang sibuk.')).toBeVisible();
  await expect(page.getByText('Tidak ada data')).toHaveCount(0);
  await expect(page.getByText(/Tidak ada data yang cocok/)).toHaveCount(0);
  await page.unroute('**/api/position/list');
  await page.getByRole('button', { name: 'Coba lagi' }).click();
  await expect(page.getByText('Tidak ada data yang cocok dengan "zzz-tidak-ada".')).toBeVisible();
  await expect(page.getByText('Tidak ada data', { exact: true })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the group rights editor: no word broken, no scroll box inside the dialog; menu cards without the tree indent', async ({
    page,
  }) => {
    await signInAs(page, 'admin');
    await page.goto('menuManagement');
    const names = page.locator('tbody tr[data-row] td:first-child > span');
    await expect(names.first()).toBeVisible();
    const indents = await names.evaluateAll((spans) =>
      spans.map((s) => getComputedStyle(s).paddingInlineStart),
    );
    expect(new Set(indents)).toEqual(new Set(['0px']));

    await page.goto('authorizationGroup');
    await page.getByRole('button', { name: 'Ubah Super Admin' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Lihat Ringkasan')).toBeVisible();
    const problems = await dialog.evaluate((root) => {
      const body = root.querySelector('[data-dialog-body]');
      const scrollBoxes = Array.from(root.querySelectorAll<HTMLElement>('*'))
        .filter((el) => el !== body && /(auto|scroll)/.test(getComputedStyle(el).overflowY))
        .filter((el) => el.scrollHeight > el.clientHeight + 1)
        .map((el) => el.outerHTML.slice(0, 80));
      // A word split over two lines has two boxes.
      const broken: string[] = [];
      for (const cell of Array.from(root.querySelectorAll('td, th, label'))) {
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          for (const match of text.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index ?? 0);
            range.setEnd(node, (match.index ?? 0) + match[0].length);
            const lines = new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top)));
            if (lines.size > 1) broken.push(match[0]);
          }
        }
      }
      return { scrollBoxes, broken };
    });
    expect(problems).toEqual({ scrollBoxes: [], broken: [] });
    await page.keyboard.press('Escape');

    // A short page keeps the top bar at the top (the hidden drawer's slot takes no share of the height).
    await page.goto('page-not-found');
    await expect(userMenu(page)).toBeVisible();
    expect((await page.locator('header').first().boundingBox())?.y).toBe(0);
  });
});

test('the server sends the app compressed: brotli or gzip by Accept-Encoding', async ({ request }) => {
  const html = await request.get('login', { headers: { 'Accept-Encoding': 'br' } });
  expect(html.headers()['content-encoding']).toBe('br');
  expect(html.headers()['vary']?.toLowerCase()).toContain('accept-encoding');
  const script = /src="\/build\/(assets\/[^"]+\.js)"/.exec(await html.text())?.[1];
  expect(script).toBeTruthy();
  for (const [accept, encoding] of [
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
  ] as const) {
    const res = await request.get(script!, { headers: { 'Accept-Encoding': accept } });
    expect(res.headers()['content-encoding']).toBe(encoding);
    expect(res.headers()['content-type']).toMatch(/javascript/);
  }
  const icon = await request.get('assets/boxicons-2.1.4/regular/bx-home.svg', {
    headers: { 'Accept-Encoding': 'br' },
  });
  expect(icon.headers()['content-encoding']).toBe('br');
  expect(icon.headers()['content-type']).toMatch(/^image\/svg\+xml/);
});
