// The bag's promo code field: Apply (or Enter) puts a code on the bag; the code applied, or the reason it
// does not apply, is shown with a way to remove it. The server decides; the page only says what it said.
import type { CartPromo } from '@kaushal/shared/promo';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-error';
import { useApplyPromoMutation, useRemovePromoMutation } from '../promo-api';

export function PromoCodeField({ userId, promo }: { userId: string; promo: CartPromo['promo'] }) {
  const [typed, setTyped] = useState('');
  const [apply, applying] = useApplyPromoMutation();
  const [remove, removing] = useRemovePromoMutation();
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim() === '' || applying.isLoading) return;
    const result = await apply({ userId, code: typed });
    if ('data' in result) setTyped('');
  };

  if (promo) {
    return (
      <div className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2.5 text-sm">
        <div className="flex items-center justify-between gap-3">
          <span>
            Promo code <strong className="font-mono">{promo.code}</strong>
            {promo.reason === null && ' applied'}
          </span>
          <Button
            variant="ghost"
            size="sm"
            disabled={removing.isLoading}
            onClick={() => void remove({ userId })}
          >
            {removing.isLoading ? 'Removing…' : 'Remove'}
            <span className="sr-only"> promo code {promo.code}</span>
          </Button>
        </div>
        {promo.reason && (
          <p role="alert" className="mt-1 text-red-700">
            {promo.reason}
          </p>
        )}
      </div>
    );
  }

  const error = applying.isError ? errorMessage(applying.error) : undefined;
  return (
    <form onSubmit={submit} aria-label="Promo code" className="flex items-end gap-2">
      <div className="flex-1">
        <TextField
          label="Promo code"
          autoComplete="off"
          placeholder="Enter promo code"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            if (applying.isError) applying.reset();
          }}
          {...(error && { 'aria-invalid': true, 'aria-describedby': errorId })}
        />
        {error && (
          <p id={errorId} role="alert" className="mt-1.5 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
      <Button
        type="submit"
        variant="secondary"
        disabled={applying.isLoading}
        aria-busy={applying.isLoading}
        className={error ? 'mb-7' : undefined}
      >
        {applying.isLoading ? 'Applying…' : 'Apply'}
      </Button>
    </form>
  );
}
