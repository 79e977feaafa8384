// Certificate rules: issued once per enrolment to learners whose attendance meets the batch's rule, with
// the facts stated as they stood when issued, mailed as a PDF after the commit, downloaded by their
// learner (or an admin) and verified by anyone who has the code, which reveals nothing else.
import { randomBytes } from 'node:crypto';
import {
  CERTIFICATE_CODE,
  CERTIFICATE_NOT_FOUND,
  certificatesNotYet,
  istDay,
  type CertificateIssueResult,
  type PublicCertificate,
} from '@kaushal/shared';
import { paths } from '@kaushal/shared/routes';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { AfterAnswer } from '../../lib/after-answer';
import { AppError, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { MailBrand } from '../../lib/mail-layout';
import type { MailOutbox } from '../outbox/outbox.service';
import { recordAudit, type AuditActor } from '../audit/audit.service';
import type { SessionUser } from '../users/user.service';
import { certificateMail } from './certificate.mail';
import { certificatePdf } from './certificate.pdf';
import { rosterRepository, type CertificateRow, type CertificateValues } from './roster.repository';
import { rosterService, type RosterEntry } from './roster.service';

export const CERTIFICATE_ISSUER = 'Kaushal';

// Crockford's base32: no I, L, O or U to misread. 32 divides 256, so each byte picks a letter evenly.
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `KSH-` and ten random letters: 50 bits, too many to guess a real one. */
export function newCertificateCode(): string {
  const letters = [...randomBytes(10)].map((byte) => CROCKFORD[byte % 32]).join('');
  return `KSH-${letters}`;
}

export function toPublicCertificate(row: CertificateRow): PublicCertificate {
  return {
    code: row.code,
    learnerName: row.learnerName,
    workshopTitle: row.workshopTitle,
    batchName: row.batchName,
    firstSessionAt: row.firstSessionAt.toISOString(),
    lastSessionEndsAt: row.lastSessionEndsAt.toISOString(),
    hours: Math.round(row.minutes / 6) / 10,
    issuedAt: row.issuedAt.toISOString(),
    issuer: CERTIFICATE_ISSUER,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/**
 * The facts of the certificate with this code (in any case), for anyone who has it, with when it was
 * revoked if it was; 404 otherwise.
 */
export async function verifyCertificate(db: Database, code: string): Promise<PublicCertificate> {
  const normalised = code.trim().toUpperCase();
  const row = CERTIFICATE_CODE.test(normalised)
    ? await rosterRepository(db).certificateByCode(normalised)
    : undefined;
  if (!row) throw new AppError('NOT_FOUND', CERTIFICATE_NOT_FOUND);
  return toPublicCertificate(row);
}

export interface CertificateServiceOptions {
  clock: Clock;
  /** Each certificate's mail, with its PDF, is written with it and sent with retries. */
  outbox: MailOutbox;
  afterAnswer: AfterAnswer;
  log: FastifyBaseLogger;
  brand: MailBrand;
}

export function certificateService(db: Database, options: CertificateServiceOptions) {
  const repository = rosterRepository(db);
  const roster = rosterService(db, options.clock);
  const verifyUrl = (code: string) => `${options.brand.publicUrl}${paths.certificate(code)}`;

  const pdfOf = (row: CertificateRow) =>
    certificatePdf({ certificate: toPublicCertificate(row), verifyUrl: verifyUrl(row.code) });

  /** The certificate's mail to its learner, with its PDF. */
  async function certificateMailOf(certificate: CertificateRow, to: string) {
    return certificateMail(
      to,
      toPublicCertificate(certificate),
      verifyUrl(certificate.code),
      await pdfOf(certificate),
      options.brand,
    );
  }

  return {
    /**
     * Issues a certificate to every active learner of the batch who meets its attendance rule and has
     * none yet, once its last session has ended (409 before), stating the hours each attended. A
     * repeat, or a concurrent request, issues nothing twice (one per enrolment, by key).
     */
    async issueForBatch(
      actor: AuditActor,
      productId: number,
      batchId: number,
    ): Promise<CertificateIssueResult> {
      const { found, entries } = await roster.entries(productId, batchId);
      const { batch, workshop } = found;
      const notYet = certificatesNotYet(batch.sessions, options.clock());
      if (notYet) throw new AppError('CONFLICT', notYet);
      const eligible = entries.filter(({ learner }) => learner.meetsAttendance);
      const toIssue = eligible.filter(({ certificate }) => !certificate);
      const first = batch.sessions[0];
      const last = batch.sessions.at(-1);
      const minutesOf = (session: number) => {
        const { startsAt, endsAt } = batch.sessions[session]!;
        return Math.round((Date.parse(endsAt) - Date.parse(startsAt)) / 60_000);
      };
      const valuesOf = ({ row, learner }: RosterEntry): CertificateValues => ({
        enrolmentId: row.id,
        code: newCertificateCode(),
        learnerName: learner.name,
        workshopTitle: workshop.title,
        batchName: batch.name,
        // Eligibility needs a session, so both exist here.
        firstSessionAt: new Date(first?.startsAt ?? 0),
        lastSessionEndsAt: new Date(last?.endsAt ?? 0),
        minutes: learner.attendedSessions.reduce((sum, session) => sum + minutesOf(session), 0),
      });
      // One statement (with its audit entry and each learner's mail). Only to enrolments still active
      // once locked: an order cancelled or refunded meanwhile revokes no certificate it did not see,
      // so it must not get one after.
      const emailOf = new Map(toIssue.map(({ row, learner }) => [row.id, learner.email]));
      const written = await db.transaction(async (tx) => {
        const repository = rosterRepository(tx);
        const active = new Set(await repository.lockActive(toIssue.map(({ row }) => row.id)));
        const issued = await repository.insertCertificates(
          toIssue.filter(({ row }) => active.has(row.id)).map(valuesOf),
        );
        if (issued.length > 0) {
          await recordAudit(tx, {
            actor,
            action: 'certificates.issue',
            entityType: 'batch',
            entityId: batchId,
            after: { certificates: issued.map(({ code, enrolmentId }) => ({ code, enrolmentId })) },
          });
        }
        for (const certificate of issued) {
          const to = emailOf.get(certificate.enrolmentId);
          if (to) await options.outbox.add(tx, await certificateMailOf(certificate, to));
        }
        return issued;
      });
      if (written.length > 0) {
        options.afterAnswer.run(
          () => options.outbox.deliverDue(),
          (error) => options.log.error({ err: error }, 'sending the outbox failed'),
        );
      }
      return {
        issued: written.length,
        alreadyIssued: eligible.length - written.length,
        notEligible: entries.length - eligible.length,
      };
    },

    /**
     * The PDF of the enrolment's certificate, for its learner or an admin; 404 for anyone else, 410
     * once it is revoked.
     */
    async pdfForEnrolment(user: SessionUser, enrolmentId: number) {
      const enrolment = await repository.findEnrolment(enrolmentId);
      const [certificate] =
        enrolment && (enrolment.userId === user.id || user.role === 'admin')
          ? await repository.certificatesOf([enrolment.id])
          : [];
      if (!certificate) throw notFound('Certificate of enrolment', enrolmentId);
      if (certificate.revokedAt) {
        throw new AppError(
          'CERTIFICATE_REVOKED',
          `Certificate ${certificate.code} was revoked on ${istDay(certificate.revokedAt)}, when its order was cancelled or refunded`,
        );
      }
      return { code: certificate.code, pdf: await pdfOf(certificate) };
    },

    verify: (code: string) => verifyCertificate(db, code),
  };
}
