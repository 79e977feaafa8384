// The API reads a page makes as it opens, started with the app rather than by its components, and
// their answers handed to the page together: it re-renders once with all of them instead of once per
// answer, and on a phone each of those re-renders was a long task. The server names the same reads in
// the page as fetch preloads (apps/api/src/plugins/data-preloads.ts), so they arrive with the code.
import { openingPage } from '@kaushal/shared/opening-page';
import { paths } from '@kaushal/shared/routes';
import { authApi } from '../features/auth/auth-api';
import { cartApi } from '../features/cart/cart-api';
import { catalogueApi, listOptions } from '../features/catalogue/catalogue-api';
import { userApi } from '../features/user/user-api';
import type { AppStore } from './store';

/** The address a page opens at: the browser's location, or the one the server renders. */
export type PageAddress = Pick<Location, 'pathname' | 'search'>;

// Started without a subscription of their own: the components that show the data subscribe to it.
const unsubscribed = { subscribe: false } as const;

/** The catalogue read of a list, product or course page, with the arguments its component passes. */
function pageRead(store: AppStore, { pathname, search }: PageAddress) {
  const page = openingPage(pathname, new URLSearchParams(search));
  if (page.kind === 'list') {
    const products = store.dispatch(
      catalogueApi.endpoints.getProducts.initiate({ page: page.page }, unsubscribed),
    );
    // The full list shows its filters' choices from the start (the server renders them).
    if (pathname !== paths.viewAllProducts()) return products;
    return Promise.all([
      products,
      ...listOptions.map((list) =>
        store.dispatch(catalogueApi.endpoints.getListOptions.initiate(list, unsubscribed)),
      ),
    ]);
  }
  if (page.kind === 'product') {
    return store.dispatch(catalogueApi.endpoints.getProduct.initiate(page.id, unsubscribed));
  }
  if (page.kind === 'course') {
    return store.dispatch(
      catalogueApi.endpoints.getProductBySlug.initiate(page.slug, unsubscribed),
    );
  }
  // The landing page's read starts with its own chunk; a malformed product address has none.
  return undefined;
}

/** Starts the opening page's reads; resolves once they have all answered (or failed). */
export async function openingReads(store: AppStore, location: PageAddress): Promise<void> {
  const page = pageRead(store, location);
  const session = store.dispatch(authApi.endpoints.checkAuth.initiate(undefined, unsubscribed));
  const user = (await session).data;
  // The page shell reads a signed-in visitor's account and cart (root-layout.tsx, navbar.tsx).
  const account = user
    ? [
        store.dispatch(userApi.endpoints.getOwnUser.initiate(user.id, unsubscribed)),
        store.dispatch(cartApi.endpoints.getCart.initiate(user.id, unsubscribed)),
      ]
    : [];
  await Promise.all([page, ...account]);
}

/** How long answers wait for the other opening reads before the page shows what has arrived. */
const HOLD_LIMIT_MS = 800;
/** RTK's own fallback for an animation frame that does not come (a tab in the background). */
const FRAME_FALLBACK_MS = 100;

/**
 * A store notification schedule (createStore's `queueNotification`) that tells components of RTK
 * Query's answers only once `release` has been called, or HOLD_LIMIT_MS after this call, and from
 * then on in the next animation frame as RTK does by default.
 */
export function holdAnswers(): {
  queueNotification: (notify: () => void) => void;
  release: () => void;
} {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  setTimeout(release, HOLD_LIMIT_MS);
  const queueNotification = (notify: () => void) =>
    void released.then(() => {
      let notified = false;
      const once = () => {
        if (notified) return;
        notified = true;
        notify();
      };
      requestAnimationFrame(once);
      setTimeout(once, FRAME_FALLBACK_MS);
    });
  return { queueNotification, release };
}
