// The way into an upcoming session: the joining link while it is open, otherwise when it will be,
// or where an offline batch meets. Its content changes rarely (as the link opens or closes), so it
// is announced politely when it does.
import { JOINING_LINK_EARLY_MINUTES } from '@kaushal/shared/constants';
import type { Enrolment } from '@kaushal/shared/enrolment';
import { buttonClasses } from '../../../components/ui/button';
import { formatStart } from '../../../lib/ist-time';

export const LINK_NOT_YET = `The link appears ${JOINING_LINK_EARLY_MINUTES} minutes before the session`;

export function JoinPanel({ enrolment }: { enrolment: Enrolment }) {
  const { joiningLink, joiningLinkOpensAt, batch } = enrolment;
  return (
    <div
      aria-live="polite"
      className="mt-4 rounded-xl border border-indigo-100 bg-indigo-50/60 px-4 py-3"
    >
      {joiningLink ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm font-medium text-indigo-900">Your session is open to join.</p>
          <a
            href={joiningLink}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('primary', 'lg')}
          >
            Join session <span className="sr-only">(opens in a new tab)</span>
          </a>
        </div>
      ) : batch.mode === 'offline' ? (
        <p className="text-sm text-indigo-900">
          <span className="font-semibold">Venue:</span> {batch.venue ?? 'to be announced'}
        </p>
      ) : (
        <p className="text-sm text-indigo-900">
          <span className="font-semibold">{LINK_NOT_YET}</span>
          {joiningLinkOpensAt && (
            <span className="block sm:inline"> (from {formatStart(joiningLinkOpensAt)}).</span>
          )}
        </p>
      )}
    </div>
  );
}
