// Component-test harness: a fresh store and an in-memory router around the component under test.
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { createStore } from './store';

export function renderWithProviders(
  ui: ReactNode,
  {
    route = '/',
    store = createStore(),
  }: { route?: string; store?: ReturnType<typeof createStore> } = {},
) {
  return {
    store,
    ...render(
      <Provider store={store}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </Provider>,
    ),
  };
}
