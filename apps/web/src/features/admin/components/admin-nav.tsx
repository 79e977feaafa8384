// The admin area's own navigation: Products, Orders, Promo codes and Enquiries, with the current section marked.
import { clsx } from 'clsx/lite';
import { adminPaths } from '@kaushal/shared/admin-routes';
import { Link, useLocation } from 'react-router';

const ORDERS_PATH = adminPaths.adminOrders();
const PROMO_CODES_PATH = adminPaths.adminPromoCodes();
const ENQUIRIES_PATH = adminPaths.adminEnquiries();

const linkBase =
  'inline-flex items-center border-b-2 px-1 py-3 text-sm font-semibold transition-colors';
const active = 'border-primary text-primary';
const inactive = 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900';

export function AdminNav() {
  const { pathname } = useLocation();
  // Every admin page but the orders table, the promo codes and the enquiries belongs to the products
  // section (detail and form too).
  const inOrders = pathname.startsWith(ORDERS_PATH);
  const inPromoCodes = pathname.startsWith(PROMO_CODES_PATH);
  const inEnquiries = pathname.startsWith(ENQUIRIES_PATH);
  const sections = [
    {
      to: adminPaths.adminProducts(),
      label: 'Products',
      current: !inOrders && !inPromoCodes && !inEnquiries,
    },
    { to: ORDERS_PATH, label: 'Orders', current: inOrders },
    { to: PROMO_CODES_PATH, label: 'Promo codes', current: inPromoCodes },
    { to: ENQUIRIES_PATH, label: 'Enquiries', current: inEnquiries },
  ];
  return (
    <div className="border-b border-slate-200 bg-slate-50">
      <nav
        aria-label="Admin"
        className="mx-auto flex max-w-7xl items-center gap-6 overflow-x-auto whitespace-nowrap px-4 sm:px-6 lg:px-8"
      >
        <span className="rounded bg-slate-900 px-2 py-0.5 text-xs font-bold uppercase tracking-wider text-white">
          Admin
        </span>
        <ul className="flex gap-6">
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
