// Certificate contracts: what the public verification of a certificate's code shows, and nothing more.
import { z } from 'zod';

/** GET /api/certificates/:code: the facts the certificate states, as issued. */
export const publicCertificateSchema = z.object({
  code: z.string(),
  learnerName: z.string(),
  workshopTitle: z.string(),
  batchName: z.string(),
  firstSessionAt: z.string(),
  lastSessionEndsAt: z.string(),
  /** The sessions' total length, to the nearest tenth of an hour. */
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
