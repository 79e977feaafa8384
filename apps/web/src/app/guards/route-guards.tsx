// Client-side route guards (the server enforces access; these only steer the visitor, docs/product.md §2.1).
import { paths } from '@kaushal/shared/routes';
import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../features/auth/auth-api';
import { useAppSelector } from '../hooks';
import type { LoginRedirectState } from '../purchase/purchase';

const checking = <Spinner label="Checking your session…" />;

/**
 * Where a signed-out visitor on a guarded page goes: /login, which brings them back. Someone who was
 * signed in while the page was open has just signed out, and Sign Out leads home; if this guard sent
 * them to /login instead, it could overtake the Sign Out button's own navigation home while the
 * landing page's code is still loading. A session that ended on the server is the shell's to handle
 * (useLoginAfterSessionEnd): the page then waits for that navigation.
 */
function useSignedOutRedirect(signedIn: boolean) {
  const [wasSignedIn, setWasSignedIn] = useState(signedIn);
  const { pathname, search } = useLocation();
  const sessionEnding = useAppSelector((state) => state.sessionEnd !== null);
  if (signedIn && !wasSignedIn) setWasSignedIn(true);
  if (sessionEnding) return checking;
  if (wasSignedIn) return <Navigate to={paths.landing()} replace />;
  // The login page brings the visitor back here once they are signed in.
  const state: LoginRedirectState = { from: pathname + search };
  return <Navigate to={paths.login()} replace state={state} />;
}

/** Signed-out visitors go to /login, replacing the blocked page in history. */
export function ProtectedRoute() {
  const { user, checked } = useAuth();
  const signedOutRedirect = useSignedOutRedirect(user !== null);
  if (user) return <Outlet />;
  return checked ? signedOutRedirect : checking;
}

/** Signed-out visitors log in first; signed-in non-admins go to the landing page. */
export function AdminRoute() {
  const { user, checked } = useAuth();
  const signedOutRedirect = useSignedOutRedirect(user !== null);
  if (!user) return checked ? signedOutRedirect : checking;
  return user.role === 'admin' ? <Outlet /> : <Navigate to={paths.landing()} replace />;
}
