// Turns a stored product into the product form's values and into the body that soft-deletes or restores it.
import type { Product, ProductBody, ProductFormInput } from '@kaushal/shared/product';
import { inLabelWords } from '../../lib/label-words';

/** The product form's labels by the API's field names. */
const PRODUCT_LABELS = {
  title: 'Title',
  description: 'Description',
  fullDescription: 'Full description',
  category: 'Category',
  brand: 'Brand',
  price: 'Price',
  discountPercentage: 'Discount',
  stock: 'Stock',
  format: 'Format',
  accessDays: 'Access (days)',
  thumbnail: 'Thumbnail',
  image1: 'Image 1',
  image2: 'Image 2',
  highlight1: 'Highlight 1',
  highlight2: 'Highlight 2',
  highlight3: 'Highlight 3',
  highlight4: 'Highlight 4',
  productDetails: 'Product details',
  whyEnroll: 'Why enrol',
};

/** The messages the specification words as they are (docs/product.md §5.3). */
const SPEC_WORDED = new Set([
  'name is required',
  'description is required',
  'image1 is required',
  'image is required',
]);

/** A message of the product's rules in the words of the form's labels. */
export const productFormWords = (message: string) =>
  SPEC_WORDED.has(message) ? message : inLabelWords(message, PRODUCT_LABELS);

export const EMPTY_PRODUCT_FORM: ProductFormInput = {
  title: '',
  description: '',
  fullDescription: '',
  thumbnail: '',
  image1: '',
  image2: '',
  highlight1: '',
  highlight2: '',
  highlight3: '',
  highlight4: '',
  productDetails: [],
  whyEnroll: [],
  brand: '',
  category: '',
  price: '',
  discountPercentage: '',
  stock: '',
  format: 'live',
  accessDays: '',
};

/**
 * The form's values for an existing product: its first two images and first four highlights. A
 * self-paced workshop's stock is the server's, never the admin's to see or send; lifetime access is a
 * blank number of days.
 */
export function productFormValues(product: Product): ProductFormInput {
  const [highlight1 = '', highlight2 = '', highlight3 = '', highlight4 = ''] = product.highlights;
  return {
    title: product.title,
    description: product.description,
    fullDescription: product.fullDescription,
    thumbnail: product.thumbnail,
    image1: product.images[0] ?? product.image,
    image2: product.images[1] ?? '',
    highlight1,
    highlight2,
    highlight3,
    highlight4,
    productDetails: product.productDetails,
    whyEnroll: product.whyEnroll,
    brand: product.brand,
    category: product.category,
    price: product.price,
    discountPercentage: product.discountPercentage,
    stock: product.format === 'self-paced' ? '' : product.stock,
    format: product.format,
    accessDays: product.accessDays ?? '',
  };
}

/**
 * The API takes the whole product on every change (docs/product.md §7), so a soft delete or restore sends it
 * unchanged with the new flag; the lists go as they are, keeping every image and highlight.
 */
export function productWithDeleted(product: Product, deleted: boolean): ProductBody {
  return {
    ...productFormValues(product),
    images: product.images,
    highlights: product.highlights,
    deleted,
  };
}
