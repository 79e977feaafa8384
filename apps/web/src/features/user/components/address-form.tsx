// An address form with the messages of docs/product.md §5.2; it empties itself after a successful save.
// The state comes from the list of states and union territories, since it decides the order's GST.
import type { AddressInput } from '@kaushal/shared/account';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/text-field';
import { lazyZodResolver, loadFormSchemas } from '../../../lib/lazy-zod-resolver';
import { StateOptions } from '../../../components/state-options';

const EMPTY: AddressInput = {
  name: '',
  email: '',
  phone: '',
  street: '',
  city: '',
  state: '',
  pinCode: '',
  gstin: '',
};

export function AddressForm({
  initial = EMPTY,
  submitLabel,
  onSave,
  onCancel,
}: {
  initial?: AddressInput;
  submitLabel: string;
  /** Resolves true once saved. */
  onSave: (address: AddressInput) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: lazyZodResolver('addressFormSchema'), defaultValues: initial });

  const submit = handleSubmit(async ({ id: _id, ...address }) => {
    if (await onSave(address)) reset(EMPTY);
  });

  return (
    <form
      onFocus={() => void loadFormSchemas()}
      noValidate
      onSubmit={submit}
      className="grid gap-4 sm:grid-cols-2"
    >
      <div className="sm:col-span-2">
        <TextField
          label="Full name"
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
      </div>
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <div className="sm:col-span-2">
        <TextField
          label="Street address"
          autoComplete="street-address"
          error={errors.street?.message}
          {...register('street')}
        />
      </div>
      <TextField
        label="City"
        autoComplete="address-level2"
        error={errors.city?.message}
        {...register('city')}
      />
      <SelectField
        label="State"
        autoComplete="address-level1"
        error={errors.state?.message}
        {...register('state')}
      >
        <StateOptions />
      </SelectField>
      <TextField
        label="PIN code"
        inputMode="numeric"
        maxLength={6}
        autoComplete="postal-code"
        error={errors.pinCode?.message}
        {...register('pinCode')}
      />
      <div className="sm:col-span-2">
        <TextField
          label="GSTIN (optional, for a business)"
          autoComplete="off"
          className="uppercase"
          placeholder="e.g. 27AAPFU0939F1ZV"
          error={errors.gstin?.message}
          {...register('gstin')}
        />
      </div>
      <div className="flex flex-wrap items-end justify-end gap-3 sm:col-span-2">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
