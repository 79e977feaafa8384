// The e-mail that brings a learner their certificate of attendance, with the PDF attached.
import { hoursText, istDateRange, type PublicCertificate } from '@kaushal/shared';
import { renderMail, type MailBrand } from '../../lib/mail-layout';

export function certificateMail(
  to: string,
  certificate: PublicCertificate,
  verifyUrl: string,
  pdf: Buffer,
  brand: MailBrand,
) {
  const dates = istDateRange(certificate.firstSessionAt, certificate.lastSessionEndsAt);
  return renderMail(
    {
      to,
      subject: `Your certificate: ${certificate.workshopTitle}`,
      blocks: [
        `Dear ${certificate.learnerName},`,
        `Congratulations on completing "${certificate.workshopTitle}" (${certificate.batchName}, ${dates}, ${hoursText(certificate.hours)} attended).\nYour certificate of attendance is attached as a PDF.`,
        `Certificate code: ${certificate.code}\nAnyone can check it on our site:`,
        { button: 'Check the certificate', href: verifyUrl },
        `— ${certificate.issuer}`,
      ],
      reason: 'You get this e-mail because you attended this workshop with a Kaushal seat.',
      attachments: [
        {
          filename: `certificate-${certificate.code}.pdf`,
          content: pdf,
          contentType: 'application/pdf',
        },
      ],
    },
    brand,
  );
}
