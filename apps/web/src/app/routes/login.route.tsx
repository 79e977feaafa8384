// /login: the login form, the success overlay, and the action a signed-out visitor was stopped at.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../features/auth/auth-api';
import { AuthCard } from '../../features/auth/components/auth-card';
import { LoginForm } from '../../features/auth/components/login-form';
import { LoginSuccessOverlay } from '../../features/auth/components/login-success-overlay';
import { useLocationState } from '../../lib/use-location-state';
import { usePageTitle } from '../../lib/use-page-title';
import { readLoginRedirect } from '../purchase/purchase';
import { useResumePendingPurchase } from '../purchase/use-purchase';

export default function LoginRoute() {
  usePageTitle('Log in');
  const { user, checked } = useAuth();
  const state = useLocationState();
  const navigate = useNavigate();
  const pending = readLoginRedirect(state)?.pendingAction;
  useResumePendingPurchase(user !== null);
  const goHome = useCallback(() => void navigate('/', { replace: true }), [navigate]);

  if (!checked) return <Spinner />;
  return (
    <>
      <AuthCard
        title="Log in to your account"
        subtitle="Welcome back! Continue where you left off."
      >
        <LoginForm linkState={state} />
      </AuthCard>
      {/* Also shown to a visitor who opens /login while signed in (spec §2). */}
      {user && !pending && <LoginSuccessOverlay onDone={goHome} />}
    </>
  );
}
