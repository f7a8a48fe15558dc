import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Skeleton, TopBar } from '@pawon/ui';
import { refreshMe } from '../../lib/me';
import { authTokenAtom } from '../../lib/session';
import { appStore } from '../../lib/store';
import { AppSidebar } from './AppSidebar';
import { MenuSearch } from './MenuSearch';
import { t } from './messages';
import { ThemeToggle } from './ThemeToggle';
import { UserMenu } from './UserMenu';
import * as S from './AuthLayout.styles';

// The offline layer (update prompt, offline banner, sync queue, the cache kept in IndexedDB, the service worker):
// its own chunk, loaded once the shell has painted, so no screen's first load carries it (decision 039).
const loadOffline = () => import('../offline/OfflineLayer');
const OfflineBanners = lazy(() => loadOffline().then((m) => ({ default: m.OfflineBanners })));
const SyncStatus = lazy(() => loadOffline().then((m) => ({ default: m.SyncStatus })));

/** True from the first commit on: what is mounted with it loads after the first paint. */
function usePainted() {
  const [painted, setPainted] = useState(false);
  useEffect(() => setPainted(true), []);
  return painted;
}

/** Once per visit: the user, menus and rights as the server sees them now (an admin may have changed them). */
function useFreshSession() {
  useEffect(() => {
    refreshMe(appStore).catch(() => undefined);
  }, []);
}

/** Whether the new screen takes focus from what has it now (see the effect in AuthLayout). */
export function shouldTakeFocus(active: Element | null, main: HTMLElement | null): boolean {
  if (!active || active === document.body || !active.isConnected) return true;
  if (main?.contains(active)) return false;
  // The ways of getting here: the sidebar (and its drawer) and the menu search.
  return Boolean(active.closest('#app-sidebar, [data-sidebar-link], #menu-search'));
}

/** The signed-in shell: sidebar from the user's menu tree, top bar with search, theme and user menu. */
export default function AuthLayout() {
  const token = useAtomValue(authTokenAtom);
  const location = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const painted = usePainted();
  useFreshSession();

  // A navigation closes the drawer (narrow screens) and puts keyboard focus at the start of the new screen,
  // rather than on the body, on a link that is gone, or on the sidebar link or search used to get there. A
  // control the user moved to while the screen loaded (the user menu, the theme) keeps its focus.
  const mainRef = useRef<HTMLElement>(null);
  useEffect(() => {
    setDrawerOpen(false);
    if (shouldTakeFocus(document.activeElement, mainRef.current))
      mainRef.current?.focus({ preventScroll: true });
  }, [location.pathname]);

  // /profile and /FAQ skip the guard; without a session they still need one.
  if (!token) return <Navigate to="/login" replace />;

  return (
    <S.Shell>
      <S.SkipLink href="#main-content">{t('shell.skipToContent')}</S.SkipLink>
      <S.SidebarSlot>
        <AppSidebar open={drawerOpen} onOpenChange={setDrawerOpen} />
      </S.SidebarSlot>
      <S.Main>
        <TopBar
          search={<MenuSearch />}
          right={
            <S.BarEnd>
              {painted ? (
                <Suspense fallback={null}>
                  <SyncStatus />
                </Suspense>
              ) : null}
              <ThemeToggle />
              <UserMenu />
            </S.BarEnd>
          }
          onMenuClick={() => setDrawerOpen(true)}
          menuLabel={t('shell.openMenu')}
          menuOpen={drawerOpen}
        />
        <S.Content id="main-content" ref={mainRef} tabIndex={-1}>
          {painted ? (
            <Suspense fallback={null}>
              <OfflineBanners />
            </Suspense>
          ) : null}
          <Suspense fallback={<Skeleton variant="text" lines={3} />}>
            <Outlet />
          </Suspense>
        </S.Content>
      </S.Main>
    </S.Shell>
  );
}

// The screens' table travels in the shell's chunk (one file, one compression context): app/routes.ts reads it here.
export { default as ScreenAtPath, hasScreen, preloadScreen } from '../screenTable';
