// /sign-in-link?token=…, served by the login page's chunk: the target of the link mailed when a password alone could not sign in from a
// new device while the account was being guessed at. Opening it changes nothing (mail scanners open
// links too); the visitor's "Sign in" posts the token, which signs this browser in and spends the link.
import { ADMIN_HOME, paths } from '@kaushal/shared/routes';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { errorCode, errorMessage } from '../../../lib/api-error';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAuth } from '../auth-api';
import { useSignInWithLinkMutation } from '../sign-in-link-api';
import { AuthCard } from './auth-card';
import { LoginSuccessOverlay } from './login-success-overlay';

function UnusableLink({ title, text }: { title: string; text: string }) {
  return (
    <AuthCard title={title} subtitle="This sign-in link cannot be used.">
      <p className="text-center text-slate-600">{text}</p>
      <div className="mt-6 text-center">
        <ButtonLink to={paths.login()}>Log in again</ButtonLink>
      </div>
    </AuthCard>
  );
}

export function SignInLinkPage() {
  usePageTitle('Finish signing in');
  const [params] = useSearchParams();
  const token = params.get('token');
  const { user } = useAuth();
  const navigate = useNavigate();
  const [signIn, { isLoading, isSuccess, error }] = useSignInWithLinkMutation();
  const home = user?.role === 'admin' ? ADMIN_HOME : paths.landing();
  const goHome = useCallback(() => void navigate(home, { replace: true }), [navigate, home]);

  if (!token) {
    return (
      <UnusableLink
        title="Incorrect Link"
        text="Open the link from the e-mail again, or log in again for a new one."
      />
    );
  }
  if (errorCode(error) === 'INVALID_SIGN_IN_LINK') {
    return <UnusableLink title="Link no longer valid" text={errorMessage(error)} />;
  }
  return (
    <>
      <AuthCard
        title="Finish signing in"
        subtitle="You signed in with your password from a new device or network."
      >
        <p className="text-center text-slate-600">
          Sign in here to finish. This link works once, within 15 minutes of being sent.
        </p>
        {/* Any other failure (the network, a busy server): the link is unspent, so try again. */}
        {error && (
          <div className="mt-5">
            <Alert tone="error">{errorMessage(error)}</Alert>
          </div>
        )}
        <Button
          size="lg"
          className="mt-6 w-full"
          disabled={isLoading || isSuccess}
          onClick={() => void signIn({ token })}
        >
          {isLoading ? 'Signing in…' : 'Sign in'}
        </Button>
      </AuthCard>
      {isSuccess && user && <LoginSuccessOverlay onDone={goHome} />}
    </>
  );
}
