import { createApiClient, type ApiClient } from '@pawon/api-client';
import { notify } from './feedback';
import { navigateTo } from './navigation';
import { authTokenAtom, clearSession } from './session';
import { trackApiCall } from './sessionTimer';
import { appStore } from './store';
import { t } from './rootMessages';

/**
 * The one API client of the app. The bearer token is read from the session atom on every call; a 401 on any
 * call but login clears the session and goes to the login page (spec section 2).
 */
export const api: ApiClient = createApiClient({
  // Same origin; spelled out so that requests also build outside a page (tests).
  baseUrl: typeof location === 'undefined' ? '' : location.origin,
  getToken: () => appStore.get(authTokenAtom),
  onUnauthorized: () => {
    const hadSession = Boolean(appStore.get(authTokenAtom));
    clearSession(appStore);
    if (hadSession)
      notify(appStore, {
        status: 'warning',
        title: t('root.sessionEnded'),
        text: t('root.signInAgain'),
      });
    navigateTo('/login', { replace: true });
  },
});

// The answer to a call the user caused restarts the 3-hour session timer: someone saving a long form without
// navigating is still working. Calls in flight are counted (`<html data-api-pending>`).
const inFlight = new Map<string, () => void>();
const settle = (id: string) => {
  inFlight.get(id)?.();
  inFlight.delete(id);
};
api.use({
  onRequest({ request, id }) {
    inFlight.set(id, trackApiCall());
    return request;
  },
  onResponse({ id }) {
    settle(id);
  },
  onError({ id }) {
    settle(id);
  },
});
