// Asks for the e-mail that a reset link should go to, then confirms that it was sent.
import { paths } from '@kaushal/shared/routes';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { contactIcons } from '../../../components/ui/contact-icons';
import { SvgIcon } from '../../../components/ui/icon';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-error';
import { useRequestPasswordResetMutation } from '../auth-api';
import { authLinkClasses } from './auth-card';
import { lazyZodResolver, loadFormSchemas } from '../../../lib/lazy-zod-resolver';

export function ForgotPasswordForm() {
  const [requestReset, { isLoading, isSuccess, error }] = useRequestPasswordResetMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: lazyZodResolver('resetPasswordRequestSchema') });

  if (isSuccess) {
    return (
      <div className="text-center" role="status">
        <SvgIcon path={contactIcons.mail} className="mx-auto size-12 text-primary" />
        <h2 className="mt-4 text-xl font-bold text-slate-900">Check your email</h2>
        <p className="mt-2 text-slate-600">
          We&apos;ve sent a password reset link to your email address.
        </p>
        <ButtonLink to={paths.login()} variant="secondary" className="mt-6">
          Back to login
        </ButtonLink>
      </div>
    );
  }

  return (
    <form
      onFocus={() => void loadFormSchemas()}
      noValidate
      onSubmit={handleSubmit(async (form) => void (await requestReset(form)))}
      className="space-y-5"
    >
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      {error && <Alert tone="error">{errorMessage(error)}</Alert>}
      <Button type="submit" size="lg" className="w-full" disabled={isLoading}>
        {isLoading ? 'Sending…' : 'Send reset link'}
      </Button>
      <p className="text-center text-sm">
        <Link to={paths.login()} className={authLinkClasses}>
          Back to login
        </Link>
      </p>
    </form>
  );
}
