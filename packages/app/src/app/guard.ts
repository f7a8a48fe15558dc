import { useEffect, useRef, useState, useTransition } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
import { unwrap } from '../lib/apiResult';
import { PUBLIC_PATHS, runGuard, type GuardDeps, type GuardResult } from '../lib/guard';
import { normalisePath } from '../lib/menus';
import { authTokenAtom, userDataAtom, userMenusAtom } from '../lib/session';
import { appStore } from '../lib/store';
import { hasScreen, loadScreens, preloadScreen } from './routes';

/** The app is served under /build/ (spec section 9). */
export const BASENAME = '/build';

const appGuardDeps: GuardDeps = {
  getToken: () => appStore.get(authTokenAtom),
  getUser: () => appStore.get(userDataAtom),
  // Offline (no answer at all), the menus this browser kept: the installed app opens without a network (decision 039).
  // The API client loads with the first signed-in check (the sign-in page's cold visit does without it).
  fetchMenus: (id) =>
    import('../lib/client')
      .then(({ api }) => unwrap(api.POST('/api/menu-management/list', { body: { id } })))
      .then(
        (answer) => answer.menus,
        (error: { status?: number }) =>
          (error.status === 0 && appStore.get(userMenusAtom)) || Promise.reject(error),
      ),
  setMenus: (menus) => appStore.set(userMenusAtom, menus),
  hasScreen,
};

/** The guard's decision for an app path; the root path goes to /login first (spec: "the root path redirects"). */
export async function decide(path: string, deps: GuardDeps = appGuardDeps): Promise<GuardResult> {
  if (path === '/' || path === '') return { type: 'redirect', to: '/login' };
  // Signed in on /login: where it sends the user depends on which screens exist (the table, in the shell's chunk).
  const signIn = PUBLIC_PATHS.includes(normalisePath(path).toLowerCase());
  if (deps === appGuardDeps && signIn && appStore.get(authTokenAtom)) await loadScreens();
  return runGuard(path, deps);
}

export interface GuardedLocation {
  /** The location to render: the last one the guard let through (with the current query and hash). */
  location: Location | null;
  /** The guard is checking a new path, or the next screen is loading. */
  pending: boolean;
}

/**
 * Runs the navigation guard (spec section 2) whenever the path changes, before the new screen shows: until it
 * answers, the previous screen stays (with `pending` set); a refusal replaces the location with the guard's
 * target. A change of query string or hash on the same path is not a new screen: it shows at once, without
 * asking the server for the menu tree again.
 */
export function useGuardedLocation(deps?: GuardDeps): GuardedLocation {
  const location = useLocation();
  const navigate = useNavigate();
  const [approved, setApproved] = useState<Location | null>(null);
  const [checking, setChecking] = useState(false);
  const [switching, startTransition] = useTransition();
  const latest = useRef(location);
  latest.current = location;
  const approvedPath = useRef<string | null>(null);
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const depsRef = useRef(deps);
  depsRef.current = deps;

  const { pathname } = location;
  useEffect(() => {
    // Back on the screen already shown (before the guard answered for another): nothing to check.
    if (approvedPath.current === pathname) {
      setChecking(false);
      return;
    }
    let cancelled = false;
    setChecking(true);
    // The built app only: unit tests render screens of their own, and would import the layout's tree for nothing.
    const code = import.meta.env.PROD && appStore.get(authTokenAtom) ? preloadScreen(pathname) : undefined;
    void Promise.all([decide(pathname, depsRef.current), code]).then(([result]) => {
      if (cancelled) return;
      setChecking(false);
      if (result.type === 'redirect') {
        void navigateRef.current(result.to, { replace: true });
        return;
      }
      approvedPath.current = pathname;
      // A transition keeps the previous screen on view while the next one's code loads.
      startTransition(() => setApproved(latest.current));
    });
    return () => {
      cancelled = true;
    };
  }, [pathname]);

  const shown = approved && approved.pathname === pathname ? location : approved;
  return { location: shown, pending: checking || switching };
}
