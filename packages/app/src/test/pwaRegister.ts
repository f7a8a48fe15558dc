import type { RegisterSWOptions } from 'vite-plugin-pwa/types';

/** Stands in for `virtual:pwa-register` in unit tests (the build's plugin makes the real one); tests mock it. */
export function registerSW(_options?: RegisterSWOptions): (reload?: boolean) => Promise<void> {
  return async () => undefined;
}
