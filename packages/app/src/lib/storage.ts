import { atom, type WritableAtom } from 'jotai';
import { atomWithLazy } from 'jotai/utils';

/** The shape jotai's `atomWithStorage` accepts as a synchronous storage. */
export interface SyncStorage<T> {
  getItem: (key: string, initialValue: T) => T;
  setItem: (key: string, value: T) => void;
  removeItem: (key: string) => void;
  subscribe?: (key: string, callback: (value: T) => void, initialValue: T) => () => void;
}

/** localStorage keys of the session (spec section 4: token key `authToken`). */
export const STORAGE_KEYS = {
  token: 'authToken',
  user: 'userData',
  menus: 'userMenus',
  rights: 'userRights',
  theme: 'pawonTheme',
  /** Each user's language (`{ "3": "en", "last": "en" }`); `last` is for the sign-in page. */
  locale: 'pawonLocale',
  /** This device's receipt paper (`a4`, `80mm`, `58mm`): the printer next to it, chosen in a print dialog. */
  paper: 'pawonPaper',
} as const;

function safeStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Storage can be blocked (privacy settings); the app then keeps the session in memory only.
    return undefined;
  }
}

/**
 * A jotai storage over localStorage. `raw` keeps a string as it is (the token is stored bare, as the old app
 * did); otherwise values are JSON. Writing `null` removes the key. Other tabs' changes are followed.
 */
export function localStorageOf<T>(raw = false): SyncStorage<T> {
  const read = (key: string, initialValue: T): T => {
    const storage = safeStorage();
    const value = storage?.getItem(key);
    if (value === null || value === undefined) return initialValue;
    if (raw) return value as T;
    try {
      return JSON.parse(value) as T;
    } catch {
      return initialValue;
    }
  };
  return {
    getItem: read,
    setItem(key, value) {
      const storage = safeStorage();
      if (!storage) return;
      if (value === null || value === undefined) storage.removeItem(key);
      else storage.setItem(key, raw ? String(value) : JSON.stringify(value));
    },
    removeItem(key) {
      safeStorage()?.removeItem(key);
    },
    subscribe(key, callback, initialValue) {
      if (typeof window === 'undefined') return () => undefined;
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) callback(read(key, initialValue));
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}

/**
 * An atom kept in localStorage. The stored value is read when a store first uses the atom (not when the module
 * loads), writing `null` removes the key, and changes made in another tab are followed while it is mounted.
 */
export function atomWithLocalStorage<T>(
  key: string,
  initialValue: T,
  raw = false,
): WritableAtom<T, [T], void> {
  const storage = localStorageOf<T>(raw);
  const base = atomWithLazy<T>(() => storage.getItem(key, initialValue));
  base.onMount = (set) => storage.subscribe?.(key, set, initialValue);
  return atom(
    (get) => get(base),
    (_get, set, value: T) => {
      set(base, value);
      storage.setItem(key, value);
    },
  );
}
