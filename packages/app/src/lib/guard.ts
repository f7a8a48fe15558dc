import { collectUrls, homePath, normalisePath, type MenuHeader } from './menus';

/** What the guard decided for one navigation. */
export type GuardResult = { type: 'allow' } | { type: 'redirect'; to: string };

export interface GuardDeps {
  /** The stored auth token. */
  getToken: () => string | null;
  /** The stored user data. */
  getUser: () => { id: number } | null;
  /** The menu-authorization list for a user id (`POST /api/menu-management/list`). */
  fetchMenus: (userId: number) => Promise<MenuHeader[]>;
  /** Keeps the fresh tree (sidebar, search, allowed urls). */
  setMenus?: (menus: MenuHeader[]) => void;
  /** Where a failed menu fetch is logged. @default console.error */
  logError?: (message: string, error: unknown) => void;
  /** Whether a url has a screen yet: home is the first menu that does. @default every url does */
  hasScreen?: (url: string) => boolean;
}

/** Paths the guard does not run on (spec section 2). Compared without case: the route table is not case-sensitive. */
export const UNGUARDED_PATHS = ['/profile', '/faq'];
/** Screens reachable without a token. Spec: login; register must be too, or no one could register. */
export const PUBLIC_PATHS = ['/login', '/register'];
/**
 * A label's public page (`/p/<code>`, decision 054): anyone who scans the QR, signed in or not, sees it; the guard
 * neither asks for menus nor sends anyone away (the page asks the server what it may show).
 */
export const PUBLIC_PAGE_PREFIX = '/p/';
export const isPublicPage = (path: string) => path.toLowerCase().startsWith(PUBLIC_PAGE_PREFIX);
/** The not-found screen itself: sending a signed-in user from it to itself would loop. */
export const NOT_FOUND_PATH = '/page-not-found';

const allow: GuardResult = { type: 'allow' };
const redirect = (to: string): GuardResult => ({ type: 'redirect', to });

/**
 * The navigation guard of spec section 2, as a function of the target path and the stored session:
 * - not run for /profile and /FAQ, nor for a label's public page (`/p/<code>`);
 * - with user data, fetches the user's menu tree and collects every url in it; a failure is logged and goes
 *   to Login;
 * - Login (and Register) without a token is allowed; with a token it goes to /dashboard (or, for a user
 *   without the dashboard, to their first menu);
 * - with a token, a path outside the allowed urls goes to /page-not-found;
 * - without a token, everything goes to Login.
 */
export async function runGuard(rawPath: string, deps: GuardDeps): Promise<GuardResult> {
  const path = normalisePath(rawPath);
  const lower = path.toLowerCase();
  if (UNGUARDED_PATHS.includes(lower) || isPublicPage(lower)) return allow;

  const token = deps.getToken();
  const user = deps.getUser();

  let allowed: string[] = [];
  if (user) {
    try {
      const menus = await deps.fetchMenus(user.id);
      deps.setMenus?.(menus);
      allowed = collectUrls(menus);
    } catch (error) {
      (deps.logError ?? ((m, e) => console.error(m, e)))('Gagal memuat menu pengguna', error);
      return lower === '/login' ? allow : redirect('/login');
    }
  }

  if (PUBLIC_PATHS.includes(lower)) return token ? redirect(homePath(allowed, deps.hasScreen)) : allow;
  if (!token) return redirect('/login');
  if (lower === NOT_FOUND_PATH) return allow;
  return allowed.includes(path) ? allow : redirect(NOT_FOUND_PATH);
}
