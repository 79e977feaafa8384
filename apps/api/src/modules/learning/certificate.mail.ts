// The e-mail that brings a learner their certificate of attendance, with the PDF attached.
import { hoursText, istDateRange, type PublicCertificate } from '@kaushal/shared';
import type { MailMessage } from '../../lib/mailer';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

export function certificateMail(
  to: string,
  certificate: PublicCertificate,
  verifyUrl: string,
  pdf: Buffer,
): MailMessage {
  const dates = istDateRange(certificate.firstSessionAt, certificate.lastSessionEndsAt);
  const text = [
    `Dear ${certificate.learnerName},`,
    '',
    `Congratulations on completing "${certificate.workshopTitle}" (${certificate.batchName}, ${dates}, ${hoursText(certificate.hours)} attended).`,
    'Your certificate of attendance is attached as a PDF.',
    '',
    `Certificate code: ${certificate.code}`,
    `Anyone can check it at ${verifyUrl}`,
    '',
    `— ${certificate.issuer}`,
  ].join('\n');
  const html = [
    `<p>Dear ${escapeHtml(certificate.learnerName)},</p>`,
    `<p>Congratulations on completing <strong>${escapeHtml(certificate.workshopTitle)}</strong>`,
    `(${escapeHtml(certificate.batchName)}, ${escapeHtml(dates)}, ${hoursText(certificate.hours)} attended).`,
    'Your certificate of attendance is attached as a PDF.</p>',
    `<p>Certificate code: <strong>${escapeHtml(certificate.code)}</strong><br>`,
    `Anyone can check it at <a href="${escapeHtml(verifyUrl)}">${escapeHtml(verifyUrl)}</a></p>`,
    `<p>— ${escapeHtml(certificate.issuer)}</p>`,
  ].join('\n');
  return {
    to,
    subject: `Your certificate: ${certificate.workshopTitle}`,
    text,
    html,
    attachments: [
      {
        filename: `certificate-${certificate.code}.pdf`,
        content: pdf,
        contentType: 'application/pdf',
      },
    ],
  };
}
