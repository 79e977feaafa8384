// The admin area's own navigation: Products, Orders, Promo codes, Customers and Audit trail, with the
// current section marked.
import { clsx } from 'clsx/lite';
import { paths } from '@kaushal/shared/routes';
import { Link, useLocation } from 'react-router';

const ORDERS_PATH = paths.adminOrders();
const PROMO_CODES_PATH = paths.adminPromoCodes();
const CUSTOMERS_PATH = paths.adminCustomers();
const AUDIT_PATH = paths.adminAudit();

const linkBase =
  'inline-flex items-center border-b-2 px-1 py-3 text-sm font-semibold transition-colors';
const active = 'border-primary text-primary';
const inactive = 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900';

export function AdminNav() {
  const { pathname } = useLocation();
  // Every admin page outside the other sections belongs to the products section (detail and form too).
  const others = [
    { to: ORDERS_PATH, label: 'Orders' },
    { to: PROMO_CODES_PATH, label: 'Promo codes' },
    { to: CUSTOMERS_PATH, label: 'Customers' },
    { to: AUDIT_PATH, label: 'Audit trail' },
  ].map((section) => ({ ...section, current: pathname.startsWith(section.to) }));
  const sections = [
    {
      to: paths.adminProducts(),
      label: 'Products',
      current: !others.some((section) => section.current),
    },
    ...others,
  ];
  return (
    <div className="border-b border-slate-200 bg-slate-50">
      <nav
        aria-label="Admin"
        className="mx-auto flex max-w-7xl items-center gap-6 px-4 sm:px-6 lg:px-8"
      >
        <span className="rounded bg-slate-900 px-2 py-0.5 text-xs font-bold uppercase tracking-wider text-white">
          Admin
        </span>
        <ul className="flex min-w-0 gap-x-6 overflow-x-auto whitespace-nowrap">
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
