import { useAtomValue } from 'jotai';
import { Link, useLocation } from 'react-router-dom';
import { Sidebar } from '@pawon/ui';
import { messages } from '../../lib/messages';
import { userMenusAtom } from '../../lib/session';
import { shellMessages as m } from './messages';

/** The design system's Sidebar fed with the user's menu tree and router links. */
export function AppSidebar({ onClose }: { onClose: () => void }) {
  const menus = useAtomValue(userMenusAtom) ?? [];
  const location = useLocation();
  return (
    <Sidebar
      aria-label={m.mainNav}
      brand={messages.appName}
      menus={menus}
      currentPath={location.pathname}
      renderLink={({ href, children, ...rest }) => (
        <Link to={href} onClick={onClose} {...rest}>
          {children}
        </Link>
      )}
    />
  );
}
