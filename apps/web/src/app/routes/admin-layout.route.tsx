// The admin console: the admin navigation above the page, and the admin pages themselves, named only
// in this chunk so that neither their code nor their addresses reach a shopper's download. The main
// router sends every admin address here, naming the page's module from the route table.
import type { AdminModule } from '@kaushal/shared/routes';
import { Suspense, type ComponentType } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { AdminNav } from '../../features/admin/components/admin-nav';
import { lazyChunk } from '../../lib/lazy-chunk';

const adminPages = {
  'admin-products': lazyChunk(() => import('./admin-products.route')),
  'admin-product-detail': lazyChunk(() => import('./admin-product-detail.route')),
  'admin-product-form': lazyChunk(() => import('./admin-product-form.route')),
  'admin-orders': lazyChunk(() => import('./admin-orders.route')),
  'admin-roster': lazyChunk(() => import('./admin-roster.route')),
  'admin-promo-codes': lazyChunk(() => import('./admin-promo-codes.route')),
  'admin-customers': lazyChunk(() => import('./admin-customers.route')),
  'admin-customer': lazyChunk(() => import('./admin-customer.route')),
  'admin-audit': lazyChunk(() => import('./admin-audit.route')),
} satisfies Record<AdminModule, ComponentType>;

export default function AdminConsoleRoute({ page }: { page: AdminModule }) {
  const Page = adminPages[page];
  return (
    <>
      <AdminNav />
      <Suspense fallback={<Spinner />}>
        <Page />
      </Suspense>
    </>
  );
}
