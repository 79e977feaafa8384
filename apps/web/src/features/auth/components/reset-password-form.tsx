// Sets a new password for the e-mail and token that the reset link carried.
import { paths } from '@kaushal/shared/routes';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-error';
import { useResetPasswordMutation } from '../auth-api';
import { lazyZodResolver, loadFormSchemas } from '../../../lib/lazy-zod-resolver';

export function ResetPasswordForm({
  email,
  token,
  onReset,
}: {
  email: string;
  token: string;
  onReset: () => void;
}) {
  const [resetPassword, { isLoading, isSuccess, error }] = useResetPasswordMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: lazyZodResolver('resetPasswordFormSchema') });

  if (isSuccess) {
    return (
      <div className="text-center" role="status">
        <Icon name="check" className="mx-auto size-12 text-green-600" />
        <h2 className="mt-4 text-xl font-bold text-slate-900">Password Reset</h2>
        <p className="mt-2 text-slate-600">You can now log in with your new password.</p>
        <ButtonLink to={paths.login()} className="mt-6">
          Log in
        </ButtonLink>
      </div>
    );
  }

  const submit = handleSubmit(async ({ password }) => {
    const result = await resetPassword({ email, token, password });
    if ('data' in result) onReset();
  });

  return (
    <form onFocus={() => void loadFormSchemas()} noValidate onSubmit={submit} className="space-y-5">
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      {error && <Alert tone="error">{errorMessage(error)}</Alert>}
      <Button type="submit" size="lg" className="w-full" disabled={isLoading}>
        {isLoading ? 'Saving…' : 'Reset password'}
      </Button>
    </form>
  );
}
