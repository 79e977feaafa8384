// The admin area's own navigation: Dashboard, Products, Orders and Promo codes, with the current
// section marked.
import { clsx } from 'clsx/lite';
import { paths } from '@kaushal/shared/routes';
import { Link, useLocation } from 'react-router';

const DASHBOARD_PATH = paths.adminDashboard();
const ORDERS_PATH = paths.adminOrders();
const PROMO_CODES_PATH = paths.adminPromoCodes();

const linkBase =
  'inline-flex items-center border-b-2 px-1 py-3 text-sm font-semibold transition-colors';
const active = 'border-primary text-primary';
const inactive = 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900';

export function AdminNav() {
  const { pathname } = useLocation();
  // Every admin page but the dashboard, the orders table and the promo codes belongs to the products
  // section (detail and form too).
  const inDashboard = pathname === paths.adminHome() || pathname.startsWith(DASHBOARD_PATH);
  const inOrders = pathname.startsWith(ORDERS_PATH);
  const inPromoCodes = pathname.startsWith(PROMO_CODES_PATH);
  const sections = [
    { to: DASHBOARD_PATH, label: 'Dashboard', current: inDashboard },
    {
      to: paths.adminProducts(),
      label: 'Products',
      current: !inDashboard && !inOrders && !inPromoCodes,
    },
    { to: ORDERS_PATH, label: 'Orders', current: inOrders },
    { to: PROMO_CODES_PATH, label: 'Promo codes', current: inPromoCodes },
  ];
  return (
    <div className="border-b border-slate-200 bg-slate-50">
      <nav
        aria-label="Admin"
        className="mx-auto flex max-w-7xl items-center gap-4 overflow-x-auto px-4 sm:gap-6 sm:px-6 lg:px-8"
      >
        <span className="rounded bg-slate-900 px-2 py-0.5 text-xs font-bold uppercase tracking-wider text-white">
          Admin
        </span>
        <ul className="flex gap-4 whitespace-nowrap sm:gap-6">
          {sections.map((section) => (
            <li key={section.to}>
              <Link
                to={section.to}
                aria-current={section.current ? 'page' : undefined}
                className={clsx(linkBase, section.current ? active : inactive)}
              >
                {section.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
