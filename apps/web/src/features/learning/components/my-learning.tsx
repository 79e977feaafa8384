// My Learning: the signed-in learner's workshops, upcoming first, then past and cancelled ones, with
// a skeleton while they load, a way to retry when they do not, and a way to the catalogue when empty.
import type { Enrolment } from '@kaushal/shared/enrolment';
import { paths } from '@kaushal/shared/routes';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useGetEnrolmentsQuery, useLazyGetEnrolmentQuery } from '../learning-api';
import { groupEnrolments, joiningLinkChangesAt } from '../learning-schedule';
import { useAt, useNow } from '../use-clock';
import { EnrolmentCard, type EnrolmentStage } from './enrolment-card';

/** How the page draws a workshop's picture; the page that combines features supplies it. */
export type WorkshopImage = (workshop: Enrolment['workshop']) => ReactNode;

export function MyLearning({ image }: { image: WorkshopImage }) {
  const { data: enrolments, isLoading, isError, refetch, isFetching } = useGetEnrolmentsQuery();
  const now = useNow();

  if (isLoading) return <MyLearningSkeleton />;
  if (isError || !enrolments) {
    return (
      <div className="space-y-4">
        <Alert tone="error">Your workshops could not be loaded. Please try again.</Alert>
        <Button variant="secondary" disabled={isFetching} onClick={() => void refetch()}>
          {isFetching ? 'Retrying…' : 'Retry'}
        </Button>
      </div>
    );
  }
  if (enrolments.length === 0) {
    return (
      <EmptyState
        icon="cart"
        title="You have no workshops yet"
        message="Workshops you buy appear here with their dates, joining links and materials."
        action={<ButtonLink to={paths.viewAllProducts()}>Browse workshops</ButtonLink>}
      />
    );
  }

  const { upcoming, past, cancelled } = groupEnrolments(enrolments, now);
  const cards = (list: Enrolment[], stage: EnrolmentStage) =>
    list.map((enrolment) => (
      <ScheduledCard
        key={enrolment.id}
        enrolment={enrolment}
        stage={stage}
        now={now}
        image={image(enrolment.workshop)}
      />
    ));
  return (
    <div className="space-y-12">
      <Section id="upcoming" title="Upcoming">
        {upcoming.length > 0 ? (
          cards(upcoming, 'upcoming')
        ) : (
          <p className="text-slate-600">
            No upcoming sessions.{' '}
            <Link
              to={paths.viewAllProducts()}
              className="rounded-sm font-semibold text-primary hover:underline"
            >
              Find your next workshop
            </Link>
          </p>
        )}
      </Section>
      {past.length > 0 && (
        <Section id="past" title="Past">
          {cards(past, 'past')}
        </Section>
      )}
      {cancelled.length > 0 && (
        <Section
          id="cancelled"
          title="Cancelled"
          note="These seats ended when their orders were cancelled or refunded."
        >
          {cards(cancelled, 'cancelled')}
        </Section>
      )}
    </div>
  );
}

function Section({
  id,
  title,
  note,
  children,
}: {
  id: string;
  title: string;
  note?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {note && <p className="mt-1 text-sm text-slate-600">{note}</p>}
      <div className="mt-4 space-y-6">{children}</div>
    </section>
  );
}

/** A card that asks the server again the moment its joining link opens or closes. */
function ScheduledCard(props: Parameters<typeof EnrolmentCard>[0]) {
  const [refresh] = useLazyGetEnrolmentQuery();
  const { enrolment, now } = props;
  useAt(joiningLinkChangesAt(enrolment, now), () => void refresh(enrolment.id, false));
  return <EnrolmentCard {...props} />;
}

function MyLearningSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">Loading your workshops…</span>
      <div aria-hidden="true" className="space-y-6">
        {[0, 1].map((card) => (
          <div
            key={card}
            className="flex animate-pulse flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:p-6"
          >
            <div className="aspect-[8/5] w-full rounded-xl bg-slate-200 sm:w-44 lg:w-56" />
            <div className="flex-1 space-y-3">
              <div className="h-5 w-2/3 rounded bg-slate-200" />
              <div className="h-4 w-1/3 rounded bg-slate-200" />
              <div className="h-12 rounded-xl bg-slate-100" />
              <div className="h-4 w-1/2 rounded bg-slate-200" />
              <div className="h-4 w-1/2 rounded bg-slate-200" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
