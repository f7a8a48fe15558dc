import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const users = {
  admin: { email: 'admin@pawon.test', password: 'pawon-admin', name: 'Super Admin' },
  owner: { email: 'owner@pawon.test', password: 'pawon-owner', name: 'Owner' },
  staff: { email: 'staff@pawon.test', password: 'pawon-staff', name: 'Staff' },
  kasir: { email: 'kasir@pawon.test', password: 'pawon-kasir', name: 'Default' },
} as const;
export type DemoUser = keyof typeof users;

export interface MenuHeader {
  id: number;
  name: string;
  url: string | null;
  items: Array<{
    id: number;
    name: string;
    url: string | null;
    submenu: Array<{ id: number; name: string; url: string | null }>;
  }>;
}

export interface Session {
  token: string;
  datas: { id: number; name: string };
  menus: MenuHeader[];
  rights: unknown[];
}

/** Signs in through the API (fast; the UI sign-in has its own tests). */
export async function apiLogin(
  request: APIRequestContext,
  login: string,
  password: string,
): Promise<Session> {
  const response = await request.post('/api/login', { data: { login, password } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Session;
}

/** Puts a session in localStorage before the app starts, as the login screen would. */
export async function useSession(page: Page, session: Session): Promise<void> {
  await page.addInitScript((s) => {
    if (sessionStorage.getItem('e2e-session-set')) return;
    sessionStorage.setItem('e2e-session-set', '1');
    localStorage.setItem('authToken', s.token);
    localStorage.setItem('userData', JSON.stringify(s.datas));
    localStorage.setItem('userMenus', JSON.stringify(s.menus));
    localStorage.setItem('userRights', JSON.stringify(s.rights));
  }, session);
}

export async function signInAs(page: Page, who: DemoUser): Promise<Session> {
  const session = await apiLogin(page.request, users[who].email, users[who].password);
  await useSession(page, session);
  return session;
}

/** Every url of a menu tree. */
export function treeUrls(menus: MenuHeader[]): string[] {
  return menus
    .flatMap((h) => [h.url, ...h.items.flatMap((i) => [i.url, ...i.submenu.map((s) => s.url)])])
    .filter((url): url is string => Boolean(url));
}

/** The app paths linked from the sidebar. */
export async function sidebarUrls(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Menu utama' });
  await expect(nav).toBeVisible();
  // Open each collapsible group in turn (one may close another) and collect the links seen.
  const seen = new Set<string>();
  const opened = new Set<string>();
  for (let i = 0; i < 30; i += 1) {
    const hrefs = await nav
      .locator('a[href]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    hrefs.forEach((href) => seen.add(href.replace(/^\/build/, '')));
    const toggles = await nav.locator('button[aria-expanded]').all();
    let next = null;
    for (const toggle of toggles) {
      const name = (await toggle.textContent()) ?? '';
      if (!opened.has(name)) {
        opened.add(name);
        next = toggle;
        break;
      }
    }
    if (!next) break;
    if ((await next.getAttribute('aria-expanded')) === 'false') await next.click();
  }
  return [...seen];
}

/**
 * Waits until nothing on the page is moving (a dialog's entrance, a toast, a colour transition): axe measures
 * colours, and a button caught mid-transition reads as low contrast. Endless animations (spinners) are left out.
 */
export async function waitForStillness(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

/** Every id once on the page, and every form control with a name (autofill, forms, tests rely on both). */
export async function expectUniqueIdsAndNames(page: Page, context: string): Promise<void> {
  const found = await page.evaluate(() => {
    const counts = new Map<string, number>();
    for (const element of Array.from(document.querySelectorAll('[id]')))
      counts.set(element.id, (counts.get(element.id) ?? 0) + 1);
    const duplicateIds = [...counts].filter(([, n]) => n > 1).map(([id, n]) => `#${id} ×${n}`);
    const unnamed = Array.from(document.querySelectorAll('input, select, textarea'))
      .filter((element) => !element.getAttribute('name'))
      .map((element) => element.outerHTML.slice(0, 160));
    return { duplicateIds, unnamed };
  });
  expect(found, `ids and names on ${context}`).toEqual({ duplicateIds: [], unnamed: [] });
}

/**
 * axe on the current page: no serious or critical violations. In axe's legacy mode (one `axe.run` in the page):
 * Pawon has no frames, and the default mode opened a second blank page per check to merge the frames' partial
 * results, injecting axe's 500 KB into both (about 40% of each check's time in the e2e traces).
 */
export async function expectAccessible(page: Page, context: string): Promise<void> {
  await waitForStillness(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    .analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join('\n  ')}`,
    ),
    `axe on ${context}`,
  ).toEqual([]);
}

export const appPath = (page: Page) => new URL(page.url()).pathname.replace(/^\/build/, '');

/** A field by its visible label, ignoring the required mark (`Kata sandi*`). */
export const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));

/**
 * Waits until the screen has settled as the app itself says: no API call in flight by its own count
 * (`<html data-api-pending="0">`), no region marked busy and no placeholder left. Use it before fast-forwarding
 * a clock, instead of `networkidle` (network silence says nothing of a lazily loaded widget about to ask).
 */
export async function appSettled(page: Page): Promise<void> {
  const busy = page.locator('[aria-busy="true"], [data-skeleton]');
  await expect(busy).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('data-api-pending', '0');
  await expect(busy).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('data-api-pending', '0');
}

/**
 * Closes a dialog by its own close button and waits until it is gone. (Escape closes whatever is topmost: an open
 * list inside the dialog, not the dialog.)
 */
export async function closeDialog(dialog: Locator, { discard = false } = {}): Promise<void> {
  await dialog.getByRole('button', { name: 'Tutup', exact: true }).first().click();
  // A form with something typed asks first (issue 37): `discard` answers "Buang".
  if (discard)
    await dialog
      .page()
      .getByRole('alertdialog', { name: 'Buang perubahan?' })
      .getByRole('button', { name: 'Buang', exact: true })
      .click();
  await expect(dialog).toBeHidden();
}

/**
 * The notice a stale save shows in `dialog`: in view and focused (the save button is at the foot of the form), who
 * and when (today, in the ui's date format), and the table of what differs, headed by the other user's version.
 */
export async function expectConflictNotice(
  dialog: Locator,
  by: string,
): Promise<{ notice: Locator; differs: Locator }> {
  const notice = dialog.getByRole('alert', { name: /^Data ini diubah oleh/ });
  await expect(notice).toBeVisible();
  await expect(notice).toBeInViewport();
  await expect(notice).toBeFocused();
  await expect(notice).toContainText(
    new RegExp(
      `^Data ini diubah oleh ${by} pada \\d{1,2} \\w{3} \\d{4} \\d{2}\\.\\d{2} saat Anda mengeditnya\\.`,
    ),
  );
  const differs = notice.getByRole('table', { name: 'Yang berbeda dari isian Anda' });
  await expect(differs.getByRole('columnheader', { name: `Versi ${by}` })).toBeVisible();
  return { notice, differs };
}

/** Adds a user in User Management (the page it is on changes) and waits for the new row. */
export async function addUser(page: Page, name: string, email: string, password: string): Promise<void> {
  await page.goto('user-management');
  await page.getByTestId('user-add').click();
  const dialog = page.getByRole('dialog');
  await field(dialog, 'Nama').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Kata sandi awal').fill(password);
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: email })).toBeVisible();
}
