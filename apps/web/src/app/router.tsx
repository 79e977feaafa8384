// The router, built from the shop's route table (@kaushal/shared/routes): every page is its own lazily
// loaded chunk that recovers from a failed download. Admin pages are routed inside the admin console's
// chunk (routes/admin-layout.route.tsx, from @kaushal/shared/admin-routes), so neither their code nor
// their addresses reach shoppers. Route
// objects given to useRoutes keep React Router's data-loading machinery, and its JSX route reader,
// out of the first download.
import { routes, type RouteAccess, type RouteModule } from '@kaushal/shared/routes';
import type { ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { lazyChunk } from '../lib/lazy-chunk';
import { AdminRoute, ProtectedRoute } from './guards/route-guards';
import { RootLayout } from './layout/root-layout';

// Vite splits a chunk only where it sees a literal import(), so each module is named here; the type
// fails if the table names a module this map lacks, or this map holds one the table does not name.
const pages = {
  landing: lazyChunk(() => import('./routes/landing.route')),
  'view-all-products': lazyChunk(() => import('./routes/view-all-products.route')),
  'product-list': lazyChunk(() => import('./routes/product-list.route')),
  course: lazyChunk(() => import('./routes/course.route')),
  'seat-alert-unsubscribe': lazyChunk(() => import('./routes/seat-alert-unsubscribe.route')),
  'seat-claim': lazyChunk(() => import('./routes/seat-claim.route')),
  certificate: lazyChunk(() => import('./routes/certificate.route')),
  login: lazyChunk(() => import('./routes/login.route')),
  signup: lazyChunk(() => import('./routes/signup.route')),
  'forgot-password': lazyChunk(() => import('./routes/forgot-password.route')),
  'reset-password': lazyChunk(() => import('./routes/reset-password.route')),
  logout: lazyChunk(() => import('./routes/logout.route')),
  about: lazyChunk(() => import('./routes/about.route')),
  mentors: lazyChunk(() => import('./routes/mentors.route')),
  contact: lazyChunk(() => import('./routes/contact.route')),
  faq: lazyChunk(() => import('./routes/faq.route')),
  campus: lazyChunk(() => import('./routes/campus.route')),
  legal: lazyChunk(() => import('./routes/legal.route')),
  'not-found': lazyChunk(() => import('./routes/not-found.route')),
  cart: lazyChunk(() => import('./routes/cart.route')),
  checkout: lazyChunk(() => import('./routes/checkout.route')),
  'my-orders': lazyChunk(() => import('./routes/my-orders.route')),
  'my-learning': lazyChunk(() => import('./routes/my-learning.route')),
  profile: lazyChunk(() => import('./routes/profile.route')),
  'order-success': lazyChunk(() => import('./routes/order-success.route')),
  // Every admin address: the console routes among its own pages.
  'admin-layout': lazyChunk(() => import('./routes/admin-layout.route')),
} satisfies Record<RouteModule, ComponentType>;

/** The route of every page that `access` admits. */
function pagesFor(access: RouteAccess): RouteObject[] {
  return Object.values(routes).flatMap((entry): RouteObject[] => {
    if (entry.access !== access) return [];
    const Page = pages[entry.module];
    return [{ path: entry.path, element: <Page /> }];
  });
}

const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...pagesFor('public'),
      { element: <ProtectedRoute />, children: pagesFor('signed-in') },
      { element: <AdminRoute />, children: pagesFor('admin') },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(appRoutes);
}
