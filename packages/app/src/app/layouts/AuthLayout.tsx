import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { TopBar } from '@pawon/ui';
import { api } from '../../lib/client';
import { authTokenAtom, refreshStoredUser, userRightsAtom, userMenusAtom } from '../../lib/session';
import { appStore } from '../../lib/store';
import { AppSidebar } from './AppSidebar';
import { MenuSearch } from './MenuSearch';
import { shellMessages as m } from './messages';
import { ThemeToggle } from './ThemeToggle';
import { UserMenu } from './UserMenu';
import * as S from './AuthLayout.styles';

/** Once per visit: the user, menus and rights as the server sees them now (an admin may have changed them). */
function useFreshSession() {
  useEffect(() => {
    let cancelled = false;
    api.GET('/api/me').then(
      ({ data }) => {
        if (cancelled || !data) return;
        refreshStoredUser(appStore, data.datas);
        appStore.set(userMenusAtom, data.menus);
        appStore.set(userRightsAtom, data.rights);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, []);
}

/** The signed-in shell: sidebar from the user's menu tree, top bar with search, theme and user menu. */
export default function AuthLayout() {
  const token = useAtomValue(authTokenAtom);
  const location = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  useFreshSession();

  // A navigation closes the drawer (narrow screens) and puts keyboard focus at the start of the new screen
  // (not left on a link that is gone or on the body).
  const mainRef = useRef<HTMLElement>(null);
  useEffect(() => {
    setDrawerOpen(false);
    const active = document.activeElement;
    if (!active || active === document.body || !mainRef.current?.contains(active))
      mainRef.current?.focus({ preventScroll: true });
  }, [location.pathname]);

  // /profile and /FAQ skip the guard; without a session they still need one.
  if (!token) return <Navigate to="/login" replace />;

  return (
    <S.Shell>
      <S.SkipLink href="#main-content">{m.skipToContent}</S.SkipLink>
      <S.SidebarSlot>
        <AppSidebar open={drawerOpen} onOpenChange={setDrawerOpen} />
      </S.SidebarSlot>
      <S.Main>
        <TopBar
          search={<MenuSearch />}
          right={
            <S.BarEnd>
              <ThemeToggle />
              <UserMenu />
            </S.BarEnd>
          }
          onMenuClick={() => setDrawerOpen(true)}
          menuLabel={m.openMenu}
          menuOpen={drawerOpen}
        />
        <S.Content id="main-content" ref={mainRef} tabIndex={-1}>
          <Outlet />
        </S.Content>
      </S.Main>
    </S.Shell>
  );
}
