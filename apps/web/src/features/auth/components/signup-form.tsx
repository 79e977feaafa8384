// The sign-up form; an e-mail that is already registered gets a field error and a note with a login link.
import { paths } from '@kaushal/shared/routes';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage, errorStatus } from '../../../lib/api-error';
import { useSignupMutation } from '../auth-api';
import { authLinkClasses } from './auth-card';
import { lazyZodResolver, loadFormSchemas } from '../../../lib/lazy-zod-resolver';

export const EMAIL_EXISTS_FIELD_ERROR = 'Email already exists. Please login instead.';

export function SignupForm({ linkState }: { linkState?: unknown }) {
  const [signup, { isLoading }] = useSignupMutation();
  const [alreadyRegistered, setAlreadyRegistered] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: lazyZodResolver('signupFormSchema') });

  const submit = handleSubmit(async (form) => {
    setAlreadyRegistered(false);
    setFailure(null);
    const result = await signup(form);
    if (!result.error) return;
    // The API answers 409 'User already exists', which the form shows as 'email already exists' (docs/product.md §5.1).
    if (errorStatus(result.error) === 409) {
      setAlreadyRegistered(true);
      setError('email', { message: EMAIL_EXISTS_FIELD_ERROR });
    } else {
      console.error('Sign-up failed', result.error);
      setFailure(errorMessage(result.error));
    }
  });

  const loginLink = (
    <Link to={paths.login()} state={linkState} className={authLinkClasses}>
      Log in
    </Link>
  );

  return (
    <form onFocus={() => void loadFormSchemas()} noValidate onSubmit={submit} className="space-y-5">
      <TextField
        label="Full name"
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      {alreadyRegistered && (
        <p className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
          This email is already registered. Please login instead. {loginLink}
        </p>
      )}
      <TextField
        label="Mobile number (optional)"
        type="tel"
        autoComplete="tel"
        placeholder="+91 98765 43210"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      {failure && <Alert tone="error">{failure}</Alert>}
      <Button type="submit" size="lg" className="w-full" disabled={isLoading}>
        {isLoading ? 'Creating account…' : 'Sign up'}
      </Button>
      <p className="text-center text-sm text-slate-600">Already have an account? {loginLink}</p>
    </form>
  );
}
