// /admin/customers/:id: one customer's contact details, role, order totals, orders, enrolments and
// saved addresses.
import { formatRupeesAndPaise } from '@kaushal/shared/tax';
import { adminPaths } from '@kaushal/shared/admin-routes';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { BackLink } from '../../components/ui/back-link';
import { Badge } from '../../components/ui/badge';
import { PageContainer, PageHeading } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { CustomerRole } from '../../features/admin-customers/components/customer-role';
import { customerName, formatPaise } from '../../features/admin-customers/customer-display';
import { useGetCustomerQuery } from '../../features/admin-customers/customers-api';
import { ShippingAddress } from '../../features/admin-orders/components/shipping-address';
import {
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  statusTone,
} from '../../features/admin-orders/order-display';
import { formatDateTime } from '../../lib/date-time';
import { showToast } from '../../lib/toast-slice';
import { usePageTitle } from '../../lib/use-page-title';
import { useAppDispatch } from '../hooks';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

const none = (text: string) => <p className="text-slate-600">{text}</p>;

export default function AdminCustomerRoute() {
  const { id = '' } = useParams();
  const dispatch = useAppDispatch();
  const { data: customer, isLoading, isError } = useGetCustomerQuery(id);
  usePageTitle(customer ? `Admin: ${customerName(customer.name)}` : 'Admin: Customer');

  return (
    <PageContainer>
      <BackLink to={adminPaths.adminCustomers()} label="All customers" />
      {isLoading ? (
        <Spinner label="Loading the customer…" />
      ) : isError || !customer ? (
        <div className="mt-6">
          <Alert tone="error">This customer could not be loaded. Please try again.</Alert>
        </div>
      ) : (
        <div className="mt-6 space-y-10">
          <PageHeading
            title={customerName(customer.name)}
            intro={
              <>
                <span className="block break-all">{customer.email}</span>
                <span className="block">{customer.phone ?? 'No phone given'}</span>
                <span className="block text-sm">
                  Joined {formatDateTime(customer.createdAt)} · {customer.ordersCount}{' '}
                  {customer.ordersCount === 1 ? 'order' : 'orders'} · lifetime value{' '}
                  {formatPaise(customer.lifetimeValuePaise)}
                </span>
              </>
            }
          />
          <CustomerRole
            customer={customer}
            onChanged={(message) => dispatch(showToast('success', message))}
          />
          <Section title="Orders">
            {customer.orders.length === 0 ? (
              none('No orders yet.')
            ) : (
              <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
                {customer.orders.map((order) => (
                  <li key={order.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4">
                    <span className="font-semibold text-slate-900">#{order.id}</span>
                    <span className="text-sm text-slate-600">
                      {formatDateTime(order.createdAt)}
                    </span>
                    <span className="font-semibold">{formatRupeesAndPaise(order.totalAmount)}</span>
                    <Badge tone={statusTone(order.status)}>
                      {ORDER_STATUS_LABELS[order.status]}
                    </Badge>
                    <Badge tone={statusTone(order.paymentStatus)}>
                      {PAYMENT_STATUS_LABELS[order.paymentStatus]}
                    </Badge>
                    <span className="w-full text-sm text-slate-600">
                      {order.items.map((item) => `${item.quantity} × ${item.title}`).join(', ')}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Section>
          <Section title="Enrolments">
            {customer.enrolments.length === 0 ? (
              none('Not enrolled in any batch.')
            ) : (
              <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
                {customer.enrolments.map((enrolment) => (
                  <li
                    key={enrolment.id}
                    className="flex flex-wrap items-center gap-x-4 gap-y-1 p-4"
                  >
                    <span className="font-semibold text-slate-900">{enrolment.workshop.title}</span>
                    <span className="text-sm text-slate-600">{enrolment.batch.name}</span>
                    <Badge tone={enrolment.status === 'active' ? 'success' : 'neutral'}>
                      {enrolment.status === 'active' ? 'Active' : 'Ended'}
                    </Badge>
                  </li>
                ))}
              </ul>
            )}
          </Section>
          <Section title="Saved addresses">
            {customer.addresses.length === 0 ? (
              none('No saved addresses.')
            ) : (
              <ul className="grid gap-4 sm:grid-cols-2">
                {customer.addresses.map((address) => (
                  <li
                    key={address.id}
                    className="rounded-2xl border border-slate-200 bg-white p-4 text-sm"
                  >
                    <ShippingAddress address={address} />
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </div>
      )}
    </PageContainer>
  );
}
