import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { serveIconsFromDisk } from './src/test/iconFetch';

serveIconsFromDisk();

// findBy*/waitFor wait up to 5 s, not 1 s: a busy 2-core CI machine renders a lazy screen slower than that.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});

// jsdom has no ResizeObserver; Radix (tooltip arrow, floating content) needs one to exist.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
