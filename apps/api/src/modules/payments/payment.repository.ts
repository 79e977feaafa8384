// Payment queries: provider orders, recorded payments (unique, so repeats are no-ops) and webhook events.
import { and, eq } from 'drizzle-orm';
import type { PaymentProviderName } from '@kaushal/shared';
import type { Database } from '../../db/client';
import { paymentEvents, paymentOrders, payments } from './payments.tables';

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;

export function paymentRepository(db: Database) {
  return {
    async findForOrder(orderId: number, provider: PaymentProviderName) {
      const [row] = await db
        .select()
        .from(paymentOrders)
        .where(and(eq(paymentOrders.orderId, orderId), eq(paymentOrders.provider, provider)))
        .limit(1);
      return row;
    },

    async findByProviderOrderId(provider: PaymentProviderName, providerOrderId: string) {
      const [row] = await db
        .select()
        .from(paymentOrders)
        .where(
          and(
            eq(paymentOrders.provider, provider),
            eq(paymentOrders.providerOrderId, providerOrderId),
          ),
        )
        .limit(1);
      return row;
    },

    /** Keeps the first provider order opened for an order; a concurrent second one is dropped. */
    async insertPaymentOrder(values: typeof paymentOrders.$inferInsert): Promise<void> {
      await db.insert(paymentOrders).values(values).onConflictDoNothing();
    },

    /** Records the payment; false when this order or this payment id was already recorded. */
    async insertPayment(values: typeof payments.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(payments)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: payments.id });
      return rows.length > 0;
    },

    async paymentFor(orderId: number) {
      const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId)).limit(1);
      return row;
    },

    async paymentWithProvider(orderId: number) {
      const [row] = await db
        .select({
          provider: paymentOrders.provider,
          providerPaymentId: payments.providerPaymentId,
          amountPaise: payments.amountPaise,
        })
        .from(payments)
        .innerJoin(paymentOrders, eq(paymentOrders.id, payments.paymentOrderId))
        .where(eq(payments.orderId, orderId))
        .limit(1);
      return row;
    },

    async eventSeen(provider: PaymentProviderName, eventId: string): Promise<boolean> {
      const rows = await db
        .select({ id: paymentEvents.id })
        .from(paymentEvents)
        .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)))
        .limit(1);
      return rows.length > 0;
    },

    async recordEvent(provider: PaymentProviderName, eventId: string, type: string): Promise<void> {
      await db.insert(paymentEvents).values({ provider, eventId, type }).onConflictDoNothing();
    },
  };
}
