// /reset-password?email=…&token=…: the target of the reset link; without both it is 'Incorrect Link'.
import { paths } from '@kaushal/shared/routes';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { AuthCard } from '../../features/auth/components/auth-card';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import { showToast } from '../../lib/toast-slice';
import { usePageTitle } from '../../lib/use-page-title';
import { useAppDispatch } from '../hooks';

export default function ResetPasswordRoute() {
  usePageTitle('Reset password');
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const email = params.get('email');
  const token = params.get('token');

  if (!email || !token) {
    return (
      <AuthCard title="Incorrect Link" subtitle="This password reset link is incomplete.">
        <p className="text-center text-slate-600">
          Open the link from the e-mail again, or ask for a new one.
        </p>
        <div className="mt-6 text-center">
          <ButtonLink to={paths.forgotPassword()}>Request a new link</ButtonLink>
        </div>
      </AuthCard>
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
