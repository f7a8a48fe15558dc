import { loadable } from './loadable';

/**
 * The signed-in shell's chunk: the layout and the screens' table (screenTable.tsx, re-exported by the layout). The
 * sign-in page shows without it and fetches it once drawn; the guard waits for it before letting a signed-in user
 * through, so that the shell and the screen render in one pass.
 */
const shell = () => import('./layouts/AuthLayout');

/** The signed-in layout (router.tsx renders it). */
export const AuthLayout = loadable(shell);

/** The screen at the current path (router.tsx's catch-all). */
export const ScreenAtPath = loadable(() =>
  shell().then((module) => ({ ...module, default: module.ScreenAtPath })),
);

let table: Awaited<ReturnType<typeof shell>> | undefined;

/** Loads the shell and its table (once); never rejects: a failed chunk fails again where it renders. */
export const loadScreens = (): Promise<unknown> =>
  ScreenAtPath.preload().then(
    (module) => (table = module),
    () => undefined,
  );

/** Whether an app path has a screen yet; before the table is in, every path has (homePath's default). */
export const hasScreen = (path: string): boolean => table?.hasScreen(path) ?? true;

/** Loads a path's screen chunk with the shell, ahead of the guard's answer (both then render in one pass). */
export const preloadScreen = (path: string): Promise<unknown> =>
  loadScreens().then(() =>
    Promise.all([AuthLayout.preload().catch(() => undefined), table?.preloadScreen(path)]),
  );
