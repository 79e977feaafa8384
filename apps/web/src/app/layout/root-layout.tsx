// The page shell around every route: skip link, navigation, the page, footer and toasts.
import { lazy, Suspense, useCallback } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { Toaster } from '../../components/ui/toaster';
import { useAuth } from '../../features/auth/auth-api';
import { useOwnUser } from '../../features/user/user-api';
import { dismissToast } from '../../lib/toast-slice';
import { useAppDispatch, useAppSelector } from '../hooks';
import { Deferred } from './deferred';
import { Navbar } from './navbar';
import { ScrollToTop } from './scroll-to-top';

// The page area is at least a screen tall, so the footer starts below the fold of every page and
// loads only once the visitor scrolls to it: a page whose content arrives late (a list, a product)
// then never pushes a visible footer down, which was most of the pages' layout shift.
const Footer = lazy(() => import('./footer'));
const footerPlaceholder = <div className="h-96 bg-slate-900" />;

export function RootLayout() {
  const dispatch = useAppDispatch();
  const toasts = useAppSelector((state) => state.toasts);
  const onDismiss = useCallback((id: string) => dispatch(dismissToast(id)), [dispatch]);
  // The auth check runs at start; once it finds a session the user's record loads (the navbar
  // loads the cart).
  const { user } = useAuth();
  useOwnUser(user?.id);

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-primary focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <Navbar />
      <main id="main" tabIndex={-1} className="min-h-screen flex-1 pb-24 focus:outline-none">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Deferred placeholder={footerPlaceholder} margin="0px">
        <Footer />
      </Deferred>
      <Toaster toasts={toasts} onDismiss={onDismiss} />
      <ScrollToTop />
    </div>
  );
}
