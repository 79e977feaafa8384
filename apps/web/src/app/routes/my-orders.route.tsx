// /my-orders ('Your Orders'): the shopper's orders, newest first, ten at a time: the next ten load as
// the list's end scrolls into view (or from the button there). An unpaid pending one can be paid here;
// a paid one offers a refund while its seats, as My Learning has them, still allow it.
import type { Enrolment } from '@kaushal/shared/enrolment';
import type { Order } from '@kaushal/shared/order';
import { paths } from '@kaushal/shared/routes';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button, ButtonLink } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageContainer, PageHeading } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { useAuth } from '../../features/auth/auth-api';
import { useGetEnrolmentsQuery } from '../../features/learning/learning-api';
import { OrderCard } from '../../features/orders/components/order-card';
import type { OrderStanding } from '../../features/orders/refund-window';
import { useGetOwnOrdersInfiniteQuery } from '../../features/orders/orders-api';
import { usePayOrder } from '../../features/payment/use-pay-order';
import { usePageTitle } from '../../lib/use-page-title';
import { orderLine } from './line-display';

export default function MyOrdersRoute() {
  usePageTitle('Your Orders');
  const { user } = useAuth();
  const { data, isLoading, isError, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useGetOwnOrdersInfiniteQuery(user?.id ?? skipToken);
  const orders = data?.pages.flatMap((page) => page.orders);
  const total = data?.pages[0]?.total ?? 0;
  const { data: enrolments } = useGetEnrolmentsQuery(user ? undefined : skipToken);
  const standings = standingsOf(enrolments);
  const end = useMoreWhenSeen(hasNextPage && !isFetchingNextPage, () => void fetchNextPage());
  const navigate = useNavigate();
  const { pay, dialog, notice } = usePayOrder({
    onPaid: (orderId) => void navigate(paths.orderSuccess(orderId)),
  });
  // The order whose payment is open; `pay` itself ignores a second click meanwhile.
  const [paying, setPaying] = useState<string | null>(null);

  const completePayment = async (order: Order) => {
    setPaying(order.id);
    await pay(order.id, order.paymentMethod);
    setPaying(null);
  };

  return (
    <PageContainer>
      <div className="mx-auto max-w-5xl">
        <PageHeading title="Your Orders" />
        <div className="mt-8 space-y-6">
          {notice}
          {isLoading ? (
            <Spinner label="Loading your orders…" />
          ) : isError ? (
            <Alert tone="error">Your orders could not be loaded. Please try again.</Alert>
          ) : !orders?.length ? (
            <EmptyState
              icon="cart"
              title="No orders yet"
              message="Looks like you haven't made any purchases yet."
              action={<ButtonLink to={paths.home()}>Browse Workshops</ButtonLink>}
            />
          ) : (
            <>
              {orders.map((order) => (
                <OrderCard
                  key={order.id}
                  order={order}
                  display={orderLine}
                  standing={standings?.get(order.id)}
                  action={
                    order.paymentStatus === 'pending' && (
                      <Button
                        size="sm"
                        className="shrink-0"
                        disabled={paying !== null}
                        onClick={() => void completePayment(order)}
                      >
                        {paying === order.id ? 'Opening payment…' : 'Complete payment'}
                      </Button>
                    )
                  }
                />
              ))}
              <div
                ref={end}
                className="flex flex-col items-center gap-3 pt-2 text-sm text-slate-600"
              >
                <p aria-live="polite">
                  Showing {orders.length} of {total} {total === 1 ? 'order' : 'orders'}
                </p>
                {isFetchingNextPage ? (
                  <Spinner label="Loading more orders…" />
                ) : (
                  hasNextPage && (
                    <Button variant="secondary" size="sm" onClick={() => void fetchNextPage()}>
                      Show more orders
                    </Button>
                  )
                )}
              </div>
            </>
          )}
        </div>
      </div>
      {dialog}
    </PageContainer>
  );
}

/** Each order's standing from its seats' enrolments, by order id; undefined until they are read. */
function standingsOf(enrolments: Enrolment[] | undefined) {
  if (!enrolments) return undefined;
  const standings = new Map<string, OrderStanding>();
  for (const enrolment of enrolments) {
    const standing = standings.get(enrolment.orderId) ?? {
      sessionStarts: [],
      attended: false,
      certified: false,
    };
    standing.sessionStarts.push(...enrolment.batch.sessions.map((session) => session.startsAt));
    standing.attended ||= enrolment.attendedSessions.length > 0;
    standing.certified ||= enrolment.certificate !== null;
    standings.set(enrolment.orderId, standing);
  }
  return standings;
}

/**
 * A ref for the list's end: while `wanted`, `more` is called whenever that end comes within a screen of
 * the viewport, so the next page is there before the shopper reaches it.
 */
function useMoreWhenSeen(wanted: boolean, more: () => void) {
  const end = useRef<HTMLDivElement>(null);
  const latest = useRef(more);
  useEffect(() => {
    latest.current = more;
  });
  useEffect(() => {
    const node = end.current;
    if (!wanted || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [wanted]);
  return end;
}
