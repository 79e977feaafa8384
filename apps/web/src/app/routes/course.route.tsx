// A workshop's page, at /workshops/:slug for everyone and at /product-detail/:id for signed-in
// shoppers (docs/product.md): one module, so both addresses share one download. A slug the workshop
// had before shows it under its current address; an unknown slug is the not-found page.
import { paths } from '@kaushal/shared/routes';
import type { Product } from '@kaushal/shared/product';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { BackLink } from '../../components/ui/back-link';
import { PageContainer } from '../../components/ui/page';
import {
  catalogueApi,
  useGetProductBySlugQuery,
  useGetProductQuery,
} from '../../features/catalogue/catalogue-api';
import { useAuth } from '../../features/auth/auth-api';
import { CourseLoadFailed } from '../../features/catalogue/components/course-load-failed';
import { CourseSkeleton } from '../../features/catalogue/components/course-skeleton';
import { ProductDetail } from '../../features/catalogue/components/product-detail';
import { productTitle } from '../../features/catalogue/product-display';
import { errorStatus } from '../../lib/api-error';
import { usePageTitle } from '../../lib/use-page-title';
import { useAppDispatch } from '../hooks';
import { usePurchase } from '../purchase/use-purchase';
import NotFoundRoute from './not-found.route';

interface CourseRead {
  data?: Product | undefined;
  isLoading: boolean;
  error?: unknown;
  refetch: () => unknown;
}

function Course({ read, backTo }: { read: CourseRead; backTo: string }) {
  const { data: product, isLoading, error, refetch } = read;
  const actions = usePurchase({ onProductPage: true });
  const { user } = useAuth();
  usePageTitle(product ? productTitle(product) : 'Workshop');
  const status = errorStatus(error);
  return (
    <PageContainer>
      <BackLink to={backTo} />
      <div className="mt-6">
        {isLoading ? (
          <CourseSkeleton />
        ) : product ? (
          // A fresh page per workshop: another one's batch and picture choices do not carry over.
          <ProductDetail key={product.id} product={product} signedIn={user !== null} {...actions} />
        ) : (
          <CourseLoadFailed missing={status === 404 || status === 400} onRetry={refetch} />
        )}
      </div>
    </PageContainer>
  );
}

function CourseById({ id }: { id: string }) {
  return <Course read={useGetProductQuery(id)} backTo={paths.productList()} />;
}

function CourseBySlug({ slug }: { slug: string }) {
  const read = useGetProductBySlugQuery(slug);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const product = read.data;
  // The API answered an old slug through its redirect: show the current address, with the answer
  // already in place for it.
  const current = product?.slug;
  useEffect(() => {
    if (!product || product.slug === slug) return;
    void dispatch(catalogueApi.util.upsertQueryData('getProductBySlug', product.slug, product));
    void navigate(paths.workshop(product.slug), { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the product matters by its slug
  }, [current, slug]);
  if (!read.isLoading && !product && errorStatus(read.error) === 404) return <NotFoundRoute />;
  return <Course read={read} backTo={paths.viewAllProducts()} />;
}

export default function CourseRoute() {
  const { id = '', slug } = useParams();
  return slug === undefined ? <CourseById id={id} /> : <CourseBySlug slug={slug} />;
}
