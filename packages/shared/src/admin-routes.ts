// The admin console's pages, read only by the console's own chunk (apps/web/src/app/routes/
// admin-layout.route.tsx) and the server: the shop's route table sends every /admin address to the
// console, so these addresses and modules never reach a shopper's download.
import { hasPage, looseMatcher, pathBuildersOf, type RouteEntry } from './routes';

export const adminRoutes = {
  // Admins land on the dashboard: signing in, and opening /admin.
  adminHome: { path: '/admin', module: 'admin-dashboard', access: 'admin' },
  adminDashboard: { path: '/admin/dashboard', module: 'admin-dashboard', access: 'admin' },
  adminProducts: { path: '/admin/products', module: 'admin-products', access: 'admin' },
  adminProductDetail: {
    path: '/admin/product-detail/:id',
    module: 'admin-product-detail',
    access: 'admin',
  },
  adminNewProduct: { path: '/admin/product-form', module: 'admin-product-form', access: 'admin' },
  adminEditProduct: {
    path: '/admin/product-form/edit/:id',
    module: 'admin-product-form',
    access: 'admin',
  },
  adminOrders: { path: '/admin/orders', module: 'admin-orders', access: 'admin' },
  adminPromoCodes: { path: '/admin/promo-codes', module: 'admin-promo-codes', access: 'admin' },
  adminCustomers: { path: '/admin/customers', module: 'admin-customers', access: 'admin' },
  adminCustomer: { path: '/admin/customers/:id', module: 'admin-customer', access: 'admin' },
  adminAudit: { path: '/admin/audit', module: 'admin-audit', access: 'admin' },
  adminEnquiries: { path: '/admin/enquiries', module: 'admin-enquiries', access: 'admin' },
  adminEnquiry: { path: '/admin/enquiries/:id', module: 'admin-enquiries', access: 'admin' },
  // The batch's workshop is the `product` query parameter: `?product=<id>`.
  adminRoster: {
    path: '/admin/batches/:id/roster',
    module: 'admin-roster',
    access: 'admin',
  },
  adminCurriculum: {
    path: '/admin/products/:id/curriculum',
    module: 'admin-curriculum',
    access: 'admin',
  },
} as const satisfies Record<string, RouteEntry>;

/** The admin pages' modules: the admin console's chunk loads them. */
export type AdminModule = (typeof adminRoutes)[keyof typeof adminRoutes]['module'];

/** Each admin page's address, its segments filled in and encoded: `adminPaths.adminEditProduct(id)`. */
export const adminPaths = pathBuildersOf(adminRoutes);

let matchesAdminPage: ((path: string) => boolean) | undefined;
/** The admin console's addresses, in any case as the router matches them. */
const UNDER_CONSOLE = /^\/admin(?:\/|$)/i;

/**
 * Whether the shop shows a page of its own at `path`, the admin console's pages included (for the
 * server, which reads both tables), matched as the routers match.
 */
export function hasShopPage(path: string): boolean {
  if (!UNDER_CONSOLE.test(path)) return hasPage(path);
  matchesAdminPage ??= looseMatcher(Object.values(adminRoutes));
  return matchesAdminPage(path);
}
