import { useAtomValue } from 'jotai';
import { lazy } from 'react';
import { BrowserRouter, Navigate, Route, useLocation } from 'react-router-dom';
import { isPublicPage } from '../lib/guard';
import { isSignedInAtom } from '../lib/session';
import { BASENAME } from './guard';
import { RootView } from './RootView';
import { AuthLayout, ScreenAtPath } from './routes';

// Every layout and screen is its own chunk (the sign-in page loads only the blank layout and the login screen).
const BlankLayout = lazy(() => import('./layouts/BlankLayout'));
const LoginScreen = lazy(() => import('../features/auth/LoginScreen'));
const RegisterScreen = lazy(() => import('../features/auth/RegisterScreen'));
const NotFoundScreen = lazy(() => import('../features/notFound/NotFoundScreen'));
const PublicBatchScreen = lazy(() => import('../features/publicBatch/PublicBatchScreen'));

/** Screens of the blank layout (spec section 2), and a label's public page; the not-found screen only when signed out. */
const BLANK_PATHS = ['/login', '/register'];

/**
 * One layout route for every screen, so that moving between screens (the not-found screen included) keeps the
 * same shell mounted: login and register are blank; page-not-found is blank when signed out and inside the
 * shell (sidebar, user menu) when signed in, so nobody is left without a way out; the rest is the shell.
 */
function Layout() {
  const path = useLocation().pathname.toLowerCase();
  const signedIn = useAtomValue(isSignedInAtom);
  if (BLANK_PATHS.includes(path) || isPublicPage(path) || (path === '/page-not-found' && !signedIn))
    return <BlankLayout />;
  return <AuthLayout />;
}

/** The route table of spec section 2 (rendered by the root view once the guard lets a path through). */
export const appRoutes = (
  <Route element={<Layout />}>
    <Route index element={<Navigate to="/login" replace />} />
    <Route path="login" element={<LoginScreen />} />
    <Route path="register" element={<RegisterScreen />} />
    <Route path="page-not-found" element={<NotFoundScreen />} />
    {/* A label's QR: the batch's public page, for anyone (decision 054). */}
    <Route path="p/:code" element={<PublicBatchScreen />} />
    {/* Every signed-in screen, from its own chunk's table (or "not yet available" for a menu without one). */}
    <Route path="*" element={<ScreenAtPath />} />
  </Route>
);

/** The browser router under /build/ with the guarded root view. */
export function AppRouter() {
  return (
    <BrowserRouter basename={BASENAME}>
      <RootView>{appRoutes}</RootView>
    </BrowserRouter>
  );
}
