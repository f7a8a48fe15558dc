import {
  forwardRef,
  useEffect,
  useId,
  useMemo,
  useState,
  type HTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { IconButton } from '../IconButton/IconButton';
import { Icon } from '../Icon/Icon';
import * as S from './Sidebar.styles';
import { navDefaults } from '../UiLabels/defaults/nav';
import { useUiLabelGroup } from '../UiLabels/useUiLabelGroup';

/** A menu entry as the server sends it. */
export interface SidebarMenu {
  /** Text shown. */
  name: string;
  /** Path of a link; `null` for headers and groups. */
  url: string | null;
  /** Boxicons name (`bx-home-circle`; a class list like `menu-icon bx bx-home` also works) or null. */
  icon: string | null;
  /** `header` = section title, `parent` = top entry (a group when it has `submenu`), `submenu` = link in a group. */
  level: 'header' | 'parent' | 'submenu';
  /** Parents of a header. */
  items?: SidebarMenu[];
  /** Links of a parent group. */
  submenu?: SidebarMenu[];
}

/** Props given to `renderLink`: spread them all onto your link element. */
export interface SidebarLinkProps {
  href: string;
  children: ReactNode;
  'aria-current'?: 'page';
  'data-sidebar-link': '';
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}

export interface SidebarProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The menu tree (headers with their parents, or parents directly). */
  menus: SidebarMenu[];
  /** Current location path; the matching link is marked `aria-current="page"` and its group opens. @default '' */
  currentPath?: string;
  /**
   * Renders a link, e.g. `(p) => <Link to={p.href} {...p} />` for react-router.
   * @default (p) => <a {...p} />
   */
  renderLink?: (props: SidebarLinkProps) => ReactElement;
  /** Logo or app name at the top. @default undefined */
  brand?: ReactNode;
  /** Content at the bottom (user, version). @default undefined */
  footer?: ReactNode;
  /** Accessible name of the navigation. @default 'Menu utama' */
  label?: string;
  /** Narrow screens (below 992 px): whether the drawer is open. Wide screens always show the sidebar. @default false */
  open?: boolean;
  /** Called with `{ open: false }` when the drawer asks to close (backdrop, Escape, close button, link chosen). */
  onOpenChange?: (event: { open: boolean }) => void;
  /** Accessible name of the drawer close button. @default 'Tutup menu' */
  closeLabel?: string;
}

const defaultRenderLink = (props: SidebarLinkProps) => <a {...props} />;

/** Takes `bx-home` out of `menu-icon tf-icons bx bx-home`. */
export function normalizeIconName(icon: string | null | undefined): string | null {
  if (!icon) return null;
  const match = icon.match(/\bbx[sl]?-[a-z0-9-]+/i);
  return match ? match[0].toLowerCase() : null;
}

function normalizePath(path: string): string {
  const clean = path.split(/[?#]/)[0] ?? '';
  return clean.length > 1 ? clean.replace(/\/+$/, '') : clean;
}

/** Whether `url` is the current page or one of its ancestors (`/produk` for `/produk/12`). */
function matches(url: string | null, currentPath: string): number {
  if (!url) return -1;
  const u = normalizePath(url);
  const c = normalizePath(currentPath);
  if (u === c) return 10_000;
  if (u !== '/' && c.startsWith(`${u}/`)) return u.length;
  return -1;
}

function collectLinks(menus: SidebarMenu[], out: SidebarMenu[] = []): SidebarMenu[] {
  for (const menu of menus) {
    if (menu.url && menu.level !== 'header') out.push(menu);
    if (menu.items) collectLinks(menu.items, out);
    if (menu.submenu) collectLinks(menu.submenu, out);
  }
  return out;
}

/**
 * The navigation sidebar rendering a menu tree: headers are section titles, parents with submenus are
 * collapsible groups (`aria-expanded`), other parents and submenus are links. Below 992 px it becomes a drawer.
 */
export const Sidebar = forwardRef<HTMLElement, SidebarProps>(function Sidebar(
  {
    menus,
    currentPath = '',
    renderLink = defaultRenderLink,
    brand,
    footer,
    label: labelProp,
    open = false,
    onOpenChange,
    closeLabel: closeLabelProp,
    ...rest
  },
  ref,
) {
  const nav = useUiLabelGroup('nav', navDefaults);
  const label = labelProp ?? nav.main;
  const closeLabel = closeLabelProp ?? nav.close;
  // The single best match: the exact page, or the longest ancestor path.
  const activeLink = useMemo(() => {
    let best: SidebarMenu | null = null;
    let bestScore = -1;
    for (const link of collectLinks(menus)) {
      const score = matches(link.url, currentPath);
      if (score > bestScore) {
        best = link;
        bestScore = score;
      }
    }
    return best;
  }, [menus, currentPath]);

  useEffect(() => {
    if (!open || !onOpenChange) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onOpenChange({ open: false });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onOpenChange]);

  const closeDrawer = () => {
    if (open) onOpenChange?.({ open: false });
  };

  const link = (menu: SidebarMenu, withIcon: boolean) => {
    const icon = normalizeIconName(menu.icon);
    return renderLink({
      href: menu.url ?? '#',
      'data-sidebar-link': '',
      'aria-current': menu === activeLink ? 'page' : undefined,
      onClick: closeDrawer,
      children: (
        <>
          {withIcon ? icon ? <Icon name={icon} /> : <Icon name="bx-circle" /> : null}
          <S.EntryLabel>{menu.name}</S.EntryLabel>
        </>
      ),
    });
  };

  const renderParent = (menu: SidebarMenu, key: string) => {
    if (menu.submenu && menu.submenu.length > 0) {
      return <Group key={key} menu={menu} activeLink={activeLink} renderSub={(sub) => link(sub, false)} />;
    }
    return (
      <S.Entry key={key} data-level="parent">
        {link(menu, true)}
      </S.Entry>
    );
  };

  return (
    <>
      <S.Backdrop data-open={open ? 'true' : 'false'} onClick={closeDrawer} aria-hidden="true" />
      <S.Aside ref={ref} data-open={open ? 'true' : 'false'} {...rest}>
        {brand || onOpenChange ? (
          <S.Brand>
            <S.BrandText>{brand}</S.BrandText>
            {onOpenChange ? (
              <S.CloseSlot>
                <IconButton icon="bx-x" label={closeLabel} size="sm" onClick={closeDrawer} />
              </S.CloseSlot>
            ) : null}
          </S.Brand>
        ) : null}
        <S.Nav aria-label={label}>
          <S.List>
            {menus.map((menu, index) =>
              menu.level === 'header' ? (
                <HeaderSection key={`h-${index}`} menu={menu} renderParent={renderParent} />
              ) : (
                renderParent(menu, `p-${index}`)
              ),
            )}
          </S.List>
        </S.Nav>
        {footer ? <S.Footer>{footer}</S.Footer> : null}
      </S.Aside>
    </>
  );
});
Sidebar.displayName = 'Sidebar';

function HeaderSection({
  menu,
  renderParent,
}: {
  menu: SidebarMenu;
  renderParent: (menu: SidebarMenu, key: string) => ReactNode;
}) {
  const id = useId();
  return (
    <S.HeaderItem data-level="header">
      <S.HeaderLabel id={id}>{menu.name}</S.HeaderLabel>
      <S.List aria-labelledby={id}>
        {(menu.items ?? []).map((item, i) => renderParent(item, `${id}-${i}`))}
      </S.List>
    </S.HeaderItem>
  );
}

function Group({
  menu,
  activeLink,
  renderSub,
}: {
  menu: SidebarMenu;
  activeLink: SidebarMenu | null;
  renderSub: (menu: SidebarMenu) => ReactNode;
}) {
  const containsActive = !!activeLink && (menu.submenu ?? []).includes(activeLink);
  const [expanded, setExpanded] = useState(containsActive);
  const listId = useId();
  const icon = normalizeIconName(menu.icon);

  // Navigating into the group (e.g. with the browser's back button) opens it.
  useEffect(() => {
    if (containsActive) setExpanded(true);
  }, [containsActive]);

  return (
    <S.Entry data-level="parent">
      <button
        type="button"
        data-sidebar-group=""
        data-active={containsActive ? 'true' : undefined}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((v) => !v)}
      >
        {icon ? <Icon name={icon} /> : <Icon name="bx-circle" />}
        <S.EntryLabel>{menu.name}</S.EntryLabel>
        <S.Chevron aria-hidden="true">
          <Icon name="bx-chevron-right" />
        </S.Chevron>
      </button>
      <S.SubList id={listId} hidden={!expanded}>
        {(menu.submenu ?? []).map((sub, i) => (
          <S.Entry key={i} data-level="submenu">
            {renderSub(sub)}
          </S.Entry>
        ))}
      </S.SubList>
    </S.Entry>
  );
}
