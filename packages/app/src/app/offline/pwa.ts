import { registerSW } from 'virtual:pwa-register';
import type { AppStore } from '../../lib/store';
import { updateReadyAtom } from './updateReady';

/** How often a long-open tab asks whether a new version was released (the browser also checks on navigation). */
const CHECK_EVERY_MS = 30 * 60_000;

/**
 * Registers the service worker (vite-plugin-pwa, `registerType: 'prompt'`): a new version installs in the
 * background and waits; `updateReadyAtom` then holds the reload that activates it, which the banner offers.
 */
export function registerServiceWorker(store: AppStore): void {
  if (!('serviceWorker' in navigator)) return;
  const update = registerSW({
    immediate: true,
    onNeedRefresh: () => store.set(updateReadyAtom, () => () => void update(true)),
    onRegisteredSW: (_url, registration) => {
      if (registration)
        window.setInterval(() => void registration.update().catch(() => undefined), CHECK_EVERY_MS);
    },
  });
}

/** The web manifest, linked once signed in: the sign-in page (its budget) loads nothing of the install. */
export function linkManifest(): void {
  if (document.querySelector('link[rel="manifest"]')) return;
  const base = import.meta.env.BASE_URL;
  const link = Object.assign(document.createElement('link'), {
    rel: 'manifest',
    href: `${base}manifest.webmanifest`,
  });
  const theme = Object.assign(document.createElement('meta'), { name: 'theme-color', content: '#696CFF' });
  const icon = Object.assign(document.createElement('link'), {
    rel: 'apple-touch-icon',
    href: `${base}icons/pawon-192.png`,
  });
  document.head.append(link, theme, icon);
}
