import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { serveIconsFromDisk } from '@pawon/ui/testing';

serveIconsFromDisk();

afterEach(() => {
  cleanup();
  localStorage.clear();
});
