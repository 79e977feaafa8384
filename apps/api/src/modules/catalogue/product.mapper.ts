// Turns a product row into the catalogue's JSON shape (product.shape.ts says how).
import type { Product } from '@kaushal/shared';
import type { ProductRead } from './product.repository';
import { productShape } from './product.shape';

export const toProduct = (row: ProductRead): Product => productShape.read(row);
