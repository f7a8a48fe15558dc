import { atom, useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { normalisePath } from './menus';
import { userDataAtom, userRightsAtom, type User } from './session';

export interface Rights {
  view: boolean;
  create: boolean;
  update: boolean;
  delete: boolean;
}

const none: Rights = { view: false, create: false, update: false, delete: false };

/** Rights by menu url (union over the user's groups, as the server computes them). */
export const rightsByUrlAtom = atom((get) => {
  const map = new Map<string, Rights>();
  for (const right of get(userRightsAtom) ?? []) {
    const url = normalisePath(right.url);
    const prev = map.get(url) ?? none;
    map.set(url, {
      view: prev.view || right.view,
      create: prev.create || right.create,
      update: prev.update || right.update,
      delete: prev.delete || right.delete,
    });
  }
  return map;
});

/** What the user may do on a screen: a screen hides the actions the user has no right to. */
export function useRights(menuUrl: string): Rights {
  return useAtomValue(rightsByUrlAtom).get(normalisePath(menuUrl)) ?? none;
}

/**
 * The action menu "Lihat HPP" under Data Transaksi: cost of goods (HPP) and margins. It owns every cost field of the
 * contract (`x-owners.costOfGoods`: a product's overhead, a batch's and a run's unit cost, a batch's value), which
 * the server leaves out for users without it (decision 014); the order, stock, production and product screens show
 * those fields, so it lives here rather than in one feature.
 */
export const COST_RIGHT = '/transaction/cost';

/** The group whose members hold every right; only its members may change it or its members (server rule). */
export const SUPER_ADMIN_GROUP = 'Super Admin';

// ---------- What the client knows for sure about protected records ----------

/** Who is acting, for the rules that disable a row's action (`ResourceDescriptor.actionState`). */
export interface ActionContext {
  /** The signed-in user (id, groups). */
  user: User | null;
  /** The signed-in user is a member of Super Admin. */
  isSuperAdmin: boolean;
}

/** The action context of a user record. */
export function actionContextOf(user: User | null): ActionContext {
  return { user, isSuperAdmin: Boolean(user?.groups.some((g) => g.name === SUPER_ADMIN_GROUP)) };
}

/** The signed-in user as an action context. */
export function useActionContext(): ActionContext {
  const user = useAtomValue(userDataAtom);
  return useMemo(() => actionContextOf(user), [user]);
}
