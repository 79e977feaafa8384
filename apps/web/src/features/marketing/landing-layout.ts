// Layout shared by the landing page's sections; scroll-mt keeps a section clear of the sticky bar.
import { LANDING_PRODUCT_COUNT } from '@kaushal/shared/constants';

export const landingSectionClasses = 'mx-auto max-w-7xl scroll-mt-20 px-4 py-16 sm:px-6 lg:px-8';

/** The landing page shows the first six products (docs/product.md §9). */
export const landingProductsArgs = { page: 1, limit: LANDING_PRODUCT_COUNT } as const;
