// The admin's form for a promo code: new or edited, every rule on one screen, the server's reason shown.
import { promoCodeTypes, type PromoCode } from '@kaushal/shared/promo';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-error';
import {
  emptyPromoCodeForm,
  promoCodeBody,
  promoCodeFormValues,
  promoCodeFormWords,
  type PromoCodeFormValues,
} from '../promo-code-form-values';
import { useSavePromoCodeMutation } from '../promo-codes-api';
import { WorkshopPicker } from './workshop-picker';

export function PromoCodeForm({
  editing,
  onDone,
}: {
  /** The code being edited; a new code without it. */
  editing: PromoCode | undefined;
  onDone: (saved: PromoCode | undefined) => void;
}) {
  const [values, setValues] = useState<PromoCodeFormValues>(
    editing ? promoCodeFormValues(editing) : emptyPromoCodeForm,
  );
  const [save, { isLoading, error }] = useSavePromoCodeMutation();
  const field = (name: Exclude<keyof PromoCodeFormValues, 'products' | 'active'>) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = promoCodeBody(values);
    const result = editing ? await save({ id: editing.id, body }) : await save({ body });
    if ('data' in result) onDone(result.data);
  };

  return (
    <form
      onSubmit={submit}
      aria-label={editing ? `Edit ${editing.code}` : 'New promo code'}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 className="text-lg font-semibold text-slate-900">
        {editing ? `Edit ${editing.code}` : 'New promo code'}
      </h2>
      {error && <Alert tone="error">{promoCodeFormWords(errorMessage(error))}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Code" required autoComplete="off" {...field('code')} />
        <div>
          <label htmlFor="promo-type" className="mb-1.5 block text-sm font-medium text-slate-700">
            Type
          </label>
          <select
            id="promo-type"
            value={values.type}
            onChange={(event) =>
              setValues((current) => ({
                ...current,
                type: event.target.value as PromoCodeFormValues['type'],
              }))
            }
            className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5"
          >
            {promoCodeTypes.map((type) => (
              <option key={type} value={type}>
                {type === 'percentage' ? 'Percentage off' : 'Fixed amount off (₹)'}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={values.type === 'percentage' ? 'Percent off' : 'Rupees off'}
          inputMode="numeric"
          required
          {...field('value')}
        />
        {values.type === 'percentage' && (
          <TextField
            label="Largest discount (₹, optional)"
            inputMode="numeric"
            {...field('maxDiscount')}
          />
        )}
        <TextField
          label="Minimum order (₹, optional)"
          inputMode="numeric"
          {...field('minOrderAmount')}
        />
        <TextField label="Total uses (optional)" inputMode="numeric" {...field('maxUses')} />
        <TextField
          label="Uses per customer (optional)"
          inputMode="numeric"
          {...field('perCustomer')}
        />
        <TextField label="Starts (IST, optional)" type="datetime-local" {...field('startsAt')} />
        <TextField label="Ends (IST, optional)" type="datetime-local" {...field('endsAt')} />
        <WorkshopPicker
          selected={values.products}
          onChange={(products) => setValues((current) => ({ ...current, products }))}
        />
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={values.active}
          onChange={(event) =>
            setValues((current) => ({ ...current, active: event.target.checked }))
          }
        />
        Active
      </label>
      <div className="flex gap-3">
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Saving…' : editing ? 'Save changes' : 'Create code'}
        </Button>
        <Button variant="secondary" onClick={() => onDone(undefined)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
