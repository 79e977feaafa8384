// /logout: ends the session and goes to /login.
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { useLogoutMutation } from '../../features/auth/auth-api';
import { usePageTitle } from '../../lib/use-page-title';

export default function LogoutRoute() {
  usePageTitle('Signing out');
  const [logout] = useLogoutMutation();
  const navigate = useNavigate();
  // Strict mode mounts effects twice in development; one sign-out is enough.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout()
      .unwrap()
      .catch((error: unknown) => console.error('Sign-out failed', error))
      .finally(() => void navigate('/login', { replace: true }));
  }, [logout, navigate]);
  return <Spinner label="Signing out…" />;
}
