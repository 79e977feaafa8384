// /certificates/:code: anyone holding a certificate's code (or its QR) checks what it states, or that it
// was revoked. The server renders it with its answer, and answers 404 for a code no certificate has.
import { paths } from '@kaushal/shared/routes';
import { useParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { ButtonLink } from '../../components/ui/button';
import { PageContainer, PageHeading } from '../../components/ui/page';
import { useGetCertificateQuery } from '../../features/certificates/certificate-api';
import { CertificateFacts } from '../../features/certificates/components/certificate-facts';
import { errorMessage, errorStatus } from '../../lib/api-error';
import { usePageTitle } from '../../lib/use-page-title';

export default function CertificateRoute() {
  const { code = '' } = useParams();
  const { data: certificate, isLoading, error } = useGetCertificateQuery(code);
  usePageTitle(
    certificate
      ? `Certificate ${certificate.code}${certificate.revokedAt ? ' (revoked)' : ''}`
      : 'Verify a certificate',
  );

  return (
    <PageContainer className="max-w-3xl">
      <PageHeading eyebrow="Certificate check" title="Verify a certificate" />
      <div className="mt-8 space-y-6">
        {isLoading ? (
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
        <ButtonLink to={paths.viewAllProducts()} variant="secondary">
          Browse our workshops
        </ButtonLink>
      </div>
    </PageContainer>
  );
}
