// The admin orders table (docs/product.md §2.13): sortable columns, and status cells that become dropdowns in edit mode.
import { formatRupees } from '@kaushal/shared/money';
import { formatRupeesAndPaise } from '@kaushal/shared/tax';
import type { Order, OrderStatus } from '@kaushal/shared/order';
import { ORDER_STATUS_MEANINGS, PAYMENT_STATUS_MEANINGS } from '@kaushal/shared/order-words';
import { clsx } from 'clsx/lite';
import { useState, type ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Icon, SvgIcon } from '../../../components/ui/icon';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/date-time';
import {
  useUpdateOrderMutation,
  type AdminPaymentStatus,
  type OrderChange,
  type OrderSortField,
  type SortOrder,
} from '../orders-api';
import {
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  refundBadge,
  statusTone,
} from '../order-display';
import { adminIcons } from './admin-icons';
import { ShippingAddress } from './shipping-address';
import { paymentMethodLabel } from '../../../components/payment-facts';

interface SortProps {
  sort: OrderSortField;
  order: SortOrder;
  onSort: (field: OrderSortField) => void;
}

function SortableHeader({
  field,
  children,
  sort,
  order,
  onSort,
}: SortProps & { field: OrderSortField; children: ReactNode }) {
  const current = sort === field;
  return (
    <th
      scope="col"
      aria-sort={current ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}
      className="px-3 py-3"
    >
      <button
        type="button"
        onClick={() => onSort(field)}
        className="inline-flex items-center gap-1 rounded font-semibold uppercase hover:text-primary"
      >
        {children}
        {current ? (
          <Icon
            name="chevron-down"
            className={clsx('size-4 text-primary', order === 'asc' && 'rotate-180')}
          />
        ) : (
          <SvgIcon path={adminIcons.unsorted} className="size-4 text-slate-400" />
        )}
      </button>
    </th>
  );
}

function StatusSelect<Value extends string>({
  label,
  value,
  labels,
  disabled,
  autoFocus,
  onChange,
}: {
  label: string;
  value: Value;
  labels: Record<Value, string>;
  disabled: boolean;
  autoFocus?: boolean;
  onChange: (value: Value) => void;
}) {
  const options = Object.keys(labels) as Value[];
  return (
    <select
      aria-label={label}
      value={value}
      disabled={disabled}
      // Edit mode is entered from the row's edit button, so the first dropdown takes the focus.
      autoFocus={autoFocus}
      onChange={(event) => onChange(event.target.value as Value)}
      className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm shadow-sm focus:border-primary"
    >
      {options.map((option) => (
        <option key={option} value={option}>
          {labels[option]}
        </option>
      ))}
    </select>
  );
}

const cell = 'px-3 py-4 align-top';

function OrderRow({
  order,
  editing,
  onEdit,
  onView,
  onSaveFailed,
}: {
  order: Order;
  editing: boolean;
  onEdit: (id: string | null) => void;
  onView: (order: Order) => void;
  onSaveFailed: (message: string) => void;
}) {
  const [updateOrder, { isLoading }] = useUpdateOrderMutation();
  const refund = refundBadge(order);
  // A refunded order's money went back through the provider: it is closed to changes by hand.
  const { paymentStatus } = order;
  const changeable = editing && paymentStatus !== 'refunded';

  // A change saves at once and closes edit mode (docs/product.md §2.13).
  const save = async (change: Omit<OrderChange, 'id'>) => {
    const result = await updateOrder({ id: order.id, ...change });
    if (result.error)
      onSaveFailed(errorMessage(result.error, `Order #${order.id} could not be updated.`));
    else onEdit(null);
  };

  return (
    <tr className={editing ? 'bg-indigo-50/60' : 'hover:bg-slate-50'}>
      <th scope="row" className={clsx(cell, 'font-semibold text-slate-900')}>
        #{order.id}
      </th>
      <td className={cell}>
        <ul className="space-y-2">
          {order.items.map((item) => (
            <li key={item.id} className="flex items-center gap-2">
              <img
                src={item.thumbnail}
                alt=""
                width={48}
                height={30}
                loading="lazy"
                className="aspect-[8/5] w-12 shrink-0 rounded bg-slate-100 object-cover"
              />
              <span className="min-w-36">
                {item.title}
                <span className="block text-xs text-slate-500">
                  {item.quantity} × {formatRupees(item.price)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </td>
      <td className={clsx(cell, 'font-semibold whitespace-nowrap text-slate-900')}>
        {formatRupeesAndPaise(order.totalAmount)}
      </td>
      <td className={clsx(cell, 'min-w-44 text-xs')}>
        <ShippingAddress address={order.selectedAddress} />
      </td>
      <td className={cell}>
        {changeable ? (
          <StatusSelect<OrderStatus>
            label={`Order status of #${order.id}`}
            value={order.status}
            labels={ORDER_STATUS_MEANINGS}
            disabled={isLoading}
            autoFocus
            onChange={(status) => void save({ status })}
          />
        ) : (
          <div className="flex flex-col items-start gap-1">
            <Badge tone={statusTone(order.status)}>{ORDER_STATUS_LABELS[order.status]}</Badge>
            {refund && <Badge tone={refund.tone}>{refund.label}</Badge>}
          </div>
        )}
      </td>
      <td className={cell}>{paymentMethodLabel(order.paymentMethod)}</td>
      <td className={cell}>
        {changeable ? (
          <StatusSelect<AdminPaymentStatus>
            label={`Payment status of #${order.id}`}
            value={paymentStatus}
            labels={PAYMENT_STATUS_MEANINGS}
            disabled={isLoading}
            onChange={(paymentStatus) => void save({ paymentStatus })}
          />
        ) : (
          <Badge tone={statusTone(order.paymentStatus)}>
            {PAYMENT_STATUS_LABELS[order.paymentStatus]}
          </Badge>
        )}
      </td>
      <td className={clsx(cell, 'min-w-28')}>{formatDateTime(order.createdAt)}</td>
      <td className={clsx(cell, 'min-w-28')}>{formatDateTime(order.updatedAt)}</td>
      <td className={cell}>
        <div className="flex gap-1">
          <button
            type="button"
            onClick={() => onView(order)}
            className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-primary"
          >
            <SvgIcon path={adminIcons.eye} className="size-5" />
            <span className="sr-only">{`View order #${order.id}`}</span>
          </button>
          <button
            type="button"
            aria-pressed={editing}
            onClick={() => onEdit(editing ? null : order.id)}
            className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-primary aria-pressed:bg-indigo-100 aria-pressed:text-primary"
          >
            <SvgIcon path={adminIcons.pencil} className="size-5" />
            <span className="sr-only">{`Edit order #${order.id}`}</span>
          </button>
        </div>
      </td>
    </tr>
  );
}

export function OrdersTable({
  orders,
  onView,
  onSaveFailed,
  ...sortProps
}: SortProps & {
  orders: readonly Order[];
  onView: (order: Order) => void;
  onSaveFailed: (message: string) => void;
}) {
  const [editingId, setEditingId] = useState<string | null>(null);
  const plain = 'px-3 py-3 font-semibold uppercase';
  return (
    // Wider than a phone: the table scrolls sideways in its own keyboard-reachable region, which is
    // positioned so the table's absolutely placed screen-reader texts scroll with it, not the page.
    <div
      role="region"
      aria-label="Orders"
      tabIndex={0}
      className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <table className="min-w-full text-left text-sm text-slate-700">
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-600">
          <tr>
            <SortableHeader field="id" {...sortProps}>
              Order#
            </SortableHeader>
            <th scope="col" className={plain}>
              Items
            </th>
            <SortableHeader field="totalAmount" {...sortProps}>
              Total Amount
            </SortableHeader>
            <th scope="col" className={plain}>
              Shipping Address
            </th>
            <th scope="col" className={plain}>
              Order Status
            </th>
            <th scope="col" className={plain}>
              Payment Method
            </th>
            <th scope="col" className={plain}>
              Payment Status
            </th>
            <SortableHeader field="createdAt" {...sortProps}>
              Order Time
            </SortableHeader>
            <SortableHeader field="updatedAt" {...sortProps}>
              Last Updated
            </SortableHeader>
            <th scope="col" className={plain}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {orders.map((order) => (
            <OrderRow
              key={order.id}
              order={order}
              editing={editingId === order.id}
              onEdit={setEditingId}
              onView={onView}
              onSaveFailed={onSaveFailed}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
