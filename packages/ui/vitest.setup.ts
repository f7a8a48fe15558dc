import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { serveIconsFromDisk } from './src/test/iconFetch';

serveIconsFromDisk();

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
