// When a call found the session ended on the server, signs the user out here too and sends them to
// log in, carrying the page to return to the way a blocked purchase does (LoginRedirectState).
import { paths } from '@kaushal/shared/routes';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { authApi } from '../../features/auth/auth-api';
import { sessionEndHandled } from '../../lib/session-end-slice';
import { useAppDispatch, useAppSelector } from '../hooks';
import type { LoginRedirectState } from '../purchase/purchase';

export function useLoginAfterSessionEnd() {
  const returnTo = useAppSelector((state) => state.sessionEnd);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (returnTo === null) return;
    // Held until the login page is showing, so the route guards leave the navigation to this hook.
    if (pathname === paths.login()) {
      dispatch(sessionEndHandled());
      return;
    }
    void dispatch(authApi.util.upsertQueryData('checkAuth', undefined, null));
    const state: LoginRedirectState = { from: returnTo };
    void navigate(paths.login(), { state });
  }, [dispatch, navigate, pathname, returnTo]);
}
