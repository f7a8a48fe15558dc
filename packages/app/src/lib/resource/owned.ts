import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { normalisePath } from '../menus';
import { rightsByUrlAtom } from '../rights';

/**
 * Whether the signed-in user holds the view right of the menu that owns a column or a field (`ownedBy`): the server
 * leaves such fields out of its answers for everybody else (decision 014), so the screens leave out what shows or
 * sends them. No owner: every user.
 */
export function useOwnedBy(): (menu: string | undefined) => boolean {
  const rights = useAtomValue(rightsByUrlAtom);
  return useCallback((menu) => !menu || Boolean(rights.get(normalisePath(menu))?.view), [rights]);
}
