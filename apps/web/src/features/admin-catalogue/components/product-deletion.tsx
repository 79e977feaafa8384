// Soft delete with its confirmation (docs/product.md §2.12) and, once deleted, the notice with a way back.
import type { Product } from '@kaushal/shared/product';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Icon } from '../../../components/ui/icon';
import { errorMessage } from '../../../lib/api-error';
import { useUpdateProductMutation } from '../products-api';
import { productWithDeleted } from '../product-form-values';

interface ProductDeletionProps {
  product: Product;
  onChanged: (product: Product) => void;
  onFailed: (message: string) => void;
}

export function ProductDeletion({ product, onChanged, onFailed }: ProductDeletionProps) {
  const [updateProduct, { isLoading }] = useUpdateProductMutation();
  const [confirming, setConfirming] = useState(false);

  const setDeleted = async (deleted: boolean) => {
    const result = await updateProduct({
      id: product.id,
      body: productWithDeleted(product, deleted),
    });
    setConfirming(false);
    if (result.error) onFailed(errorMessage(result.error));
    else onChanged(result.data);
  };

  if (product.deleted) {
    return (
      <div
        role="status"
        className="flex w-full flex-wrap items-center justify-between gap-3 rounded-xl border border-red-300 bg-red-50 px-4 py-3"
      >
        <p className="flex items-center gap-2 font-semibold text-red-800">
          <Icon name="alert" className="size-5" />
          This product is deleted
        </p>
        <Button
          variant="secondary"
          size="sm"
          disabled={isLoading}
          onClick={() => void setDeleted(false)}
        >
          Restore product
        </Button>
      </div>
    );
  }

  return (
    <>
      <Button
        variant="secondary"
        className="border-red-300! text-red-700! hover:bg-red-50!"
        onClick={() => setConfirming(true)}
      >
        Delete
      </Button>
      <Dialog open={confirming} onClose={() => setConfirming(false)} title="Delete product">
        <p className="text-slate-700">Are you sure you want to delete this Product ?</p>
        <p className="mt-2 text-sm text-slate-500">
          Shoppers will no longer see “{product.title}”. You can restore it later.
        </p>
        <div className="mt-6 flex justify-end gap-3">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button
            className="bg-red-600! hover:bg-red-700!"
            disabled={isLoading}
            onClick={() => void setDeleted(true)}
          >
            {isLoading ? 'Deleting…' : 'Delete'}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
