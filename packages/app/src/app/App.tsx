import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { RouterProvider } from 'react-router-dom';
import { LoadingDialog, PawonThemeProvider, ToastProvider } from '@pawon/ui';
import { loadingVisibleAtom } from '../lib/feedback';
import { messages } from '../lib/messages';
import { appStore } from '../lib/store';
import { themeModeAtom } from '../lib/theme';
import { ToastBridge } from './ToastBridge';
import { router } from './router';

function GlobalLoadingDialog() {
  const open = useAtomValue(loadingVisibleAtom);
  return <LoadingDialog open={open} message={messages.pleaseStandBy} />;
}

function Themed() {
  const mode = useAtomValue(themeModeAtom);
  return (
    <PawonThemeProvider mode={mode}>
      <ToastProvider>
        <ToastBridge />
        <RouterProvider router={router} />
        <GlobalLoadingDialog />
      </ToastProvider>
    </PawonThemeProvider>
  );
}

/** Providers (one jotai store, theme, toasts, loading dialog) around the router. */
export function App() {
  return (
    <JotaiProvider store={appStore}>
      <Themed />
    </JotaiProvider>
  );
}
