import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './pwa';
import { updateReadyAtom } from './updateReady';

type Options = { onNeedRefresh?: () => void; immediate?: boolean };
const registration = vi.hoisted(() => ({
  options: undefined as Options | undefined,
  update: vi.fn(async (_reload?: boolean) => undefined),
}));

// vite-plugin-pwa's module exists only in the build: the worker's side is Workbox's, tested there.
vi.mock('virtual:pwa-register', () => ({
  registerSW: (options: Options) => {
    registration.options = options;
    return registration.update;
  },
}));

describe('the update prompt', () => {
  it('offers the reload once a new version is installed and waiting, and activates it when asked', () => {
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    const store = createStore();
    registerServiceWorker(store);
    expect(registration.options?.immediate).toBe(true);
    expect(store.get(updateReadyAtom)).toBeNull();

    // Workbox reports a new worker waiting (registerType 'prompt': it does not take over by itself).
    registration.options?.onNeedRefresh?.();
    const reload = store.get(updateReadyAtom);
    expect(reload).toBeTypeOf('function');
    expect(registration.update).not.toHaveBeenCalled();

    reload!();
    expect(registration.update).toHaveBeenCalledWith(true);
  });
});
