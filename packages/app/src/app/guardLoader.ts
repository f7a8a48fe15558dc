import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { api } from '../lib/client';
import { unwrap } from '../lib/apiResult';
import { runGuard } from '../lib/guard';
import { authTokenAtom, userDataAtom, userMenusAtom } from '../lib/session';
import { appStore } from '../lib/store';

export const BASENAME = '/build/';

/** The app path of a request url: `/build/items/produk` → `/items/produk`. */
export function appPath(url: string): string {
  const { pathname } = new URL(url);
  const base = BASENAME.replace(/\/$/, '');
  const path = pathname.startsWith(base) ? pathname.slice(base.length) : pathname;
  return path === '' ? '/' : path;
}

/** The guard as the root route's loader: it runs before any screen of a navigation is shown. */
export async function guardLoader({ request }: LoaderFunctionArgs) {
  const path = appPath(request.url);
  // Spec: the root path redirects to /login (where the guard sends a signed-in user on to the dashboard).
  if (path === '/') throw redirect('/login');
  const result = await runGuard(path, {
    getToken: () => appStore.get(authTokenAtom),
    getUser: () => appStore.get(userDataAtom),
    fetchMenus: async (id) => (await unwrap(api.POST('/api/menu-management/list', { body: { id } }))).menus,
    setMenus: (menus) => appStore.set(userMenusAtom, menus),
  });
  if (result.type === 'redirect') throw redirect(result.to);
  return null;
}
