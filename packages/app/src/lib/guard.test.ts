import { describe, expect, it, vi } from 'vitest';
import { runGuard, type GuardDeps } from './guard';
import type { MenuHeader } from './menus';

const tree: MenuHeader[] = [
  {
    id: 1,
    name: 'Dashboard',
    url: null,
    icon: null,
    level: 'header',
    items: [{ id: 2, name: 'Ringkasan', url: '/dashboard', icon: 'bx-home', level: 'parent', submenu: [] }],
  },
  {
    id: 3,
    name: 'Manajemen Item',
    url: null,
    icon: 'bx-purchase-tag',
    level: 'header',
    items: [
      { id: 4, name: 'Produk', url: '/items/produk', icon: 'bx-basket', level: 'parent', submenu: [] },
      {
        id: 5,
        name: 'Bahan Baku',
        url: null,
        icon: 'bx-cube',
        level: 'parent',
        submenu: [
          {
            id: 6,
            name: 'Data Bahan Baku',
            url: '/items/bahan-baku/list',
            icon: 'bx-cube',
            level: 'submenu',
          },
        ],
      },
    ],
  },
];

function deps(overrides: Partial<GuardDeps> = {}): GuardDeps & { fetchMenus: ReturnType<typeof vi.fn> } {
  return {
    getToken: () => 'token-1',
    getUser: () => ({ id: 7 }),
    fetchMenus: vi.fn(async () => tree),
    setMenus: vi.fn(),
    logError: vi.fn(),
    ...overrides,
  } as GuardDeps & { fetchMenus: ReturnType<typeof vi.fn> };
}

describe('navigation guard (spec section 2)', () => {
  it('does not run for /profile and /FAQ: no menu call, always allowed', async () => {
    for (const path of ['/profile', '/FAQ']) {
      const d = deps({ getToken: () => null, getUser: () => null });
      expect(await runGuard(path, d)).toEqual({ type: 'allow' });
      expect(d.fetchMenus).not.toHaveBeenCalled();
    }
    const signedIn = deps();
    expect(await runGuard('/profile', signedIn)).toEqual({ type: 'allow' });
    expect(signedIn.fetchMenus).not.toHaveBeenCalled();
  });

  it('with user data, fetches the menu list with the user id and allows every url of the tree, submenus included', async () => {
    const d = deps();
    expect(await runGuard('/items/bahan-baku/list', d)).toEqual({ type: 'allow' });
    expect(d.fetchMenus).toHaveBeenCalledWith(7);
    expect(d.setMenus).toHaveBeenCalledWith(tree);
    expect(await runGuard('/items/produk', d)).toEqual({ type: 'allow' });
    expect(await runGuard('/dashboard/', d)).toEqual({ type: 'allow' });
  });

  it('without user data, does not call the menu list', async () => {
    const d = deps({ getUser: () => null, getToken: () => null });
    await runGuard('/dashboard', d);
    expect(d.fetchMenus).not.toHaveBeenCalled();
  });

  it('when the menu call fails, logs the error and goes to Login', async () => {
    const failure = new Error('offline');
    const d = deps({ fetchMenus: vi.fn(async () => Promise.reject(failure)) });
    expect(await runGuard('/dashboard', d)).toEqual({ type: 'redirect', to: '/login' });
    expect(d.logError).toHaveBeenCalledWith(expect.any(String), failure);
    // Already on Login: stays there instead of redirecting to itself.
    expect(await runGuard('/login', d)).toEqual({ type: 'allow' });
  });

  it('allows Login without a token', async () => {
    expect(await runGuard('/login', deps({ getToken: () => null, getUser: () => null }))).toEqual({
      type: 'allow',
    });
  });

  it('redirects Login with a token to /dashboard', async () => {
    expect(await runGuard('/login', deps())).toEqual({ type: 'redirect', to: '/dashboard' });
  });

  it('with a token, sends a path outside the allowed urls to /page-not-found', async () => {
    const d = deps();
    expect(await runGuard('/user-management', d)).toEqual({ type: 'redirect', to: '/page-not-found' });
    expect(await runGuard('/items/bahan-baku', d)).toEqual({ type: 'redirect', to: '/page-not-found' });
    // The not-found screen itself does not loop.
    expect(await runGuard('/page-not-found', d)).toEqual({ type: 'allow' });
  });

  it('without a token, sends everything to Login', async () => {
    const d = deps({ getToken: () => null, getUser: () => null });
    for (const path of ['/dashboard', '/user-management', '/page-not-found', '/anything/else']) {
      expect(await runGuard(path, d)).toEqual({ type: 'redirect', to: '/login' });
    }
    // Stale user data without a token: still Login.
    expect(await runGuard('/dashboard', deps({ getToken: () => null }))).toEqual({
      type: 'redirect',
      to: '/login',
    });
  });

  it('lets Register through without a token and sends a signed-in user home', async () => {
    expect(await runGuard('/register', deps({ getToken: () => null, getUser: () => null }))).toEqual({
      type: 'allow',
    });
    expect(await runGuard('/register', deps())).toEqual({ type: 'redirect', to: '/dashboard' });
  });

  it('sends a signed-in user without the dashboard to their first menu instead', async () => {
    const only = [tree[1]!];
    expect(await runGuard('/login', deps({ fetchMenus: vi.fn(async () => only) }))).toEqual({
      type: 'redirect',
      to: '/items/produk',
    });
  });

  it('sends a user without the dashboard to the first menu that has a screen, when it knows which do', async () => {
    const only = [tree[1]!];
    const built = (url: string) => url === '/items/bahan-baku/list';
    expect(await runGuard('/login', deps({ fetchMenus: vi.fn(async () => only), hasScreen: built }))).toEqual(
      {
        type: 'redirect',
        to: '/items/bahan-baku/list',
      },
    );
    // None built yet: still their first menu (it says it is not available yet).
    expect(
      await runGuard('/login', deps({ fetchMenus: vi.fn(async () => only), hasScreen: () => false })),
    ).toEqual({ type: 'redirect', to: '/items/produk' });
  });
});
