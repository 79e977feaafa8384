// An admin's product edit; withdrawing the product also takes it out of every cart, in one transaction,
// so no cart line can point at a withdrawn product (past orders keep their own snapshot of it).
import type { Product, ProductInput } from '@kaushal/shared';
import type { Database } from '../../db/client';
import type { AuditActor } from '../audit/audit.service';
import { removeFromEveryCart } from '../cart/cart.service';
import { applyProductEdit } from '../catalogue/product.service';

export function editProduct(
  db: Database,
  actor: AuditActor,
  id: number,
  input: ProductInput,
  now: Date,
  fields: (keyof ProductInput)[],
): Promise<Product> {
  return db.transaction(async (tx) => {
    const product = await applyProductEdit(tx, actor, id, input, now, fields);
    if (product.deleted) await removeFromEveryCart(tx, id);
    return product;
  });
}
