// /logout: ends the session and goes to /login.
import { paths } from '@kaushal/shared/routes';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { useSignOut } from '../../features/auth/auth-api';
import { usePageTitle } from '../../lib/use-page-title';

export default function LogoutRoute() {
  usePageTitle('Signing out');
  const endSession = useSignOut();
  const navigate = useNavigate();
  // Strict mode mounts effects twice in development; one sign-out is enough.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void endSession().then(() => navigate(paths.login(), { replace: true }));
  }, [endSession, navigate]);
  return <Spinner label="Signing out…" />;
}
