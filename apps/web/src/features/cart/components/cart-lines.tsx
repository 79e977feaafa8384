// The cart's lines with their batch (or, self-paced, the access bought), their quantity selector and
// Remove behind a confirmation (docs/product.md §2.7, §4.3).
import type { Batch } from '@kaushal/shared/batch';
import type { CartItem } from '@kaushal/shared/cart';
import { formatRupees } from '@kaushal/shared/money';
import type { Product } from '@kaushal/shared/product';
import { formatWords } from '@kaushal/shared/workshop-format';
import { useState, type ReactNode } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/api-error';
import { formatStart } from '../../../lib/ist-time';
import { showToast } from '../../../lib/toast-slice';
import { useChangeQuantityMutation, useRemoveFromCartMutation } from '../cart-changes-api';
import { QuantitySelect } from '../../../components/ui/quantity-select';

/** How a product reads in a line; the page supplies it with the catalogue's fallbacks. */
export interface LineDisplay {
  title: string;
  brand: string;
  image: ReactNode;
}

/** Which batch a line is for: its name, when it starts (in IST) and where it runs. */
function BatchSummary({ batch }: { batch: Batch }) {
  const first = batch.sessions[0];
  const place =
    batch.mode === 'online' ? 'Online' : ['In person', batch.venue].filter(Boolean).join(', ');
  return (
    <p className="text-sm text-slate-700" data-testid="line-batch">
      <span className="font-medium text-slate-900">{batch.name}</span>
      {' · '}
      {first ? formatStart(first.startsAt) : 'Dates to be announced'}
      {' · '}
      {place}
    </p>
  );
}

/** How few seats a batch has left before a line says so. */
const FEW_SEATS = 5;

export const REMOVE_MESSAGE = 'Are you sure you want to delete this item from your cart?';

export function CartLines({
  lines,
  display,
}: {
  lines: readonly CartItem[];
  display: (product: Product) => LineDisplay;
}) {
  const dispatch = useAppDispatch();
  const [changeQuantity] = useChangeQuantityMutation();
  const [remove, { isLoading: removing }] = useRemoveFromCartMutation();
  const [confirming, setConfirming] = useState<{ id: string; title: string } | null>(null);

  const fail = (error: unknown) => {
    console.error('Cart change failed', error);
    dispatch(showToast('error', errorMessage(error)));
  };

  const onQuantity = (id: string, quantity: number) => {
    changeQuantity({ id, quantity }).unwrap().catch(fail);
  };

  const onConfirmRemove = async () => {
    if (!confirming) return;
    try {
      await remove(confirming.id).unwrap();
      setConfirming(null);
    } catch (error) {
      fail(error);
    }
  };

  return (
    <>
      <ul className="divide-y divide-slate-200">
        {lines.map((line) => {
          const { title, brand, image } = display(line.product);
          // A self-paced workshop's standing batch has no dates, and seats that never run out.
          const selfPaced = line.product.format === 'self-paced';
          return (
            <li key={line.id} className="flex gap-4 py-5">
              <div className="w-24 shrink-0 overflow-hidden rounded-lg sm:w-32">{image}</div>
              <div className="flex min-w-0 flex-1 flex-col gap-2">
                <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
                  <h3 className="min-w-0 font-semibold text-slate-900">{title}</h3>
                  <div className="text-right">
                    <p className="font-semibold text-slate-900" data-testid="line-total">
                      {formatRupees(line.product.discountPrice * line.quantity)}
                    </p>
                    {line.quantity > 1 && (
                      <p className="text-xs text-slate-500">
                        {line.quantity} × {formatRupees(line.product.discountPrice)}
                      </p>
                    )}
                  </div>
                </div>
                <p className="text-sm text-slate-500">{brand}</p>
                {selfPaced ? (
                  <p className="text-sm text-slate-700" data-testid="line-batch">
                    {formatWords(line.product.format, line.product.accessDays)}
                  </p>
                ) : (
                  <BatchSummary batch={line.batch} />
                )}
                {!selfPaced && line.batch.seatsLeft <= FEW_SEATS && (
                  <p className="text-sm font-medium text-amber-800">
                    {line.batch.seatsLeft === 0
                      ? 'No seats left in this batch'
                      : `Only ${line.batch.seatsLeft} ${line.batch.seatsLeft === 1 ? 'seat' : 'seats'} left`}
                  </p>
                )}
                <div className="mt-auto flex flex-wrap items-center justify-between gap-3">
                  <QuantitySelect
                    value={line.quantity}
                    seatsLeft={line.batch.seatsLeft}
                    title={title}
                    onChange={(quantity) => onQuantity(line.id, quantity)}
                  />
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setConfirming({ id: line.id, title })}
                  >
                    Remove<span className="sr-only"> {title}</span>
                  </Button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={`Delete ${confirming?.title ?? ''}`}
      >
        <p className="text-slate-700">{REMOVE_MESSAGE}</p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setConfirming(null)}>
            Cancel
          </Button>
          <Button disabled={removing} onClick={() => void onConfirmRemove()}>
            {removing ? 'Deleting…' : 'Delete'}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
