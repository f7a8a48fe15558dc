import type { ComponentType } from 'react';

/** A screen of the signed-in layout: its app path and its lazily loaded component. */
export interface ScreenRoute {
  /** The app path, as in the menu tree (`/items/produk`). */
  path: string;
  load: () => Promise<{ default: ComponentType }>;
}

/**
 * Declares the screen of a feature folder. Each `features/<name>/route.ts` default-exports one (or a list);
 * `app/screenTable.tsx` collects them all, so a new screen needs no edit outside its folder. The route file stays tiny:
 * the screen itself is a separate chunk, loaded on first visit.
 */
export function defineRoute(path: string, load: ScreenRoute['load']): ScreenRoute {
  return { path, load };
}
