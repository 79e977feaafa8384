// The storefront rendered on the server: a public page's markup, with the answers of the API reads it
// was rendered with, for apps/api/src/plugins/web-app.ts. The browser hydrates it (main.tsx).
import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { ReactNode } from 'react';
import { AppShell } from './app/app';
import { openingReads } from './app/opening-reads';
import { createStore, type AppStore } from './app/store';
import { businessApi } from './features/business/business-api';
import { openingPage } from '@kaushal/shared/opening-page';
import { routeAt, routes } from '@kaushal/shared/routes';
import { catalogueApi } from './features/catalogue/catalogue-api';
import { catalogueFactsApi } from './features/catalogue/catalogue-facts-api';
import { courseApi } from './features/catalogue/course-api';
import { certificateApi } from './features/certificates/certificate-api';
import { landingProductsArgs } from './features/marketing/landing-layout';
import { api } from './lib/api';

export { brand } from './config/site';
export { standaloneFaqs, type FaqFacts } from './config/site-sections';
export { pageMeta, shareImage, type MetaPage, type PageMeta } from './config/page-meta';

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The API reads' answers, as JSON for main.tsx. */
  answers: string;
}

/** A course page's curriculum outline, read once the page's product read has given the workshop's id. */
async function curriculumRead(store: AppStore, location: URL): Promise<void> {
  const page = openingPage(location.pathname, location.searchParams);
  const state = store.getState();
  const product =
    page.kind === 'course'
      ? catalogueApi.endpoints.getProductBySlug.select(page.slug)(state).data
      : page.kind === 'product'
        ? catalogueApi.endpoints.getProduct.select(page.id)(state).data
        : undefined;
  if (product) await store.dispatch(courseApi.endpoints.getCurriculum.initiate(product.id));
}

/**
 * Renders the page at `url` (path and query) as the visitor `transport` speaks for, waiting for its
 * code chunks and its reads, so the markup is the one the browser's first render makes.
 */
export async function renderPage(
  url: string,
  transport: { baseUrl: string; fetchFn: typeof fetch },
): Promise<RenderedPage> {
  const store = createStore(undefined, undefined, fetchBaseQuery(transport));
  const location = new URL(url, 'http://page.invalid');
  const reads: Promise<unknown>[] = [
    openingReads(store, location).then(() => curriculumRead(store, location)),
    // The footer of every page names the business.
    store.dispatch(businessApi.endpoints.getBusiness.initiate()),
  ];
  // The landing page starts its products' read from its own chunk (landing.route.tsx).
  if (location.pathname === '/') {
    reads.push(store.dispatch(catalogueApi.endpoints.getProducts.initiate(landingProductsArgs)));
  }
  // The FAQ states the catalogue's figures.
  if (location.pathname === routes.faq.path) {
    reads.push(store.dispatch(catalogueFactsApi.endpoints.getCatalogueFacts.initiate()));
  }
  // So does the certificate page, whose facts search engines and people without JavaScript read.
  const opened = routeAt(location.pathname);
  if (opened.entry === routes.certificate && opened.values[0]) {
    const code = decodeURIComponent(opened.values[0]);
    reads.push(store.dispatch(certificateApi.endpoints.getCertificate.initiate(code)));
  }
  await Promise.all(reads);
  const failures: unknown[] = [];
  const router = (routes: ReactNode) => <StaticRouter location={url}>{routes}</StaticRouter>;
  const { prelude } = await prerenderToNodeStream(<AppShell store={store} router={router} />, {
    // Every part inline, in place: a part React moved to the end of the page would need an inline
    // script to move it back, which the CSP refuses.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      failures.push(error);
    },
  });
  // A part that failed would be rendered by the browser alone, visibly: the page is sent unrendered.
  if (failures.length > 0) throw failures[0];
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  // The browser's store starts from the reads' answers; its own settings and subscriptions start
  // afresh.
  const { queries, provided } = store.getState().api;
  const answers = JSON.stringify({ api: { queries, provided } });
  // The store is dropped here; its cache would otherwise stay until its expiry timers fire.
  store.dispatch(api.util.resetApiState());
  return { html, answers };
}
