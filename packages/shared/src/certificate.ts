// Certificate contracts: what the public verification of a certificate's code shows, and nothing more.
import { z } from 'zod';
import { formatIstDate, formatIstTime } from './ist';

/** GET /api/certificates/:code: the facts the certificate states, as issued. */
export const publicCertificateSchema = z.object({
  code: z.string(),
  learnerName: z.string(),
  workshopTitle: z.string(),
  batchName: z.string(),
  firstSessionAt: z.string(),
  lastSessionEndsAt: z.string(),
  /** The length of the sessions the learner attended, to the nearest tenth of an hour. */
  hours: z.number(),
  issuedAt: z.string(),
  issuer: z.string(),
  /**
   * When the certificate was revoked (its enrolment ended: the order was cancelled or refunded), or
   * null: a revoked certificate no longer attests attendance.
   */
  revokedAt: z.string().nullable(),
});
export type PublicCertificate = z.infer<typeof publicCertificateSchema>;

export const CERTIFICATE_NOT_FOUND = 'No certificate with this code';

/** `KSH-` and ten Crockford base32 characters. */
export const CERTIFICATE_CODE = /^KSH-[0-9A-HJKMNP-TV-Z]{10}$/;

/**
 * Why a batch's certificates cannot be issued yet, or null once its last session has ended: a
 * certificate states what the learner attended, so it waits for the end (`sessions` in order).
 */
export function certificatesNotYet(sessions: { endsAt: string }[], now: Date): string | null {
  const last = sessions.at(-1);
  if (!last)
    return 'Certificates can be issued once the batch has sessions and the last one has ended.';
  if (Date.parse(last.endsAt) > now.getTime()) {
    return `Certificates can be issued once the last session has ended (${formatIstDate(last.endsAt)}, ${formatIstTime(last.endsAt)} IST).`;
  }
  return null;
}
