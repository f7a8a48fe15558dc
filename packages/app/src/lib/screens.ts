import { createContext, useContext } from 'react';

/** Whether an app path has a screen yet. */
export type HasScreen = (path: string) => boolean;

/**
 * The app's route table, as a question features may ask ("is there a screen at this path?") without importing
 * `app/`. The app provides the real answer; outside it (tests, stories) every path has a screen.
 */
export const ScreensContext = createContext<HasScreen>(() => true);

export const useHasScreen = (): HasScreen => useContext(ScreensContext);
