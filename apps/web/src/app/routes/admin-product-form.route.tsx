// /admin/product-form and /admin/product-form/edit/:id: create a product, or edit, delete and restore one.
import type { Product } from '@kaushal/shared/product';
import { adminPaths } from '@kaushal/shared/admin-routes';
import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import { BackLink } from '../../components/ui/back-link';
import { PageContainer, PageHeading } from '../../components/ui/page';
import { Spinner } from '../../components/ui/spinner';
import {
  useGetAdminProductQuery,
  useGetBrandsQuery,
  useGetCategoriesQuery,
} from '../../features/admin-catalogue/products-api';
import { BatchesSection } from '../../features/admin-catalogue/components/batches-section';
import { ProductLoadError } from '../../features/admin-catalogue/components/product-load-error';
import { ProductDeletion } from '../../features/admin-catalogue/components/product-deletion';
import { ProductForm } from '../../features/admin-catalogue/components/product-form';
import { formatChoices } from '../../features/catalogue/product-display';
import { showToast, type ToastVariant } from '../../lib/toast-slice';
import { usePageTitle } from '../../lib/use-page-title';
import { useAppDispatch } from '../hooks';

const valuesOf = (options: { value: string }[] | undefined) =>
  (options ?? []).map((option) => option.value);

export default function AdminProductFormRoute() {
  const { id } = useParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const notify = useCallback(
    (variant: ToastVariant, message: string) => dispatch(showToast(variant, message)),
    [dispatch],
  );
  const { data: product, isLoading, error } = useGetAdminProductQuery(id ?? '', { skip: !id });
  const brands = valuesOf(useGetBrandsQuery().data);
  const categories = valuesOf(useGetCategoriesQuery().data);
  usePageTitle(id ? 'Admin: Edit product' : 'Admin: New product');

  const onSaved = (saved: Product) => {
    if (id) {
      notify('success', 'Product Updated');
      return;
    }
    notify('success', 'Product Created');
    // From now on the form edits what it created, so saving again never makes a second product.
    void navigate(adminPaths.adminEditProduct(saved.id), { replace: true });
  };

  let body;
  if (!id) {
    body = (
      <ProductForm
        brandSuggestions={brands}
        categorySuggestions={categories}
        formatChoices={formatChoices}
        onSaved={onSaved}
      />
    );
  } else if (isLoading) {
    body = <Spinner label="Loading product…" />;
  } else if (!product) {
    body = <ProductLoadError error={error} />;
  } else {
    body = (
      <>
        <div className="mb-6 flex justify-end">
          <ProductDeletion
            product={product}
            onChanged={(changed) =>
              notify('success', changed.deleted ? 'Product deleted' : 'Product restored')
            }
            onFailed={(message) => notify('error', message)}
          />
        </div>
        {/* A fresh form per product, so its starting values are always that product's. */}
        <ProductForm
          key={product.id}
          product={product}
          brandSuggestions={brands}
          categorySuggestions={categories}
          formatChoices={formatChoices}
          onSaved={onSaved}
        />
        <BatchesSection
          productId={product.id}
          selfPaced={product.format === 'self-paced'}
          onNotice={notify}
        />
      </>
    );
  }

  return (
    <PageContainer>
      <div className="mx-auto max-w-4xl">
        <BackLink to={id ? adminPaths.adminProductDetail(id) : adminPaths.adminProducts()} />
        <div className="mt-4 mb-8">
          <PageHeading title={id ? 'Edit product' : 'Add New Product'} />
        </div>
        {body}
      </div>
    </PageContainer>
  );
}
