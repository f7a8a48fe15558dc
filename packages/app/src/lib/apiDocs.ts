import { useAtomValue } from 'jotai';
import { userRightsAtom } from './session';

/**
 * Who sees "Dokumentasi API" (the API reference at /api/docs) in the profile menu: the people who build integrations,
 * i.e. those with any right on the menu Token Integrasi (Super Admin and Owner by default). The page itself needs no
 * session (it holds no data); this only keeps the link out of a cashier's way. Its own module, reading the session's
 * rights as stored: the profile menu is on every signed-in screen, and lib/rights (its atoms) cost 0.2 KB gzip there.
 */
export const API_DOCS_MENU = '/integration-token';
export const API_DOCS_URL = '/api/docs';

/** The signed-in user sees the link to the API reference. */
export function useCanReadApiDocs(): boolean {
  const rights = useAtomValue(userRightsAtom) ?? [];
  return rights.some((r) => r.url === API_DOCS_MENU && (r.view || r.create || r.update || r.delete));
}
