// What a verified certificate states: who attended which workshop, when, for how long, and who issued it;
// or, once it is revoked, that it no longer attests any of it, and since when.
import type { PublicCertificate } from '@kaushal/shared/certificate';
import { hoursText, istDateRange, istDay } from '@kaushal/shared/ist';
import { clsx } from 'clsx/lite';

export function CertificateFacts({ certificate }: { certificate: PublicCertificate }) {
  const { revokedAt } = certificate;
  const facts = [
    ['Workshop', certificate.workshopTitle],
    ['Batch', certificate.batchName],
    ['Dates (IST)', istDateRange(certificate.firstSessionAt, certificate.lastSessionEndsAt)],
    ['Hours attended', hoursText(certificate.hours)],
    ['Issued by', certificate.issuer],
    ['Issued on', istDay(certificate.issuedAt)],
    ['Certificate code', certificate.code],
  ] as const;
  return (
    <section
      aria-labelledby="certificate-holder"
      className={clsx(
        'overflow-hidden rounded-2xl border-4 border-double bg-white shadow-sm',
        revokedAt ? 'border-red-300' : 'border-primary/70',
      )}
    >
      <div className={clsx('px-6 py-5 sm:px-8', revokedAt ? 'bg-red-50' : 'bg-indigo-50')}>
        {revokedAt ? (
          <>
            <p className="flex items-center gap-2 text-base font-bold text-red-800">
              <span aria-hidden="true">✕</span> {`Revoked on ${istDay(revokedAt)} (IST)`}
            </p>
            <p className="mt-1 text-sm text-red-800">
              This certificate no longer attests attendance: the seat it was issued for was
              cancelled or refunded.
            </p>
          </>
        ) : (
          <p className="flex items-center gap-2 text-sm font-semibold text-green-800">
            <span aria-hidden="true">✓</span> Valid certificate of attendance
          </p>
        )}
        <h2 id="certificate-holder" className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">
          {certificate.learnerName}
        </h2>
      </div>
      <dl className="grid gap-x-6 gap-y-4 px-6 py-6 sm:grid-cols-2 sm:px-8">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className="text-sm text-slate-600">{term}</dt>
            <dd className="mt-0.5 break-words font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
