// The storefront's root component: the store and the router, and the last line of defence against
// a blank page.
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { ErrorBoundary } from './errors/error-boundary';
import { AppRoutes } from './router';
import type { AppStore } from './store';

/** The app around a router: the browser's here, a fixed address's where the server renders a page. */
export function AppShell({
  store,
  router,
}: {
  store: AppStore;
  router: (routes: ReactNode) => ReactNode;
}) {
  return (
    <ErrorBoundary>
      <Provider store={store}>{router(<AppRoutes />)}</Provider>
    </ErrorBoundary>
  );
}

const inBrowser = (routes: ReactNode) => <BrowserRouter>{routes}</BrowserRouter>;

export function App({ store }: { store: AppStore }) {
  return <AppShell store={store} router={inBrowser} />;
}
