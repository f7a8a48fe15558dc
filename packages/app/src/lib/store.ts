import { createStore } from 'jotai';

/**
 * The one jotai store of the app. Code outside React (the API client's 401 handler, the route guard, the
 * session timer) reads and writes the same atoms through it.
 */
export const appStore = createStore();
export type AppStore = typeof appStore;
