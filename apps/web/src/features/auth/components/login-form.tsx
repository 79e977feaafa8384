// The login form: validated with the shared schema, server errors in a red box above the button.
import { paths } from '@kaushal/shared/routes';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-error';
import { useLoginMutation } from '../auth-api';
import { authLinkClasses } from './auth-card';
import { lazyZodResolver, loadFormSchemas } from '../../../lib/lazy-zod-resolver';

export function LoginForm({
  linkState,
}: {
  /** Passed on to the sign-up link so an action waiting for login survives the detour. */
  linkState?: unknown;
}) {
  const [login, { error, isLoading }] = useLoginMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: lazyZodResolver('loginSchema') });

  // A successful login updates the auth check; the page reacts to that.
  const submit = handleSubmit(async (credentials) => void (await login(credentials)));

  return (
    <form onFocus={() => void loadFormSchemas()} noValidate onSubmit={submit} className="space-y-5">
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        // The page exists to type into this field.
        autoFocus
        error={errors.email?.message}
        {...register('email')}
      />
      <div>
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="mt-2 text-right text-sm">
          <Link to={paths.forgotPassword()} className={authLinkClasses}>
            Forgot password?
          </Link>
        </div>
      </div>
      {error && <Alert tone="error">{errorMessage(error)}</Alert>}
      <Button type="submit" size="lg" className="w-full" disabled={isLoading}>
        {isLoading ? 'Logging in…' : 'Log in'}
      </Button>
      <p className="text-center text-sm text-slate-600">
        New to Kaushal?{' '}
        <Link to={paths.signup()} state={linkState} className={authLinkClasses}>
          Create Account
        </Link>
      </p>
    </form>
  );
}
