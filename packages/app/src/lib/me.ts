import type { Schemas } from '@pawon/api-client';
import { unwrap } from './apiResult';
import { api } from './client';
import { authTokenAtom, refreshStoredUser, userMenusAtom, userRightsAtom } from './session';
import type { AppStore } from './store';

export type Me = Schemas['MeResponse'];

/** An answer this recent is reused: the shell and the screen it opens both want "me" on the same visit. */
export const ME_FRESH_MS = 5_000;

let inFlight: { token: string | null; request: Promise<Me> } | null = null;
let last: { token: string | null; at: number; me: Me } | null = null;

/**
 * The signed-in user, menus and rights as the server sees them now (`GET /api/me`), kept in the session
 * atoms. Callers at the same time share one request, and an answer younger than `ME_FRESH_MS` is reused, so
 * opening /profile asks once although the shell and the profile form both want it. `force` asks again (after
 * a change to one's own rights).
 */
export function refreshMe(store: AppStore, { force = false }: { force?: boolean } = {}): Promise<Me> {
  // Answers belong to one session: another sign-in asks again.
  const token = store.get(authTokenAtom);
  if (!force) {
    if (inFlight?.token === token) return inFlight.request;
    if (last?.token === token && Date.now() - last.at < ME_FRESH_MS) return Promise.resolve(last.me);
  }
  const request: Promise<Me> = unwrap(api.GET('/api/me')).then(
    (me) => {
      if (inFlight?.request === request) inFlight = null;
      last = { token, at: Date.now(), me };
      // Signed out (or in as someone else) meanwhile: the answer is no longer this session's.
      if (store.get(authTokenAtom) !== token) return me;
      refreshStoredUser(store, me.datas);
      store.set(userMenusAtom, me.menus);
      store.set(userRightsAtom, me.rights);
      return me;
    },
    (error: unknown) => {
      if (inFlight?.request === request) inFlight = null;
      throw error;
    },
  );
  inFlight = { token, request };
  return request;
}

/** Forgets the cached answer (sign-out, tests). */
export function forgetMe(): void {
  inFlight = null;
  last = null;
}
