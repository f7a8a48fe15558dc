import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { PawonThemeProvider } from '@pawon/ui';
import { loadingVisibleAtom, pendingToastsAtom } from '../lib/feedback';
import { appStore } from '../lib/store';
import { themeModeAtom } from '../lib/theme';
import { ScreensContext } from '../lib/screens';
import { LocaleProvider } from '../i18n/LocaleProvider';
import { AppRouter } from './router';
import { hasScreen, loadScreens } from './routes';

const screens = { has: hasScreen, ready: loadScreens };

const Feedback = lazy(() => import('./Feedback'));

/** Mounts the toasts and loading dialog once the app first asks for one (then keeps them). */
function LazyFeedback() {
  const toasts = useAtomValue(pendingToastsAtom);
  const loading = useAtomValue(loadingVisibleAtom);
  const wanted = toasts.length > 0 || loading;
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (wanted) setMounted(true);
  }, [wanted]);
  return mounted || wanted ? (
    <Suspense fallback={null}>
      <Feedback />
    </Suspense>
  ) : null;
}

function Themed() {
  const mode = useAtomValue(themeModeAtom);
  return (
    <PawonThemeProvider mode={mode}>
      <LocaleProvider>
        <ScreensContext.Provider value={screens}>
          <AppRouter />
          <LazyFeedback />
        </ScreensContext.Provider>
      </LocaleProvider>
    </PawonThemeProvider>
  );
}

/** Providers (one jotai store, theme) around the router; toasts and the loading dialog beside it. */
export function App() {
  return (
    <JotaiProvider store={appStore}>
      <Themed />
    </JotaiProvider>
  );
}
