// The login form: validated with the shared schema, server errors in a red box above the button, and
// "We sent you a sign-in link" when the password alone cannot sign in from here.
import { paths } from '@kaushal/shared/routes';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { contactIcons } from '../../../components/ui/contact-icons';
import { SvgIcon } from '../../../components/ui/icon';
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
  const [login, { data, error, isLoading, reset }] = useLoginMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: lazyZodResolver('loginSchema') });

  // A successful login updates the auth check; the page reacts to that.
  const submit = handleSubmit(async (credentials) => void (await login(credentials)));

  if (data && 'code' in data) {
    return (
      <div className="text-center" role="status">
        <SvgIcon path={contactIcons.mail} className="mx-auto size-12 text-primary" />
        <h2 className="mt-4 text-xl font-bold text-slate-900">We sent you a sign-in link</h2>
        <p className="mt-2 text-slate-600">{data.message}</p>
        <p className="mt-4 text-sm text-slate-600">
          No e-mail after a few minutes? The password may not have been right.
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Button variant="secondary" onClick={reset}>
            Try again
          </Button>
          <Link to={paths.forgotPassword()} className={`${authLinkClasses} self-center text-sm`}>
            Forgot password?
          </Link>
        </div>
      </div>
    );
  }

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
