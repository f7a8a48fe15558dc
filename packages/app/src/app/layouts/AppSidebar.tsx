import { t as tRoot } from '../../lib/rootMessages';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Icon, isIconName, preloadIcons, Sidebar } from '@pawon/ui';

import { localizedMenus } from '../../lib/menus';
import { userMenusAtom } from '../../lib/session';
import { t } from './messages';
import * as S from './AuthLayout.styles';

/** The design system's Sidebar fed with the user's menu tree (in the user's language) and router links. */
export function AppSidebar({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const stored = useAtomValue(userMenusAtom);
  // Named in the current language (a switch of language renders the layout anew).
  const menus = useMemo(() => localizedMenus(stored ?? []), [stored]);
  const location = useLocation();
  // Fetch the menu's icons together rather than one by one as each row renders.
  useEffect(() => {
    const names = menus.flatMap((h) => [
      h.icon,
      ...h.items.flatMap((i) => [i.icon, ...i.submenu.map((s) => s.icon)]),
    ]);
    void preloadIcons([...new Set(names.filter((n): n is string => Boolean(n) && isIconName(n!)))]);
  }, [menus]);
  return (
    <Sidebar
      id="app-sidebar"
      label={t('shell.mainNav')}
      closeLabel={t('shell.closeMenu')}
      brand={
        <S.Brand>
          <Icon name="bxs-bowl-hot" size="1.75rem" />
          {tRoot('root.appName')}
        </S.Brand>
      }
      menus={menus}
      currentPath={location.pathname}
      open={open}
      onOpenChange={({ open: next }) => onOpenChange(next)}
      renderLink={({ href, children, ...rest }) => (
        <Link to={href} {...rest}>
          {children}
        </Link>
      )}
    />
  );
}
