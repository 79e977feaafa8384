// The guards steer visitors by who is signed in: to /login before signing in, home after signing out.
import type { User } from '@kaushal/shared/account';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Route, Routes, useLocation } from 'react-router';
import { authApi } from '../../features/auth/auth-api';
import { createStore } from '../store';
import { renderWithProviders } from '../test-providers';
import { AdminRoute, ProtectedRoute } from './route-guards';

afterEach(cleanup);

const learner: User = {
  id: 'u1',
  email: 'learner@example.com',
  name: 'Learner',
  phone: null,
  role: 'user',
  addresses: [],
};

function Where() {
  const { pathname, state } = useLocation();
  const from = (state as { from?: string } | null)?.from;
  return (
    <>
      <p>at {pathname}</p>
      {from && <p>from {from}</p>}
    </>
  );
}

/** Renders the guarded routes at `route` with the session check already answered. */
function renderGuarded(route: string, signedIn: User | null) {
  const store = createStore();
  void store.dispatch(authApi.util.upsertQueryData('checkAuth', undefined, signedIn));
  return renderWithProviders(
    <Routes>
      <Route element={<ProtectedRoute />}>
        <Route path="/profile" element={<p>profile page</p>} />
      </Route>
      <Route element={<AdminRoute />}>
        <Route path="/admin" element={<p>admin page</p>} />
      </Route>
      <Route path="*" element={<Where />} />
    </Routes>,
    { route, store },
  );
}

function signOut(store: ReturnType<typeof renderGuarded>['store']) {
  act(() => {
    void store.dispatch(authApi.util.upsertQueryData('checkAuth', undefined, null));
  });
}

describe('route guards', () => {
  it('send a visitor who never signed in to /login', async () => {
    renderGuarded('/profile', null);
    expect(await screen.findByText('at /login')).toBeTruthy();
  });

  it('tell /login where the visitor was sent from, so it can send them back', async () => {
    renderGuarded('/profile?tab=addresses', null);
    expect(await screen.findByText('at /login')).toBeTruthy();
    expect(screen.getByText('from /profile?tab=addresses')).toBeTruthy();
  });

  it('send a shopper who signs out on a protected page home, not to /login', async () => {
    const { store } = renderGuarded('/profile', learner);
    expect(await screen.findByText('profile page')).toBeTruthy();
    signOut(store);
    expect(await screen.findByText('at /')).toBeTruthy();
  });

  it('send an admin who signs out in the console home', async () => {
    const { store } = renderGuarded('/admin', { ...learner, role: 'admin' });
    expect(await screen.findByText('admin page')).toBeTruthy();
    signOut(store);
    expect(await screen.findByText('at /')).toBeTruthy();
  });

  it('send a signed-in customer away from the console', async () => {
    renderGuarded('/admin', learner);
    expect(await screen.findByText('at /')).toBeTruthy();
  });
});
