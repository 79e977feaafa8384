// The router, built from the shop's route table (@kaushal/shared/routes): every page is its own lazily
// loaded chunk, and admin pages never reach shoppers. Route objects given to useRoutes keep React
// Router's data-loading machinery, and its JSX route reader, out of the first download.
import { routes, type RouteAccess, type RouteModule } from '@kaushal/shared/routes';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { AdminRoute, ProtectedRoute } from './guards/route-guards';
import { RootLayout } from './layout/root-layout';

// Vite splits a chunk only where it sees a literal import(), so each module is named here; the type
// fails if the table names a module this map lacks, or this map holds one the table does not name.
const pages = {
  landing: lazy(() => import('./routes/landing.route')),
  'view-all-products': lazy(() => import('./routes/view-all-products.route')),
  'product-list': lazy(() => import('./routes/product-list.route')),
  'product-detail': lazy(() => import('./routes/product-detail.route')),
  login: lazy(() => import('./routes/login.route')),
  signup: lazy(() => import('./routes/signup.route')),
  'forgot-password': lazy(() => import('./routes/forgot-password.route')),
  'reset-password': lazy(() => import('./routes/reset-password.route')),
  logout: lazy(() => import('./routes/logout.route')),
  about: lazy(() => import('./routes/about.route')),
  mentors: lazy(() => import('./routes/mentors.route')),
  contact: lazy(() => import('./routes/contact.route')),
  faq: lazy(() => import('./routes/faq.route')),
  campus: lazy(() => import('./routes/campus.route')),
  'not-found': lazy(() => import('./routes/not-found.route')),
  cart: lazy(() => import('./routes/cart.route')),
  checkout: lazy(() => import('./routes/checkout.route')),
  'my-orders': lazy(() => import('./routes/my-orders.route')),
  profile: lazy(() => import('./routes/profile.route')),
  'order-success': lazy(() => import('./routes/order-success.route')),
  'admin-products': lazy(() => import('./routes/admin-products.route')),
  'admin-product-detail': lazy(() => import('./routes/admin-product-detail.route')),
  'admin-product-form': lazy(() => import('./routes/admin-product-form.route')),
  'admin-orders': lazy(() => import('./routes/admin-orders.route')),
} satisfies Record<RouteModule, LazyExoticComponent<ComponentType>>;

const AdminLayout = lazy(() => import('./routes/admin-layout.route'));

/** The route of every page that `access` admits. */
function pagesFor(access: RouteAccess): RouteObject[] {
  return Object.values(routes)
    .filter((entry) => entry.access === access)
    .map(({ path, module }) => {
      const Page = pages[module];
      return { path, element: <Page /> };
    });
}

const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...pagesFor('public'),
      { element: <ProtectedRoute />, children: pagesFor('signed-in') },
      {
        element: <AdminRoute />,
        children: [{ element: <AdminLayout />, children: pagesFor('admin') }],
      },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(appRoutes);
}
