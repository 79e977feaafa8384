// /certificates/:code: anyone holding a certificate's code (or its QR) checks what it states, or that it
// was revoked. The server renders it with its answer, and answers 404 for a code no certificate has.
// /certificates, and every answer, has a field to type a code.
import { paths } from '@kaushal/shared/routes';
import { useParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { ButtonLink } from '../../components/ui/button';
import { PageContainer, PageHeading } from '../../components/ui/page';
import { useGetCertificateQuery } from '../../features/certificates/certificate-api';
import { CertificateCodeForm } from '../../features/certificates/components/certificate-code-form';
import { CertificateFacts } from '../../features/certificates/components/certificate-facts';
import { errorMessage, errorStatus } from '../../lib/api-error';
import { usePageTitle } from '../../lib/use-page-title';

export default function CertificateRoute() {
  const { code = '' } = useParams();
  const {
    data: certificate,
    isLoading,
    error,
  } = useGetCertificateQuery(code, {
    skip: code === '',
  });
  usePageTitle(
    certificate
      ? `Certificate ${certificate.code}${certificate.revokedAt ? ' (revoked)' : ''}`
      : 'Verify a certificate',
  );

  return (
    <PageContainer className="max-w-3xl">
      <PageHeading eyebrow="Certificate check" title="Verify a certificate" />
      <div className="mt-8 space-y-6">
        {code === '' ? (
          <p className="text-slate-700">
            Type the code printed on the certificate, under its QR code, to see what it states.
          </p>
        ) : isLoading ? (
          // Rarely seen: the server renders the page with its answer.
          <p role="status" className="text-slate-600">
            Checking the certificate…
          </p>
        ) : certificate ? (
          <CertificateFacts certificate={certificate} />
        ) : errorStatus(error) === 404 ? (
          <Alert tone="error">
            <strong className="block text-base">{errorMessage(error)}</strong>
            Check the code on the certificate (it looks like KSH-7F3K9QW2XM) and try again.
          </Alert>
        ) : (
          <Alert tone="error">
            The certificate could not be checked just now. Please try again.
          </Alert>
        )}
        <section
          aria-labelledby="check-code"
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2 id="check-code" className="mb-3 text-lg font-bold text-slate-900">
            {code === '' ? 'Check a code' : 'Check another code'}
          </h2>
          <CertificateCodeForm label="Check a certificate code" />
        </section>
        <ButtonLink to={paths.viewAllProducts()} variant="secondary">
          Browse our workshops
        </ButtonLink>
      </div>
    </PageContainer>
  );
}
