import { normalisePath } from '../lib/menus';
import type { ScreenRoute } from '../lib/routes';

/**
 * Screens of the authenticated layout, by app path (spec section 2), collected from every feature's `route.ts`.
 * Each screen is its own lazy chunk. A menu without a screen yet opens the "not yet available" screen.
 */
const declared = import.meta.glob<ScreenRoute | ScreenRoute[]>('../features/*/route.ts', {
  eager: true,
  import: 'default',
});

export const screenRoutes: ScreenRoute[] = Object.values(declared)
  .flat()
  .sort((a, b) => a.path.localeCompare(b.path));

const built = new Set(screenRoutes.map((route) => route.path.toLowerCase()));

/** Whether an app path has a screen yet (the route table is not case-sensitive). */
export const hasScreen = (path: string): boolean => built.has(normalisePath(path).toLowerCase());
