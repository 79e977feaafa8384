// /signup: creates an account; a signed-in visitor goes on to /home, back to the page that sent them
// to log in, or to the action they started.
import { paths } from '@kaushal/shared/routes';
import { Navigate } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../features/auth/auth-api';
import { AuthCard } from '../../features/auth/components/auth-card';
import { SignupForm } from '../../features/auth/components/signup-form';
import { useLocationState } from '../../lib/use-location-state';
import { usePageTitle } from '../../lib/use-page-title';
import { LegalAgreement } from './legal-agreement';
import { readLoginRedirect } from '../purchase/purchase';
import { useResumePendingPurchase } from '../purchase/use-purchase';

export default function SignupRoute() {
  usePageTitle('Create account');
  const { user, checked } = useAuth();
  const state = useLocationState();
  const redirect = readLoginRedirect(state);
  useResumePendingPurchase(user !== null);

  if (!checked || (user && redirect?.pendingAction)) return <Spinner />;
  // Someone sent to log in from a page goes back there; anyone else goes on to /home.
  if (user) return <Navigate to={redirect?.from ?? paths.home()} replace />;
  return (
    <AuthCard
      title="Create your account"
      subtitle="Join thousands of learners building job-ready skills."
    >
      <SignupForm linkState={state} />
      <LegalAgreement action="creating an account" also="privacy" />
    </AuthCard>
  );
}
