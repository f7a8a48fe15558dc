import { refreshMe } from '../me';
import { homePath, normalisePath } from '../menus';
import { navigateTo } from '../navigation';
import { allowedUrlsAtom } from '../session';
import type { AppStore } from '../store';

/** Screens open to everyone signed in (the guard does not run on them). */
const OPEN_TO_ALL = ['/profile', '/faq'];

/**
 * After a write that may have changed one's own menus or rights: the session is refreshed at once (the sidebar,
 * the search and the actions follow), and a screen that is no longer granted is left for home rather than
 * failing on the next click.
 */
export async function refreshOwnAccess(store: AppStore): Promise<void> {
  try {
    await refreshMe(store, { force: true });
  } catch {
    return;
  }
  if (typeof window === 'undefined') return;
  const base = import.meta.env.BASE_URL.replace(/\/$/, '');
  const path = normalisePath(window.location.pathname.slice(base.length) || '/');
  const allowed = store.get(allowedUrlsAtom);
  if (!OPEN_TO_ALL.includes(path.toLowerCase()) && !allowed.includes(path))
    navigateTo(homePath(allowed), { replace: true });
}
