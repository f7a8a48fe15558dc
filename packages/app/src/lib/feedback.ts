import type { ReactNode } from 'react';
import { atom } from 'jotai';
import type { AppStore } from './store';

/** How many long operations are running; the loading dialog shows while it is above zero. */
export const loadingCountAtom = atom(0);
export const loadingVisibleAtom = atom((get) => get(loadingCountAtom) > 0);

/** Shows the loading dialog while `work` runs (nested calls keep it open until the last one ends). */
export async function withLoading<T>(store: AppStore, work: () => Promise<T>): Promise<T> {
  store.set(loadingCountAtom, (n) => n + 1);
  try {
    return await work();
  } finally {
    store.set(loadingCountAtom, (n) => Math.max(0, n - 1));
  }
}

export type ToastStatus = 'success' | 'error' | 'warning' | 'info';

export interface ToastRequest {
  id: number;
  title: ReactNode;
  text?: ReactNode;
  /** @default 'info' */
  status: ToastStatus;
  duration?: number;
}

/** Toasts asked for but not shown yet; the ToastBridge hands them to the ui ToastProvider. */
export const pendingToastsAtom = atom<ToastRequest[]>([]);

let nextToastId = 1;

/** Asks for a toast from anywhere (components, atoms, the API client's handlers). */
export const notifyAtom = atom(
  null,
  (_get, set, toast: Omit<ToastRequest, 'id' | 'status'> & { status?: ToastStatus }) => {
    set(pendingToastsAtom, (list) => [...list, { status: 'info', ...toast, id: nextToastId++ }]);
  },
);

export function notify(
  store: AppStore,
  toast: Omit<ToastRequest, 'id' | 'status'> & { status?: ToastStatus },
): void {
  store.set(notifyAtom, toast);
}
