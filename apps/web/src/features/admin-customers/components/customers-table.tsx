// The admin's customers: name (to the customer's page), contact, role, and what they have ordered.
import type { CustomerSummary } from '@kaushal/shared/customer';
import { adminPaths } from '@kaushal/shared/admin-routes';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { customerName, formatPaise } from '../customer-display';
import { formatDateTime } from '../../../lib/date-time';

const head = 'px-3 py-3 font-semibold uppercase';
const cell = 'px-3 py-4 align-top';

export function CustomersTable({ customers }: { customers: readonly CustomerSummary[] }) {
  return (
    // Wider than a phone: the table scrolls sideways in its own keyboard-reachable region.
    <div
      role="region"
      aria-label="Customers"
      tabIndex={0}
      className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <table className="min-w-full text-left text-sm text-slate-700">
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-600">
          <tr>
            <th scope="col" className={head}>
              Customer
            </th>
            <th scope="col" className={head}>
              Phone
            </th>
            <th scope="col" className={head}>
              Role
            </th>
            <th scope="col" className={head}>
              Orders
            </th>
            <th scope="col" className={head}>
              Lifetime value
            </th>
            <th scope="col" className={head}>
              Last order
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {customers.map((customer) => (
            <tr key={customer.id} className="hover:bg-slate-50">
              <th scope="row" className={`${cell} min-w-48 font-normal`}>
                <Link
                  to={adminPaths.adminCustomer(customer.id)}
                  className="font-semibold text-primary hover:underline"
                >
                  {customerName(customer.name)}
                </Link>
                <span className="block break-all text-xs text-slate-500">{customer.email}</span>
              </th>
              <td className={`${cell} whitespace-nowrap`}>{customer.phone ?? '—'}</td>
              <td className={cell}>
                {customer.role === 'admin' ? (
                  <Badge tone="accent">Admin</Badge>
                ) : (
                  <Badge tone="neutral">Customer</Badge>
                )}
              </td>
              <td className={cell}>{customer.ordersCount}</td>
              <td className={`${cell} whitespace-nowrap font-semibold text-slate-900`}>
                {formatPaise(customer.lifetimeValuePaise)}
              </td>
              <td className={`${cell} min-w-28`}>
                {customer.lastOrderAt ? formatDateTime(customer.lastOrderAt) : 'No orders yet'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
