// Constants of @kaushal/shared restated without loading the modules that declare them, which also
// declare Zod schemas and would put Zod into every product page. The literal types make the type
// checker fail if a value here ever differs from the shared one.
import type * as shared from '@kaushal/shared';

export const LIST_PAGE_SIZE: typeof shared.LIST_PAGE_SIZE = 10;
export const LANDING_PRODUCT_COUNT: typeof shared.LANDING_PRODUCT_COUNT = 6;
export const DEFAULT_BRAND: typeof shared.DEFAULT_BRAND = 'Workshop';
export const FALLBACK_TITLE: typeof shared.FALLBACK_TITLE = 'Unnamed Product';
export const QUANTITY_MIN: typeof shared.QUANTITY_MIN = 1;
export const QUANTITY_MAX: typeof shared.QUANTITY_MAX = 5;
