import { lazy, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { resourceMenus } from '@pawon/api-client/resourceMenus';
import { normalisePath } from '../lib/menus';
import { loadable } from './loadable';
import type { ScreenRoute } from '../lib/routes';

/**
 * Screens of the authenticated layout, by app path (spec section 2), in a chunk of their own that the guard loads
 * for a signed-in user (routes.ts, in the shell's chunk): the sign-in page does without the table. Each screen is its own lazy chunk. A menu
 * without a screen yet opens the "not yet available" screen. Two kinds of feature (decision 027):
 * - a resource of the contract is declared in `features/<folder>/<tag>.resource.tsx` (its default export is the
 *   screen); its path is the tag's menu (`@pawon/api-client/resourceMenus`), so the feature names it nowhere;
 * - any other screen is declared by the feature's `route.ts` (`defineRoute(path, load)`).
 */
// Keys relative to the features folder (`vendors/vendor.resource.tsx`): shorter names in the table's chunk.
const declared = import.meta.glob<ScreenRoute | ScreenRoute[]>('../features/*/route.ts', {
  eager: true,
  import: 'default',
  base: '../features',
});
const resourceScreens = import.meta.glob<{ default: ComponentType }>('../features/*/*.resource.tsx', {
  base: '../features',
});

/** The contract tag a resource file declares: `vendors/vendor.resource.tsx` → `vendor`. */
export const tagOfFile = (file: string): string => file.replace(/^.*\/|\.resource\.tsx$/g, '');

/** Every resource file at its tag's menu; a file whose tag has none is left out (screenTable.test.ts fails on it). */
export const screenRoutes: ScreenRoute[] = [
  ...Object.values(declared).flat(),
  ...Object.entries(resourceScreens).flatMap(([file, load]) => {
    const path = (resourceMenus as Partial<Record<string, string>>)[tagOfFile(file)];
    return path ? [{ path, load }] : [];
  }),
].sort((a, b) => a.path.localeCompare(b.path));

/** Each screen's component, which the guard may load ahead (loadable.ts). */
export const screens = screenRoutes.map(({ path, load }) => ({ path, Screen: loadable(load) }));

const byPath = new Map(screens.map((route) => [route.path.toLowerCase(), route.Screen]));

const keyOf = (path: string) => normalisePath(path).toLowerCase();

/** Whether an app path has a screen yet (the route table is not case-sensitive). */
export const hasScreen = (path: string): boolean => byPath.has(keyOf(path));

/**
 * Loads a path's screen chunk (this table came with the signed-in layout's). The guard starts this while it asks the
 * server for the menus, so that on a full page load the chunks are fetched and parsed meanwhile, and renders the
 * screen once both are in: the screen then mounts in one pass. Only code is fetched; what the screen shows still
 * waits for the guard. Never rejects (a chunk that failed to load fails again where the screen renders).
 */
export function preloadScreen(path: string): Promise<unknown> | undefined {
  return byPath
    .get(keyOf(path))
    ?.preload()
    .catch(() => undefined);
}

/** A menu the user holds whose screen is not built yet (the guard sent every other path away). */
const ComingSoonScreen = lazy(() => import('../features/notFound/ComingSoonScreen'));

/** The screen at the current path (the route table is not case-sensitive), rendered by the router's catch-all. */
export default function ScreenAtPath() {
  const Screen = byPath.get(keyOf(useLocation().pathname)) ?? ComingSoonScreen;
  return <Screen />;
}
