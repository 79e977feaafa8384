// /reset-password?email=…&token=…: the target of the reset link. Without both it is 'Incorrect Link';
// a link the server no longer accepts (used, replaced or expired) says so before a password is typed.
import { paths } from '@kaushal/shared/routes';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useCheckResetLinkQuery } from '../../features/auth/auth-api';
import { AuthCard } from '../../features/auth/components/auth-card';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import { errorCode, errorMessage } from '../../lib/api-error';
import { showToast } from '../../lib/toast-slice';
import { usePageTitle } from '../../lib/use-page-title';
import { useAppDispatch } from '../hooks';

function UnusableLink({
  title,
  subtitle,
  text,
}: {
  title: string;
  subtitle: string;
  text: string;
}) {
  return (
    <AuthCard title={title} subtitle={subtitle}>
      <p className="text-center text-slate-600">{text}</p>
      <div className="mt-6 text-center">
        <ButtonLink to={paths.forgotPassword()}>Request a new link</ButtonLink>
      </div>
    </AuthCard>
  );
}

function CheckedResetLink({ email, token }: { email: string; token: string }) {
  const dispatch = useAppDispatch();
  const { isLoading, error } = useCheckResetLinkQuery({ email, token });
  if (isLoading) return <Spinner label="Checking your link…" />;
  // Any other failure (the network, a busy server) leaves the verdict to the reset itself.
  if (errorCode(error) === 'INVALID_RESET_TOKEN') {
    return (
      <UnusableLink
        title="Link no longer valid"
        subtitle="This password reset link cannot be used."
        text={errorMessage(error)}
      />
    );
  }
  return (
    <AuthCard title="Choose a new password" subtitle={`For ${email}`}>
      <ResetPasswordForm
        email={email}
        token={token}
        onReset={() => dispatch(showToast('success', 'Password Reset'))}
      />
    </AuthCard>
  );
}

export default function ResetPasswordRoute() {
  usePageTitle('Reset password');
  const [params] = useSearchParams();
  const email = params.get('email');
  const token = params.get('token');

  if (!email || !token) {
    return (
      <UnusableLink
        title="Incorrect Link"
        subtitle="This password reset link is incomplete."
        text="Open the link from the e-mail again, or ask for a new one."
      />
    );
  }
  return <CheckedResetLink email={email} token={token} />;
}
