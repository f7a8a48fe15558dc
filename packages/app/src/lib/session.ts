import type { Schemas } from '@pawon/api-client';
import { atom } from 'jotai';
import { collectUrls, type MenuHeader, type MenuRight } from './menus';
import { atomWithLocalStorage, STORAGE_KEYS } from './storage';
import type { AppStore } from './store';

export type User = Schemas['User'];

/** The bearer token, stored bare under `authToken`. */
export const authTokenAtom = atomWithLocalStorage<string | null>(STORAGE_KEYS.token, null, true);
/** The signed-in user (`userData`). */
export const userDataAtom = atomWithLocalStorage<User | null>(STORAGE_KEYS.user, null);
/** The user's menu tree (`userMenus`). */
export const userMenusAtom = atomWithLocalStorage<MenuHeader[] | null>(STORAGE_KEYS.menus, null);
/** Create/update/delete rights per menu url, from login and `/api/me`. */
export const userRightsAtom = atomWithLocalStorage<MenuRight[] | null>(STORAGE_KEYS.rights, null);

/** Every url the user may open (derived from the menu tree). */
export const allowedUrlsAtom = atom((get) => collectUrls(get(userMenusAtom)));

export const isSignedInAtom = atom((get) => Boolean(get(authTokenAtom)));

export interface SignInData {
  token: string;
  datas: User;
  menus: MenuHeader[];
  rights?: MenuRight[] | undefined;
}

/** Stores a new session (login response). */
export function storeSession(store: AppStore, data: SignInData): void {
  store.set(authTokenAtom, data.token);
  store.set(userDataAtom, data.datas);
  store.set(userMenusAtom, data.menus);
  store.set(userRightsAtom, data.rights ?? []);
}

/** Forgets the session: token, user, menus and rights. */
export function clearSession(store: AppStore): void {
  store.set(authTokenAtom, null);
  store.set(userDataAtom, null);
  store.set(userMenusAtom, null);
  store.set(userRightsAtom, null);
}

/**
 * After a profile update: the stored user's name, email, phone and photo are refreshed from the response
 * (spec section 3); the rest of the stored user (and the version, for the next update) follows too.
 */
export function refreshStoredUser(store: AppStore, updated: User): void {
  const current = store.get(userDataAtom);
  if (!current || current.id !== updated.id) return;
  store.set(userDataAtom, {
    ...current,
    name: updated.name,
    email: updated.email,
    phone: updated.phone,
    photo: updated.photo,
    version: updated.version,
    position: updated.position,
    groups: updated.groups,
    updatedAt: updated.updatedAt,
  });
}
