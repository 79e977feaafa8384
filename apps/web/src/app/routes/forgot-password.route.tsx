// /forgot-password: asks for the e-mail to send a reset link to.
import { AuthCard } from '../../features/auth/components/auth-card';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import { usePageTitle } from '../../lib/use-page-title';

export default function ForgotPasswordRoute() {
  usePageTitle('Forgot password');
  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter your e-mail and we will send you a link to choose a new one."
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
