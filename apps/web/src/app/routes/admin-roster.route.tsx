// /admin/batches/:id/roster?product=<workshop id>: a batch's learners, their attendance and certificates.
import { adminPaths } from '@kaushal/shared/admin-routes';
import { useParams, useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { BackLink } from '../../components/ui/back-link';
import { PageContainer, PageHeading } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import { BatchRoster } from '../../features/admin-catalogue/components/batch-roster';
import { useGetBatchRosterQuery } from '../../features/admin-catalogue/roster-api';
import { errorMessage } from '../../lib/api-error';
import { usePageTitle } from '../../lib/use-page-title';

export default function AdminBatchRosterRoute() {
  const { id: batchId = '' } = useParams();
  const [params] = useSearchParams();
  const productId = params.get('product') ?? '';
  const rosterKey = { productId, batchId };
  const {
    data: roster,
    isLoading,
    error,
  } = useGetBatchRosterQuery(rosterKey, {
    skip: productId === '',
  });
  usePageTitle(`Admin: ${roster ? `${roster.batch.name} roster` : 'Batch roster'}`);

  return (
    <PageContainer>
      <BackLink
        to={productId ? adminPaths.adminEditProduct(productId) : adminPaths.adminProducts()}
        label={roster ? roster.workshop.title : 'Back to the workshop'}
      />
      <div className="mt-6">
        <PageHeading
          title={roster ? `${roster.batch.name}: roster` : 'Batch roster'}
          intro={roster?.workshop.title}
        />
      </div>
      <div className="mt-8">
        {productId === '' ? (
          <Alert tone="error">This address does not name the batch’s workshop.</Alert>
        ) : isLoading ? (
          <Spinner label="Loading the roster…" />
        ) : roster ? (
          <BatchRoster rosterKey={rosterKey} roster={roster} />
        ) : (
          <Alert tone="error">{errorMessage(error, 'The roster could not be loaded.')}</Alert>
        )}
      </div>
    </PageContainer>
  );
}
