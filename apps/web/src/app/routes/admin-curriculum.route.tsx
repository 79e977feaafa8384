// /admin/products/:id/curriculum: a workshop's sections and lessons, as the admin builds them.
import { adminPaths } from '@kaushal/shared/admin-routes';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { BackLink } from '../../components/ui/back-link';
import { PageContainer, PageHeading } from '../../components/ui/page';
import { useGetAdminProductQuery } from '../../features/admin-catalogue/products-api';
import { CurriculumEditor } from '../../features/admin-curriculum/components/curriculum-editor';
import { showToast, type ToastVariant } from '../../lib/toast-slice';
import { usePageTitle } from '../../lib/use-page-title';
import { useAppDispatch } from '../hooks';

export default function AdminCurriculumRoute() {
  const { id = '' } = useParams();
  const dispatch = useAppDispatch();
  const notify = useCallback(
    (variant: ToastVariant, message: string) => dispatch(showToast(variant, message)),
    [dispatch],
  );
  // The workshop names the page; the curriculum comes and fails on its own.
  const { data: workshop } = useGetAdminProductQuery(id);
  usePageTitle(`Admin: ${workshop ? `${workshop.title} curriculum` : 'Curriculum'}`);

  return (
    <PageContainer>
      <div className="mx-auto max-w-4xl">
        <BackLink
          to={adminPaths.adminProductDetail(id)}
          label={workshop ? workshop.title : 'Back to the workshop'}
        />
        <div className="mt-4 mb-8">
          <PageHeading title="Curriculum" intro={workshop?.title} />
        </div>
        <CurriculumEditor productId={id} onNotice={notify} />
      </div>
    </PageContainer>
  );
}
