// Other workshops of the same category, each linking to its own page.
import type { Product } from '@kaushal/shared/product';
import { paths } from '@kaushal/shared/routes';
import { Link } from 'react-router';
import { Price } from '../../../components/ui/price';
import { useGetRelatedProductsQuery } from '../course-api';
import { cardImage, productTitle } from '../product-display';
import { ProductImage } from './product-image';

export function RelatedWorkshops({ product }: { product: Pick<Product, 'id' | 'category'> }) {
  const { data: related = [] } = useGetRelatedProductsQuery({
    id: product.id,
    category: product.category,
  });
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="related-title" className="mt-12">
      <h2 id="related-title" className="text-xl font-bold text-slate-900">
        More workshops like this
      </h2>
      <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {related.map((workshop) => (
          <li key={workshop.id}>
            <Link
              to={paths.workshop(workshop.slug)}
              className="block overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm hover:shadow-md"
            >
              <ProductImage src={cardImage(workshop)} alt="" loading="lazy" />
              <span className="block p-3">
                <span className="block font-semibold text-slate-900">{productTitle(workshop)}</span>
                <Price price={workshop.price} discountPrice={workshop.discountPrice} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
