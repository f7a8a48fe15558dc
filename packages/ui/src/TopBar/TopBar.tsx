import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { IconButton } from '../IconButton/IconButton';
import * as S from './TopBar.styles';
import { navDefaults } from '../UiLabels/defaults/nav';
import { useUiLabelGroup } from '../UiLabels/useUiLabelGroup';

export interface TopBarProps extends HTMLAttributes<HTMLElement> {
  /** Left slot (page title, brand on phones). @default undefined */
  left?: ReactNode;
  /** Middle slot that takes the free space (search field). @default undefined */
  search?: ReactNode;
  /** Right slot (theme switch, notifications, user menu). @default undefined */
  right?: ReactNode;
  /** When set, a menu button appears below 992 px to open the Sidebar drawer. @default undefined */
  onMenuClick?: () => void;
  /** Accessible name of the menu button. @default 'Buka menu' */
  menuLabel?: string;
  /** Whether the menu drawer is open (sets `aria-expanded` on the menu button). @default undefined */
  menuOpen?: boolean;
  /** Stick to the top while scrolling. @default true */
  sticky?: boolean;
}

/** The bar above the page: slots for left content, search and right-hand actions. */
export const TopBar = forwardRef<HTMLElement, TopBarProps>(function TopBar(
  { left, search, right, onMenuClick, menuLabel: menuLabelProp, menuOpen, sticky = true, children, ...rest },
  ref,
) {
  const navLabels = useUiLabelGroup('nav', navDefaults);
  const menuLabel = menuLabelProp ?? navLabels.open;
  return (
    <S.Bar ref={ref} data-sticky={sticky ? 'true' : 'false'} {...rest}>
      {onMenuClick ? (
        <S.MenuSlot>
          <IconButton icon="bx-menu" label={menuLabel} aria-expanded={menuOpen} onClick={onMenuClick} />
        </S.MenuSlot>
      ) : null}
      {left ? <S.Left>{left}</S.Left> : null}
      <S.Search>{search}</S.Search>
      {right ? <S.Right>{right}</S.Right> : null}
      {children}
    </S.Bar>
  );
});
TopBar.displayName = 'TopBar';
