import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { serveIconsFromDisk } from '@pawon/ui/testing';
// Browser APIs jsdom lacks that Radix popups call (the group form's checkboxes and tables).
import '@pawon/ui/testing/jsdom';

serveIconsFromDisk();

afterEach(() => {
  cleanup();
  localStorage.clear();
});
