// The admin's view of customers, put together from the modules that own each part: accounts and
// addresses (users), orders and their totals (orders), enrolments (learning).
import type {
  CustomerDetail,
  CustomerListQuery,
  CustomerSummary,
  Order,
  Role,
  User,
} from '@kaushal/shared';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuditActor } from '../audit/audit.service';
import { enrolmentService } from '../learning/enrolment.service';
import {
  orderTotalsOfCustomers,
  type CustomerOrderTotals,
  type OrderService,
} from '../orders/order.service';
import { changeRole, customerWithAddresses, searchCustomers } from '../users/user.service';

interface CustomerRow {
  id: number;
  name: string | null;
  email: string;
  phone: string | null;
  role: Role;
  createdAt: Date;
}

const NO_ORDERS: CustomerOrderTotals = { ordersCount: 0, lifetimeValuePaise: 0, lastOrderAt: null };

function toSummary(row: CustomerRow, totals: CustomerOrderTotals = NO_ORDERS): CustomerSummary {
  return {
    id: String(row.id),
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    ordersCount: totals.ordersCount,
    lifetimeValuePaise: totals.lifetimeValuePaise,
    lastOrderAt: totals.lastOrderAt?.toISOString() ?? null,
  };
}

export function customerService(db: Database, clock: Clock, orders: OrderService) {
  const enrolments = enrolmentService(db, clock);
  return {
    /** A page of customers matching the search, newest first, with their order totals. */
    async list(query: CustomerListQuery): Promise<{ customers: CustomerSummary[]; total: number }> {
      const { rows, total } = await searchCustomers(
        db,
        query.q,
        query._limit,
        (query._page - 1) * query._limit,
      );
      const totals = await orderTotalsOfCustomers(
        db,
        rows.map((row) => row.id),
      );
      return { customers: rows.map((row) => toSummary(row, totals.get(row.id))), total };
    },

    async get(id: number): Promise<CustomerDetail> {
      const found = await customerWithAddresses(db, id);
      if (!found) throw notFound('Customer', id);
      const [totals, ordersJson, learning] = await Promise.all([
        orderTotalsOfCustomers(db, [id]),
        orders.customerOrdersJson(id),
        enrolments.listOwn(id),
      ]);
      return {
        ...toSummary(found.customer, totals.get(id)),
        addresses: found.addresses,
        orders: JSON.parse(ordersJson) as Order[],
        enrolments: learning,
      };
    },

    setRole(actor: AuditActor, id: number, role: Role): Promise<User> {
      return changeRole(db, actor, id, role, clock());
    },
  };
}
