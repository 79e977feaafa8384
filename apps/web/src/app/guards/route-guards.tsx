// Client-side route guards (the server enforces access; these only steer the visitor, spec §4).
import { paths } from '@kaushal/shared/routes';
import { useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../features/auth/auth-api';
import { useAppSelector } from '../hooks';

/**
 * Where a signed-out visitor on a guarded page goes. Someone who was signed in while the page was
 * open has just signed out, and Sign Out leads home; if this guard sent them to /login instead, it
 * could overtake the Sign Out button's own navigation home while the landing page's code is still
 * loading. A session that ended on the server is the shell's to handle (useLoginAfterSessionEnd):
 * the page then waits for that navigation.
 */
function useSignedOutDestination(signedIn: boolean) {
  const [wasSignedIn, setWasSignedIn] = useState(signedIn);
  const sessionEnding = useAppSelector((state) => state.sessionEnd !== null);
  if (signedIn && !wasSignedIn) setWasSignedIn(true);
  if (sessionEnding) return null;
  return wasSignedIn ? paths.landing() : paths.login();
}

/** Signed-out visitors go to /login, replacing the blocked page in history. */
export function ProtectedRoute() {
  const { user, checked } = useAuth();
  const signedOutDestination = useSignedOutDestination(user !== null);
  if (user) return <Outlet />;
  return checked && signedOutDestination ? (
    <Navigate to={signedOutDestination} replace />
  ) : (
    <Spinner label="Checking your session…" />
  );
}

/** Signed-out visitors log in first; signed-in non-admins go to the landing page. */
export function AdminRoute() {
  const { user, checked } = useAuth();
  const signedOutDestination = useSignedOutDestination(user !== null);
  if (!user) {
    return checked && signedOutDestination ? (
      <Navigate to={signedOutDestination} replace />
    ) : (
      <Spinner label="Checking your session…" />
    );
  }
  return user.role === 'admin' ? <Outlet /> : <Navigate to={paths.landing()} replace />;
}
