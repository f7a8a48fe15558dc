import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { serveIconsFromDisk } from '@pawon/ui/testing';
// Browser APIs jsdom lacks that Radix popups call (the group form's checkboxes and tables).
import '@pawon/ui/testing/jsdom';

serveIconsFromDisk();

// findBy*/waitFor wait up to 5 s, not 1 s: a busy 2-core CI machine renders a lazy screen slower than that.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
