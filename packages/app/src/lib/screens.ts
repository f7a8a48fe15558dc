import { createContext, useContext } from 'react';

/** Whether an app path has a screen yet. */
export type HasScreen = (path: string) => boolean;

/** The route table's answer, and its loading (a chunk of its own, which the sign-in page fetches once drawn). */
export interface Screens {
  has: HasScreen;
  ready: () => Promise<unknown>;
}

/**
 * The app's route table, as a question features may ask ("is there a screen at this path?") without importing
 * `app/`. The app provides the real answer; outside it (tests, stories) every path has a screen.
 */
export const ScreensContext = createContext<Screens>({ has: () => true, ready: () => Promise.resolve() });

export const useScreens = (): Screens => useContext(ScreensContext);
/** For a signed-in screen: the guard let it through once the table was in. */
export const useHasScreen = (): HasScreen => useScreens().has;
