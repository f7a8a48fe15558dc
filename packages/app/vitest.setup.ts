import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { serveIconsFromDisk } from '@pawon/ui/testing';
// Browser APIs jsdom lacks that Radix popups call (the group form's checkboxes and tables).
import '@pawon/ui/testing/jsdom';
import { resetQueryClient } from './src/lib/query/queryClient';
import { appStore } from './src/lib/store';

serveIconsFromDisk();

// findBy*/waitFor wait up to 5 s, not 1 s: a busy 2-core CI machine renders a lazy screen slower than that.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  // Every test starts with an empty query cache (lib/query): no answer of one test serves the next.
  resetQueryClient(appStore);
});
