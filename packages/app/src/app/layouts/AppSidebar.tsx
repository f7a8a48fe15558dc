import { useAtomValue } from 'jotai';
import { Link, useLocation } from 'react-router-dom';
import { Icon, Sidebar } from '@pawon/ui';
import { messages } from '../../lib/messages';
import { userMenusAtom } from '../../lib/session';
import { shellMessages as m } from './messages';
import * as S from './AuthLayout.styles';

/** The design system's Sidebar fed with the user's menu tree and router links. */
export function AppSidebar({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const menus = useAtomValue(userMenusAtom) ?? [];
  const location = useLocation();
  return (
    <Sidebar
      id="app-sidebar"
      label={m.mainNav}
      closeLabel={m.closeMenu}
      brand={
        <S.Brand>
          <Icon name="bxs-bowl-hot" size="1.75rem" />
          {messages.appName}
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
