// Client-side route guards (the server enforces access; these only steer the visitor, spec §4).
import { paths } from '@kaushal/shared/routes';
import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../features/auth/auth-api';
import type { LoginRedirectState } from '../purchase/purchase';

/**
 * Where a signed-out visitor on a guarded page goes: /login, which brings them back. Someone who was signed in while the page was
 * open has just signed out (the session is only ever cleared by signing out), and Sign Out leads
 * home; if this guard sent them to /login instead, it could overtake the Sign Out button's own
 * navigation home while the landing page's code is still loading.
 */
function useSignedOutRedirect(signedIn: boolean) {
  const [wasSignedIn, setWasSignedIn] = useState(signedIn);
  const { pathname, search } = useLocation();
  if (signedIn && !wasSignedIn) setWasSignedIn(true);
  if (wasSignedIn) return <Navigate to={paths.landing()} replace />;
  // The login page brings the visitor back here once they are signed in.
  const state: LoginRedirectState = { from: pathname + search };
  return <Navigate to={paths.login()} replace state={state} />;
}

/** Signed-out visitors go to /login, replacing the blocked page in history. */
export function ProtectedRoute() {
  const { user, checked } = useAuth();
  const signedOutRedirect = useSignedOutRedirect(user !== null);
  if (!checked) return <Spinner label="Checking your session…" />;
  return user ? <Outlet /> : signedOutRedirect;
}

/** Signed-out visitors log in first; signed-in non-admins go to the landing page. */
export function AdminRoute() {
  const { user, checked } = useAuth();
  const signedOutRedirect = useSignedOutRedirect(user !== null);
  if (!checked) return <Spinner label="Checking your session…" />;
  if (!user) return signedOutRedirect;
  return user.role === 'admin' ? <Outlet /> : <Navigate to={paths.landing()} replace />;
}
