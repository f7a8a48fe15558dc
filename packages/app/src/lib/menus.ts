import type { Schemas } from '@pawon/api-client';
import { getI18n } from '../i18n/current';

export type MenuHeader = Schemas['MenuHeader'];
export type MenuParent = Schemas['MenuParent'];
export type MenuSubmenu = Schemas['MenuSubmenu'];
export type MenuRight = Schemas['MenuRight'];

/** Normalises an app path for comparison: no trailing slash (except `/`). */
export function normalisePath(path: string): string {
  const clean = path.split(/[?#]/)[0] ?? '';
  return clean.length > 1 ? clean.replace(/\/+$/, '') : clean || '/';
}

/**
 * Every url of a menu tree: headers, their items and the items' submenus (spec section 2: "collects every url
 * from the returned menu tree, including nested items and submenu entries").
 */
export function collectUrls(menus: readonly MenuHeader[] | null | undefined): string[] {
  const urls: string[] = [];
  const add = (url: string | null | undefined) => {
    if (url) urls.push(normalisePath(url));
  };
  for (const header of menus ?? []) {
    add(header.url);
    for (const item of header.items ?? []) {
      add(item.url);
      for (const sub of item.submenu ?? []) add(sub.url);
    }
  }
  return urls;
}

/**
 * A menu's name in the current language: its English name (`nameEn`) when the user reads English and the menu has
 * one, else its name. A switch of language renders the screens anew, so reading it as they render is enough.
 */
export function menuName(menu: Pick<MenuSubmenu, 'name' | 'nameEn'>): string {
  return getI18n()?.currentLocale() === 'en' && menu.nameEn ? menu.nameEn : menu.name;
}

/** The menu tree with every name in the current language (`menuName`), for the sidebar. */
export function localizedMenus(menus: readonly MenuHeader[]): MenuHeader[] {
  return menus.map((header) => ({
    ...header,
    name: menuName(header),
    items: header.items.map((item) => ({
      ...item,
      name: menuName(item),
      submenu: item.submenu.map((sub) => ({ ...sub, name: menuName(sub) })),
    })),
  }));
}

/** One link of the user's menu, for the search box and the dashboard shortcuts. */
export interface MenuLink {
  id: number;
  name: string;
  url: string;
  icon: string | null;
  /** Header and parent names above it, e.g. `['Manajemen Item', 'Bahan Baku']`. */
  trail: string[];
}

/** The links of a menu tree in sidebar order, named in the current language. */
export function menuLinks(menus: readonly MenuHeader[] | null | undefined): MenuLink[] {
  const links: MenuLink[] = [];
  for (const header of menus ?? []) {
    if (header.url)
      links.push({ id: header.id, name: menuName(header), url: header.url, icon: header.icon, trail: [] });
    for (const item of header.items ?? []) {
      if (item.url)
        links.push({
          id: item.id,
          name: menuName(item),
          url: item.url,
          icon: item.icon,
          trail: [menuName(header)],
        });
      for (const sub of item.submenu ?? []) {
        if (sub.url) {
          links.push({
            id: sub.id,
            name: menuName(sub),
            url: sub.url,
            icon: sub.icon ?? item.icon,
            trail: [menuName(header), menuName(item)],
          });
        }
      }
    }
  }
  return links;
}

/**
 * Where a signed-in user lands: the dashboard when they have it, else their first menu (the first one whose
 * screen exists, when `hasScreen` says which do).
 */
export function homePath(
  allowedUrls: readonly string[],
  hasScreen: (url: string) => boolean = () => true,
): string {
  if (allowedUrls.includes('/dashboard') || allowedUrls.length === 0) return '/dashboard';
  return allowedUrls.find(hasScreen) ?? allowedUrls[0] ?? '/dashboard';
}
