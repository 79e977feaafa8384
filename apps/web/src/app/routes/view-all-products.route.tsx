// /view-all-products: the public 'All Workshops' grid; a card opens the detail modal.
import type { Product } from '@kaushal/shared/product';
import { useState } from 'react';
import { PageContainer, PageHeading } from '../../components/ui/page';
import { ProductCatalogue } from '../../features/catalogue/components/product-catalogue';
import { ProductModalLoader } from '../../features/catalogue/components/product-modal-loader';
import { usePageTitle } from '../../lib/use-page-title';
import { usePurchase } from '../purchase/use-purchase';

export default function ViewAllProductsRoute() {
  usePageTitle('All Workshops');
  const actions = usePurchase();
  const [selected, setSelected] = useState<Product | null>(null);
  return (
    <PageContainer>
      <PageHeading
        eyebrow="Workshops"
        title="All Workshops"
        intro="Mentor-led, hands-on workshops to build the skills employers hire for. Open a workshop to see what it covers."
      />
      <div className="mt-10">
        <ProductCatalogue filterable onOpen={setSelected} {...actions} />
      </div>
      <ProductModalLoader
        product={selected}
        onClose={() => setSelected(null)}
        onBuyNow={(product) => {
          setSelected(null);
          actions.onBuyNow(product);
        }}
      />
    </PageContainer>
  );
}
