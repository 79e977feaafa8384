// One enrolment on My Learning: the workshop and batch, every session in IST, a countdown, the way
// in, calendar links, materials, and after the batch the attendance and certificate. A self-paced one has
// no sessions: it says when it was bought and until when its lessons are open.
import type { Enrolment } from '@kaushal/shared/enrolment';
import { istDay } from '@kaushal/shared/ist';
import { paths } from '@kaushal/shared/routes';
import { FORMAT_NAMES } from '@kaushal/shared/workshop-format';
import { clsx } from 'clsx/lite';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { modeText } from '../../../lib/batch-mode';
import { formatSession } from '../../../lib/ist-time';
import { googleCalendarUrl } from '../google-calendar';
import { calendarFileUrl, certificateCheckPath, certificateUrl } from '../learning-api';
import { attendanceText, countdownText, currentOrNextSession } from '../learning-schedule';
import { JoinPanel } from './join-panel';
import { MaterialsList } from './materials-list';
import { AttendeeForm } from './attendee-form';

export type EnrolmentStage = 'upcoming' | 'past' | 'cancelled';

const linkClasses =
  'rounded-md text-sm font-semibold text-primary hover:text-primary-dark hover:underline';

export function EnrolmentCard({
  enrolment,
  stage,
  now,
  image,
}: {
  enrolment: Enrolment;
  stage: EnrolmentStage;
  now: number;
  image: ReactNode;
}) {
  const { workshop, batch } = enrolment;
  const titleId = `enrolment-${enrolment.id}`;
  const selfPaced = workshop.format === 'self-paced';
  const countdown = stage === 'upcoming' ? countdownText(batch.sessions, now) : null;
  return (
    <article
      aria-labelledby={titleId}
      className={clsx(
        'overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm',
        stage === 'cancelled' && 'opacity-75',
      )}
    >
      <div className="flex flex-col gap-4 p-4 sm:flex-row sm:gap-6 sm:p-6">
        <div className="w-full shrink-0 overflow-hidden rounded-xl sm:w-44 lg:w-56">{image}</div>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
            <div className="min-w-0">
              <h3 id={titleId} className="text-lg font-bold text-slate-900">
                <Link to={paths.workshop(workshop.slug)} className="rounded-sm hover:text-primary">
                  {workshop.title}
                </Link>
              </h3>
              <p className="mt-1 text-sm text-slate-600">
                {selfPaced ? FORMAT_NAMES[workshop.format] : `${batch.name} · ${modeText(batch)}`}
              </p>
            </div>
            {stage === 'cancelled' ? (
              <Badge tone="neutral">Cancelled</Badge>
            ) : (
              countdown && (
                // Changes once a minute; deliberately not a live region, so nothing is announced per tick.
                <p
                  className={clsx(
                    'rounded-full px-3 py-1 text-sm font-semibold whitespace-nowrap tabular-nums',
                    countdown === 'Live now'
                      ? 'bg-green-100 text-green-800'
                      : 'bg-amber-100 text-amber-900',
                  )}
                >
                  {countdown}
                </p>
              )
            )}
          </div>

          {/* A self-paced workshop has no sessions to join, to put in a calendar or to attend. */}
          {selfPaced ? (
            <Access enrolment={enrolment} now={now} />
          ) : (
            <>
              {stage === 'upcoming' && <JoinPanel enrolment={enrolment} />}
              <Sessions enrolment={enrolment} now={now} />
              {stage === 'upcoming' && <CalendarLinks enrolment={enrolment} now={now} />}
              {/* A certificate can be issued before the last session, once attendance meets the rule. */}
              {(stage === 'past' || (stage === 'upcoming' && enrolment.certificate)) && (
                <AfterTheBatch enrolment={enrolment} />
              )}
            </>
          )}
          {stage !== 'cancelled' && (
            <p className="mt-5">
              <Link
                to={paths.classroom(enrolment.id)}
                className={buttonClasses('secondary', 'sm')}
                aria-describedby={titleId}
              >
                Lessons and progress
              </Link>
            </p>
          )}
          {stage !== 'cancelled' && <MaterialsList enrolment={enrolment} />}
          <AttendeeForm enrolment={enrolment} />
          {stage === 'cancelled' && (
            <p className="mt-4 text-sm text-slate-600">
              This seat ended when its order was cancelled.
            </p>
          )}
        </div>
      </div>
    </article>
  );
}

/** "Enrolled on 12 March 2026", and "Access until 12 March 2027" (or ended then), or "Lifetime access". */
function Access({ enrolment, now }: { enrolment: Enrolment; now: number }) {
  const ends = enrolment.accessEndsAt;
  return (
    <ul className="mt-4 space-y-1 text-sm text-slate-700">
      <li>Enrolled on {istDay(enrolment.enrolledAt)}</li>
      <li className="font-medium text-slate-900">
        {ends === null
          ? 'Lifetime access'
          : `${Date.parse(ends) > now ? 'Access until' : 'Access ended on'} ${istDay(ends)}`}
      </li>
    </ul>
  );
}

function Sessions({ enrolment, now }: { enrolment: Enrolment; now: number }) {
  const { sessions } = enrolment.batch;
  const headingId = `sessions-${enrolment.id}`;
  const current = currentOrNextSession(sessions, now);
  return (
    <section aria-labelledby={headingId} className="mt-5">
      <h4 id={headingId} className="text-sm font-semibold text-slate-900">
        Sessions
      </h4>
      {sessions.length === 0 ? (
        <p className="mt-1 text-sm text-slate-500">Dates to be announced</p>
      ) : (
        <ol className="mt-2 space-y-1.5 text-sm text-slate-700">
          {sessions.map((session, index) => {
            const over = Date.parse(session.endsAt) <= now;
            return (
              <li key={session.startsAt} className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="text-slate-500">{index + 1}.</span>
                <span className={clsx(over && 'text-slate-500')}>
                  {formatSession(session.startsAt, session.endsAt)}
                </span>
                {enrolment.attendedSessions.includes(index) && (
                  <Badge tone="success">Attended</Badge>
                )}
                {current?.index === index && enrolment.status === 'active' && (
                  <Badge tone="primary">Next</Badge>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

function CalendarLinks({ enrolment, now }: { enrolment: Enrolment; now: number }) {
  const next = currentOrNextSession(enrolment.batch.sessions, now);
  if (!next) return null;
  const { workshop, batch } = enrolment;
  const google = googleCalendarUrl({
    title: workshop.title,
    session: next.session,
    details: `${batch.name}, session ${next.index + 1} of ${batch.sessions.length}. The joining link is on My Learning: ${window.location.origin}${paths.myLearning()}`,
    location: batch.mode === 'online' ? 'Online' : (batch.venue ?? ''),
  });
  return (
    <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
      <span className="text-sm font-semibold text-slate-900">Add to calendar:</span>
      <a href={calendarFileUrl(enrolment.id)} download className={linkClasses}>
        Download .ics
      </a>
      <a href={google} target="_blank" rel="noopener noreferrer" className={linkClasses}>
        Google Calendar <span className="sr-only">(next session, opens in a new tab)</span>
      </a>
    </div>
  );
}

function AfterTheBatch({ enrolment }: { enrolment: Enrolment }) {
  const { certificate } = enrolment;
  return (
    <div className="mt-4 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3">
      <p className="text-sm font-semibold text-slate-900">
        {attendanceText(enrolment.attendedSessions.length, enrolment.batch.sessions.length)}
      </p>
      {certificate ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <a
            href={certificateUrl(enrolment.id)}
            download
            className={buttonClasses('primary', 'sm')}
          >
            Download certificate
          </a>
          <a href={certificateCheckPath(certificate.code)} className={linkClasses}>
            Verify <span className="sr-only">certificate {certificate.code}</span>
          </a>
        </div>
      ) : (
        <p className="mt-1 text-sm text-slate-600">
          Your certificate appears here once it is issued.
        </p>
      )}
    </div>
  );
}
