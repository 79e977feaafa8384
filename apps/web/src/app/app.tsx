// The storefront's root component: the store and the router, and the last line of defence against
// a blank page.
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { ErrorBoundary } from './errors/error-boundary';
import { AppRoutes } from './router';
import type { AppStore } from './store';

export function App({ store }: { store: AppStore }) {
  return (
    <ErrorBoundary>
      <Provider store={store}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Provider>
    </ErrorBoundary>
  );
}
