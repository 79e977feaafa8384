// How a workshop reads in cart, checkout and order lines: the catalogue's title, brand and picture
// fallbacks, given to the cart and order features, which do not know the catalogue.
import type { OrderItem } from '@kaushal/shared/order';
import type { Product } from '@kaushal/shared/product';
import { ProductImage } from '../../features/catalogue/components/product-image';
import { cardImage, productBrand, productTitle } from '../../features/catalogue/product-display';

export function productLine(product: Product) {
  const title = productTitle(product);
  return {
    title,
    brand: productBrand(product),
    image: <ProductImage src={cardImage(product)} alt={title} loading="lazy" />,
  };
}

/** Order lines keep their own copy of title, brand and thumbnail from the time of ordering. */
export function orderLine(item: OrderItem) {
  const title = productTitle(item);
  return {
    title,
    brand: productBrand(item),
    image: (
      <ProductImage
        src={cardImage({ thumbnail: item.thumbnail, image: '' })}
        alt={title}
        loading="lazy"
      />
    ),
  };
}
