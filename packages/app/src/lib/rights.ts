import { atom, useAtomValue } from 'jotai';
import { normalisePath } from './menus';
import { userRightsAtom } from './session';

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
