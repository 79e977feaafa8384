// The page shell around every route: skip link, navigation, the page, footer and toasts.
import { Suspense, useCallback, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { Toaster } from '../../components/ui/toaster';
import { useAuth } from '../../features/auth/auth-api';
import { useOwnUser } from '../../features/user/user-api';
import { lazyChunk } from '../../lib/lazy-chunk';
import { dismissToast } from '../../lib/toast-slice';
import { ErrorBoundary } from '../errors/error-boundary';
import { useAppDispatch, useAppSelector } from '../hooks';
import { Navbar } from './navbar';
import { usePageStart } from './use-page-start';
import { useLoginAfterSessionEnd } from './use-login-after-session-end';

// The footer is its own chunk, in the page from the start so keyboard users can Tab to it. The page
// area is at least a screen tall, so the footer starts below the fold of every page: a page whose
// content arrives late (a list, a product) never pushes a visible footer down.
const Footer = lazyChunk(() => import('./footer'));
const footerPlaceholder = <div className="h-96 bg-slate-900" />;

export function RootLayout() {
  const dispatch = useAppDispatch();
  const toasts = useAppSelector((state) => state.toasts);
  const onDismiss = useCallback((id: string) => dispatch(dismissToast(id)), [dispatch]);
  // The auth check runs at start; once it finds a session the user's record loads (the navbar
  // loads the cart).
  const { user } = useAuth();
  useOwnUser(user?.id);
  useLoginAfterSessionEnd();
  const main = useRef<HTMLElement>(null);
  usePageStart(main);
  const { pathname } = useLocation();

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-primary focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <Navbar />
      <main
        ref={main}
        id="main"
        tabIndex={-1}
        // Room for the footer's sign-up banner, which rises half its height over the page: on a phone
        // it stacks and is twice as tall.
        className="min-h-screen flex-1 pb-40 focus:outline-none sm:pb-24"
      >
        <Suspense fallback={<Spinner />}>
          {/* A failed page leaves the navigation and footer in place; the next page starts afresh. */}
          <ErrorBoundary key={pathname}>
            <Outlet />
          </ErrorBoundary>
        </Suspense>
      </main>
      <Suspense fallback={footerPlaceholder}>
        <Footer />
      </Suspense>
      <Toaster toasts={toasts} onDismiss={onDismiss} />
    </div>
  );
}
