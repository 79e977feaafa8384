// Client-side route guards (the server enforces access; these only steer the visitor, spec §4).
import { Navigate, Outlet } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../features/auth/auth-api';

/** Signed-out visitors go to /login, replacing the blocked page in history. */
export function ProtectedRoute() {
  const { user, checked } = useAuth();
  if (!checked) return <Spinner label="Checking your session…" />;
  return user ? <Outlet /> : <Navigate to="/login" replace />;
}

/** Signed-out visitors log in first; signed-in non-admins go to the landing page. */
export function AdminRoute() {
  const { user, checked } = useAuth();
  if (!checked) return <Spinner label="Checking your session…" />;
  if (!user) return <Navigate to="/login" replace />;
  return user.role === 'admin' ? <Outlet /> : <Navigate to="/" replace />;
}
