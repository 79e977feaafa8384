// The Redux store: RTK Query's cache for server state, and the toasts and a session's end for client
// state.
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { api, type ApiTransport } from '../lib/api';
import { sessionEndReducer } from '../lib/session-end-slice';
import { toastReducer } from '../lib/toast-slice';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  toasts: toastReducer,
  sessionEnd: sessionEndReducer,
});

/**
 * `queueNotification` decides when components hear of RTK Query's answers, which RTK batches; by
 * default they hear in the next animation frame. `transport` is given where the server renders.
 */
export function createStore(
  preloadedState?: Partial<RootState>,
  queueNotification?: (notify: () => void) => void,
  transport?: ApiTransport,
) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: transport } }).concat(api.middleware),
    enhancers: (getDefault) =>
      getDefault(queueNotification && { autoBatch: { type: 'callback', queueNotification } }),
  });
}

export type RootState = ReturnType<typeof rootReducer>;
export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
