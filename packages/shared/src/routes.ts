// The shop's pages in one table, read by the web app (its router and every link) and by the server
// (the code and data it preloads for the page a visitor arrives on). Data and two small functions:
// it is in every page's first download, so it stays small and imports nothing.

/** Who may open a page: anyone, a signed-in visitor, or an admin (inside the admin console). */
export type RouteAccess = 'public' | 'signed-in' | 'admin';

/**
 * The catalogue read a page makes as it opens: the landing page's few, a list page, one product by
 * its id, or one workshop by its slug.
 */
export type OpeningRead = 'landing' | 'list' | 'product' | 'course';

export interface RouteEntry {
  /** React Router's pattern: `:name` is one path segment, `*` any address no other route takes. */
  readonly path: string;
  /** Its route module, apps/web/src/app/routes/<module>.route.tsx. */
  readonly module: string;
  readonly access: RouteAccess;
  /** Visitors arrive here from outside the app, so the server names the module's code in the HTML. */
  readonly arrival?: true;
  /** The catalogue read the page opens with, started with the app and preloaded by the server. */
  readonly read?: OpeningRead;
}

export const routes = {
  landing: { path: '/', module: 'landing', access: 'public', arrival: true, read: 'landing' },
  home: { path: '/home', module: 'landing', access: 'signed-in', arrival: true },
  viewAllProducts: {
    path: '/view-all-products',
    module: 'view-all-products',
    access: 'public',
    arrival: true,
    read: 'list',
  },
  login: { path: '/login', module: 'login', access: 'public', arrival: true },
  signup: { path: '/signup', module: 'signup', access: 'public', arrival: true },
  forgotPassword: { path: '/forgot-password', module: 'forgot-password', access: 'public' },
  resetPassword: { path: '/reset-password', module: 'reset-password', access: 'public' },
  signInLink: { path: '/sign-in-link', module: 'login', access: 'public' },
  logout: { path: '/logout', module: 'logout', access: 'public' },
  about: { path: '/about', module: 'about', access: 'public' },
  mentors: { path: '/mentors', module: 'mentors', access: 'public' },
  contact: { path: '/contact', module: 'contact', access: 'public' },
  faq: { path: '/faqSection', module: 'faq', access: 'public' },
  campus: { path: '/campus', module: 'campus', access: 'public' },
  terms: { path: '/terms', module: 'legal', access: 'public' },
  privacy: { path: '/privacy', module: 'legal', access: 'public' },
  refundPolicy: { path: '/refund-policy', module: 'legal', access: 'public' },
  productList: {
    path: '/productList',
    module: 'product-list',
    access: 'signed-in',
    arrival: true,
    read: 'list',
  },
  productDetail: {
    path: '/product-detail/:id',
    module: 'course',
    access: 'signed-in',
    arrival: true,
    read: 'product',
  },
  workshop: {
    path: '/workshops/:slug',
    module: 'course',
    access: 'public',
    arrival: true,
    read: 'course',
  },
  seatAlertUnsubscribe: {
    path: '/seat-alerts/unsubscribe',
    module: 'seat-alert-unsubscribe',
    access: 'public',
  },
  seatClaim: { path: '/seats/claim', module: 'seat-claim', access: 'public' },
  // Where anyone types a certificate's code to check it.
  certificateCheck: { path: '/certificates', module: 'certificate', access: 'public' },
  certificate: {
    path: '/certificates/:code',
    module: 'certificate',
    access: 'public',
    arrival: true,
  },
  cart: { path: '/cart', module: 'cart', access: 'signed-in' },
  checkout: { path: '/checkout', module: 'checkout', access: 'signed-in' },
  myOrders: { path: '/my-orders', module: 'my-orders', access: 'signed-in' },
  myLearning: { path: '/my-learning', module: 'my-learning', access: 'signed-in' },
  // An enrolment's lessons: its curriculum, and the lesson `?lesson=` names open. My Learning's module
  // opens it, and one entry serves every lesson: the first download's budget is spent.
  classroom: { path: '/my-learning/:id', module: 'my-learning', access: 'signed-in' },
  profile: { path: '/profile', module: 'profile', access: 'signed-in' },
  orderSuccess: { path: '/order-success/:id', module: 'order-success', access: 'signed-in' },
  // Every admin address opens the admin console, which routes among its pages from its own table
  // (admin-routes.ts), so their addresses stay out of a shopper's download.
  adminConsole: { path: '/admin/*', module: 'admin-layout', access: 'admin' },
  notFound: { path: '*', module: 'not-found', access: 'public' },
} as const satisfies Record<string, RouteEntry>;

export type RouteName = keyof typeof routes;
export type RouteModule = (typeof routes)[RouteName]['module'];

/** The admin console's first page. */
export const ADMIN_HOME = '/admin';

/** One string per `:name` segment of a route's path. */
type PathValues<P extends string> = P extends `${string}:${string}/${infer Rest}`
  ? [string, ...PathValues<Rest>]
  : P extends `${string}:${string}`
    ? [string]
    : [];

/** A builder per route of `Table` whose path is an address (not a catch-all). */
export type PathBuilders<Table extends Record<string, RouteEntry>> = {
  [Name in keyof Table as Table[Name]['path'] extends `${string}*` ? never : Name]: (
    ...values: PathValues<Table[Name]['path']>
  ) => string;
};

const SEGMENT = /:\w+/g;

/** Each address of `table`, its segments filled in and encoded: `paths.productDetail(id)`. */
export const pathBuildersOf = <Table extends Record<string, RouteEntry>>(table: Table) =>
  Object.fromEntries(
    Object.entries(table).map(([name, { path }]) => [
      name,
      (...values: string[]) => {
        let next = 0;
        return path.replace(SEGMENT, () => encodeURIComponent(values[next++]!));
      },
    ]),
  ) as unknown as PathBuilders<Table>;

/** Each page's address, its segments filled in and encoded: `paths.productDetail(id)`. */
export const paths = pathBuildersOf(routes);

/** Each entry of `entries` with the pattern its exact address matches; a path ending in `/*` (the
 * admin console's) takes its own address and any below it. */
const patternsOf = (entries: readonly RouteEntry[]) =>
  entries
    .filter(({ path }) => path !== '*')
    .map(
      (entry) =>
        [
          entry,
          new RegExp(`^${entry.path.replace(SEGMENT, '([^/]+)').replace(/\/\*$/, '(?:/.*)?')}$`),
        ] as const,
    );

const patterns = patternsOf(Object.values(routes));

/**
 * The route that opens at `path` (exactly: no trailing slash, case as written) and the raw, still
 * encoded values of its segments; the catch-all when no page does.
 */
export function routeAt(path: string): { entry: RouteEntry; values: string[] } {
  for (const [entry, pattern] of patterns) {
    const values = pattern.exec(path)?.slice(1);
    if (values) return { entry, values };
  }
  return { entry: routes.notFound, values: [] };
}

/**
 * Whether one of `entries` opens at a path, matched as the router matches: in any case, with or
 * without a trailing slash.
 */
export function looseMatcher(entries: readonly RouteEntry[]): (path: string) => boolean {
  const loose = patternsOf(entries).map(
    ([, pattern]) => new RegExp(pattern.source.replace(/\$$/, '/?$'), 'i'),
  );
  return (path) => loose.some((pattern) => pattern.test(path));
}

// Made on first use: a top-level expression would stay in the web app's first download, which never
// asks (only the server does).
let matchesPage: ((path: string) => boolean) | undefined;

/**
 * Whether the app shows a page of its own at `path` rather than the not-found page, matched as the
 * router matches: in any case, with or without a trailing slash. Any address below /admin is the
 * admin console's (`hasShopPage` in admin-routes.ts knows its pages).
 */
export function hasPage(path: string): boolean {
  matchesPage ??= looseMatcher(Object.values(routes));
  return matchesPage(path);
}
