// The admin console: the admin navigation above the page, and the admin pages themselves, named only
// in this chunk so that neither their code nor their addresses reach a shopper's download. The main
// router sends every /admin address here; the console routes it by its own table.
import { adminRoutes, type AdminModule } from '@kaushal/shared/admin-routes';
import { Suspense, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { lazyChunk } from '../../lib/lazy-chunk';
import { AdminNav } from '../layout/admin-nav';

const adminPages = {
  'admin-dashboard': lazyChunk(() => import('./admin-dashboard.route')),
  'admin-products': lazyChunk(() => import('./admin-products.route')),
  'admin-product-detail': lazyChunk(() => import('./admin-product-detail.route')),
  'admin-product-form': lazyChunk(() => import('./admin-product-form.route')),
  'admin-orders': lazyChunk(() => import('./admin-orders.route')),
  'admin-roster': lazyChunk(() => import('./admin-roster.route')),
  'admin-curriculum': lazyChunk(() => import('./admin-curriculum.route')),
  'admin-promo-codes': lazyChunk(() => import('./admin-promo-codes.route')),
  'admin-enquiries': lazyChunk(() => import('./admin-enquiries.route')),
  'admin-customers': lazyChunk(() => import('./admin-customers.route')),
  'admin-customer': lazyChunk(() => import('./admin-customer.route')),
  'admin-audit': lazyChunk(() => import('./admin-audit.route')),
} satisfies Record<AdminModule, ComponentType>;

const NotFound = lazyChunk(() => import('./not-found.route'));

// Below the console's own address (/admin/*), each page's path is relative to it.
const consoleRoutes: RouteObject[] = [
  ...Object.values(adminRoutes).map(({ path, module }): RouteObject => {
    const Page = adminPages[module];
    const below = path.replace(/^\/admin\/?/, '');
    return below === '' ? { index: true, element: <Page /> } : { path: below, element: <Page /> };
  }),
  { path: '*', element: <NotFound /> },
];

export default function AdminConsoleRoute() {
  return (
    <>
      <AdminNav />
      <Suspense fallback={<Spinner />}>{useRoutes(consoleRoutes)}</Suspense>
    </>
  );
}
