// The admin area's own navigation, one link per section with the current one marked. On a narrow
// screen the links wrap onto a second row, so every section shows without scrolling.
import { clsx } from 'clsx/lite';
import { adminPaths } from '@kaushal/shared/admin-routes';
import { Link, useLocation } from 'react-router';

interface Section {
  to: string;
  label: string;
  /** Whether the page at `pathname` belongs to this section. */
  holds: (pathname: string) => boolean;
}

const under = (path: string) => (pathname: string) => pathname.startsWith(path);

// Every admin page no other section holds belongs to the products section (detail, form, roster).
const sections: Section[] = [
  {
    to: adminPaths.adminDashboard(),
    label: 'Dashboard',
    holds: (pathname) =>
      pathname === adminPaths.adminHome() || pathname.startsWith(adminPaths.adminDashboard()),
  },
  { to: adminPaths.adminProducts(), label: 'Products', holds: () => false },
  { to: adminPaths.adminOrders(), label: 'Orders', holds: under(adminPaths.adminOrders()) },
  {
    to: adminPaths.adminPromoCodes(),
    label: 'Promo codes',
    holds: under(adminPaths.adminPromoCodes()),
  },
  {
    to: adminPaths.adminCustomers(),
    label: 'Customers',
    holds: under(adminPaths.adminCustomers()),
  },
  {
    to: adminPaths.adminEnquiries(),
    label: 'Enquiries',
    holds: under(adminPaths.adminEnquiries()),
  },
  { to: adminPaths.adminAudit(), label: 'Audit trail', holds: under(adminPaths.adminAudit()) },
];
const PRODUCTS = sections[1]!;

const linkBase =
  'inline-flex items-center border-b-2 px-1 py-2 text-sm font-semibold transition-colors sm:py-3';
const active = 'border-primary text-primary';
const inactive = 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900';

export function AdminNav() {
  const { pathname } = useLocation();
  const current = sections.find((section) => section.holds(pathname)) ?? PRODUCTS;
  return (
    <div className="border-b border-slate-200 bg-slate-50">
      <nav
        aria-label="Admin"
        className="mx-auto flex max-w-7xl flex-col items-start px-4 pt-2 sm:flex-row sm:items-center sm:gap-x-6 sm:px-6 sm:pt-0 lg:px-8"
      >
        <span className="rounded bg-slate-900 px-2 py-0.5 text-xs font-bold uppercase tracking-wider text-white">
          Admin
        </span>
        <ul className="flex flex-wrap gap-x-4 whitespace-nowrap sm:gap-x-6">
          {sections.map((section) => (
            <li key={section.to}>
              <Link
                to={section.to}
                aria-current={section === current ? 'page' : undefined}
                className={clsx(linkBase, section === current ? active : inactive)}
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
