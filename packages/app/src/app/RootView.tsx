import { useAtomValue, useSetAtom } from 'jotai';
import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Routes, useLocation, useNavigate } from 'react-router-dom';
import { Progress, Splash } from '@pawon/ui';
import { notifyAtom } from '../lib/feedback';
import { t } from '../lib/rootMessages';
import { setNavigator } from '../lib/navigation';
import { authTokenAtom, clearSession } from '../lib/session';
import { createSessionTimer, listenToInput, noteUserAction, onSessionActivity } from '../lib/sessionTimer';
import { appStore } from '../lib/store';
import { useGuardedLocation } from './guard';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import * as S from './RootView.styles';

/**
 * The 3-hour session timer (spec section 2): every navigation restarts it, and so do input and the answers to the
 * API calls the user caused (never background calls). It
 * runs only while someone is signed in, so a login page that never had a session never says it ended.
 */
function useSessionTimer() {
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useSetAtom(notifyAtom);
  const signedIn = Boolean(useAtomValue(authTokenAtom));
  const expire = useRef(() => undefined as void);
  expire.current = () => {
    clearSession(appStore);
    notify({ status: 'warning', title: t('root.sessionEnded'), text: t('root.sessionExpired') });
    void navigate('/login', { replace: true });
  };
  const timer = useRef(createSessionTimer(() => expire.current())).current;

  useEffect(() => {
    if (!signedIn) {
      timer.stop();
      return;
    }
    timer.touch();
    const stopActivity = onSessionActivity(() => timer.touch());
    const stopInput = listenToInput(window, () => timer.touch());
    return () => {
      stopActivity();
      stopInput();
    };
  }, [signedIn, timer]);

  useEffect(() => {
    noteUserAction();
    if (appStore.get(authTokenAtom)) timer.touch();
  }, [location.key, timer]);
  useEffect(() => () => timer.stop(), [timer]);
}

/** Code outside React (the 401 handler) navigates through the router. */
function useNavigatorBridge() {
  const navigate = useNavigate();
  const latest = useRef(navigate);
  latest.current = navigate;
  useEffect(() => {
    setNavigator((to, options) => void latest.current(to, options));
    return () => setNavigator(null);
  }, []);
}

/**
 * The one root view: the routed view that the navigation guard let through, a thin bar while the guard checks
 * or the next screen loads, and the session timer.
 */
export function RootView({ children }: { children: ReactNode }) {
  useSessionTimer();
  useNavigatorBridge();
  const { location, pending } = useGuardedLocation();

  return (
    <>
      {pending ? (
        <S.NavigationBar>
          <Progress label={t('root.loading')} thickness={3} />
        </S.NavigationBar>
      ) : null}
      {location ? (
        <RouteErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<Splash />}>
            <Routes location={location}>{children}</Routes>
          </Suspense>
        </RouteErrorBoundary>
      ) : (
        <Splash />
      )}
    </>
  );
}
