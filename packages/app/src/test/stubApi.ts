import { vi } from 'vitest';
import { mockFetch, type MockCall, type MockHandlers } from './mockOperations';

/**
 * Answers the app's API calls in a unit test from handlers typed by the contract (a renamed or missing field in
 * an answer does not compile); answers the calls made, by operation id, in order.
 */
export function stubApi(handlers: MockHandlers) {
  const calls: MockCall[] = [];
  vi.stubGlobal('fetch', mockFetch(handlers, { calls }));
  return { calls, ids: () => calls.map((c) => c.id) };
}
