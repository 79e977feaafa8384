// The landing page's products section: the first six workshops, View All and the detail modal.
// Loaded as the visitor nears it, like the sections below it.
import type { Product } from '@kaushal/shared/product';
import { paths } from '@kaushal/shared/routes';
import { useEffect, useState } from 'react';
import { ButtonLink } from '../../components/ui/button';
import { Icon } from '../../components/ui/icon';
import { Spinner } from '../../components/ui/spinner';
import { sectionHeadings } from '../../config/site';
import { useGetProductsQuery } from '../../features/catalogue/catalogue-api';
import { ProductGrid } from '../../features/catalogue/components/product-grid';
import { ProductModalLoader } from '../../features/catalogue/components/product-modal-loader';
import { SectionHeading } from '../../features/marketing/components/section-heading';
import {
  landingProductsArgs,
  landingSectionClasses,
} from '../../features/marketing/landing-layout';
import { usePurchase } from '../purchase/use-purchase';

export default function LandingProducts({ onShown }: { onShown: () => void }) {
  useEffect(onShown, [onShown]);
  const { data, isLoading, isError } = useGetProductsQuery(landingProductsArgs);
  const actions = usePurchase();
  const [selected, setSelected] = useState<Product | null>(null);
  return (
    <section id="products" aria-labelledby="products-title" className={landingSectionClasses}>
      <SectionHeading
        id="products-title"
        eyebrow="Workshops"
        title={sectionHeadings.products}
        intro="Short, hands-on workshops led by mentors from the industry."
      />
      {/* Room for the cards is kept while they load, so nothing below jumps. */}
      <div className="mt-10 min-h-[40rem]">
        {isLoading && <Spinner label="Loading workshops…" />}
        {isError && (
          <p className="text-center text-slate-600">The workshops could not be loaded just now.</p>
        )}
        {data && (
          <ProductGrid
            products={data.products.slice(0, landingProductsArgs.limit)}
            onOpen={setSelected}
            {...actions}
          />
        )}
      </div>
      <div className="mt-10 text-center">
        <ButtonLink to={paths.viewAllProducts()} variant="secondary" size="lg">
          View All
          <Icon name="arrow-right" className="size-5" />
        </ButtonLink>
      </div>
      <ProductModalLoader
        product={selected}
        onClose={() => setSelected(null)}
        onBuyNow={(product) => {
          setSelected(null);
          actions.onBuyNow(product);
        }}
      />
    </section>
  );
}
