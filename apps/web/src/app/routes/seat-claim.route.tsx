// /seats/claim?token=…: the link in the e-mail a buyer's attendee receives. Signed out, it explains and
// offers to sign in or sign up (both come back here); signed in, the seat is claimed only when the
// button is pressed, never on opening: mail scanners open links on their own.
import { paths } from '@kaushal/shared/routes';
import { useLocation, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button, ButtonLink } from '../../components/ui/button';
import { PageContainer, PageHeading } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../features/auth/auth-api';
import { useClaimSeatMutation } from '../../features/learning/attendee-api';
import { errorMessage } from '../../lib/api-error';
import { usePageTitle } from '../../lib/use-page-title';
import type { LoginRedirectState } from '../purchase/purchase';

function SignedOut() {
  const { pathname, search } = useLocation();
  // The login and sign-up pages send the visitor back to this link once they are signed in.
  const comeBack: LoginRedirectState = { from: pathname + search };
  return (
    <>
      <p className="text-lg text-slate-700">
        Someone has booked you a seat in one of our workshops. Sign in, or create a free account, to
        claim it: the workshop then appears in My Learning with its schedule and materials.
      </p>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to={paths.login()} state={comeBack} size="lg">
          Sign in
        </ButtonLink>
        <ButtonLink to={paths.signup()} state={comeBack} size="lg" variant="secondary">
          Create account
        </ButtonLink>
      </div>
    </>
  );
}

function ClaimButton({ token }: { token: string }) {
  const [claim, { data, error, isLoading }] = useClaimSeatMutation();
  if (data) {
    return (
      <>
        <Alert tone="success">
          {`The seat is yours: ${data.workshop.title} (${data.batch.name}) is now in My Learning.`}
        </Alert>
        <ButtonLink to={paths.myLearning()} size="lg">
          Go to My Learning
        </ButtonLink>
      </>
    );
  }
  return (
    <>
      <p className="text-lg text-slate-700">
        Someone has booked you a seat in one of our workshops. Claim it for the account you are
        signed in with, and it appears in My Learning.
      </p>
      <Button size="lg" disabled={isLoading} onClick={() => void claim(token)}>
        {isLoading ? 'Claiming…' : 'Claim my seat'}
      </Button>
      {error && (
        <Alert tone="error">
          {errorMessage(error, 'The seat could not be claimed just now. Please try again.')}
        </Alert>
      )}
    </>
  );
}

export default function SeatClaimRoute() {
  usePageTitle('Claim your seat');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { user, checked } = useAuth();

  let body;
  if (token === '') {
    body = (
      <Alert tone="error">
        This link is incomplete. Open the link from your e-mail again, or ask the person who booked
        your seat to send it once more.
      </Alert>
    );
  } else if (!checked) body = <Spinner label="Checking your session…" />;
  else if (!user) body = <SignedOut />;
  else body = <ClaimButton token={token} />;

  return (
    <PageContainer className="max-w-2xl">
      <PageHeading title="Claim your seat" />
      <div className="mt-8 space-y-6">{body}</div>
    </PageContainer>
  );
}
