// /login: the login form, the success overlay, and the action a signed-out visitor was stopped at; and
// /sign-in-link, where a mailed sign-in link finishes a login (in this chunk, as a page of its own
// would cost every first download a route).
import { ADMIN_HOME, paths } from '@kaushal/shared/routes';
import { useCallback } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../features/auth/auth-api';
import { AuthCard } from '../../features/auth/components/auth-card';
import { LoginForm } from '../../features/auth/components/login-form';
import { LoginSuccessOverlay } from '../../features/auth/components/login-success-overlay';
import { SignInLinkPage } from '../../features/auth/components/sign-in-link-page';
import { useLocationState } from '../../lib/use-location-state';
import { usePageTitle } from '../../lib/use-page-title';
import { readLoginRedirect } from '../purchase/purchase';
import { useResumePendingPurchase } from '../purchase/use-purchase';

export default function LoginRoute() {
  return useLocation().pathname === paths.signInLink() ? <SignInLinkPage /> : <LoginPage />;
}

function LoginPage() {
  usePageTitle('Log in');
  const { user } = useAuth();
  const state = useLocationState();
  const navigate = useNavigate();
  const redirect = readLoginRedirect(state);
  useResumePendingPurchase(user !== null);
  // Admins start at their dashboard.
  const home = user?.role === 'admin' ? ADMIN_HOME : paths.landing();
  const goHome = useCallback(() => void navigate(home, { replace: true }), [navigate, home]);

  // Sent here from a page that needs a login: back there, without the overlay's wait.
  if (user && redirect && !redirect.pendingAction) {
    return <Navigate to={redirect.from} replace />;
  }
  // The form shows at once, without waiting for the session check: a visitor who turns out to be
  // signed in gets the overlay over it as soon as the check answers.
  return (
    <>
      <AuthCard
        title="Log in to your account"
        subtitle="Welcome back! Continue where you left off."
      >
        <LoginForm linkState={state} />
      </AuthCard>
      {/* Also shown to a visitor who opens /login while signed in (docs/product.md §2.6). */}
      {user && !redirect?.pendingAction && <LoginSuccessOverlay onDone={goHome} />}
    </>
  );
}
