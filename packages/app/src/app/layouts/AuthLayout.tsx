import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { IconButton } from '@pawon/ui';
import { api } from '../../lib/client';
import { authTokenAtom, refreshStoredUser, userRightsAtom, userMenusAtom } from '../../lib/session';
import { appStore } from '../../lib/store';
import { AppSidebar } from './AppSidebar';
import { MenuSearch } from './MenuSearch';
import { shellMessages as m } from './messages';
import { ThemeToggle } from './ThemeToggle';
import { UserMenu } from './UserMenu';
import * as S from './AuthLayout.styles';
import * as T from './TopBar.styles';

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
  const mainRef = useRef<HTMLElement>(null);
  useFreshSession();

  // A navigation closes the drawer (narrow screens).
  useEffect(() => setDrawerOpen(false), [location.pathname]);

  // /profile and /FAQ skip the guard; without a session they still need one.
  if (!token) return <Navigate to="/login" replace />;

  return (
    <S.Shell>
      <S.SkipLink href="#main-content">{m.skipToContent}</S.SkipLink>
      <S.SidebarSlot data-open={drawerOpen} id="app-sidebar">
        <AppSidebar onClose={() => setDrawerOpen(false)} />
      </S.SidebarSlot>
      <S.Backdrop data-open={drawerOpen} onClick={() => setDrawerOpen(false)} aria-hidden="true" />
      <S.Main>
        <T.Bar>
          <S.OnlyNarrow>
            <IconButton
              icon="bx-menu"
              label={drawerOpen ? m.closeMenu : m.openMenu}
              aria-expanded={drawerOpen}
              aria-controls="app-sidebar"
              onClick={() => setDrawerOpen((open) => !open)}
            />
          </S.OnlyNarrow>
          <MenuSearch />
          <T.End>
            <ThemeToggle />
            <UserMenu />
          </T.End>
        </T.Bar>
        <S.Content id="main-content" ref={mainRef} tabIndex={-1}>
          <Outlet />
        </S.Content>
      </S.Main>
    </S.Shell>
  );
}
