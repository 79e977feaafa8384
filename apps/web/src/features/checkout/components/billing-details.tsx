// Whom an order of online workshops is billed to. GST needs only the buyer's state (the place of
// supply) for an online workshop, so the buyer may give just a name and a state, kept on the order and
// not saved; a tax invoice to a GSTIN needs a full address, picked or added as for a classroom batch
// (docs/product.md §4.7).
import { FULL_NAME_REQUIRED_MESSAGE, STATE_REQUIRED_MESSAGE } from '@kaushal/shared/constants';
import type { Ref } from 'react';
import { RadioCard } from '../../../components/ui/radio-card';
import { SelectField, TextField } from '../../../components/ui/text-field';
import { StateOptions } from '../../../components/state-options';
import type { NameAndState } from '../checkout-order';

export type BillTo = 'name-and-state' | 'address';

/** Next to Pay, while either is missing. */
export const NAME_AND_STATE_MESSAGE = 'Enter your name and state for the invoice';

const CHOICES: { value: BillTo; title: string; detail: string }[] = [
  {
    value: 'name-and-state',
    title: 'My name and state',
    detail: 'Enough for an online workshop: GST is charged by your state.',
  },
  {
    value: 'address',
    title: 'A full address',
    detail: 'For a tax invoice to your business’s GSTIN, or to keep your address on the invoice.',
  },
];

export function BillToChoice({
  value,
  onChange,
}: {
  value: BillTo;
  onChange: (billTo: BillTo) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900">Bill this order to</legend>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {CHOICES.map((choice) => (
          <RadioCard
            key={choice.value}
            name="bill-to"
            value={choice.value}
            checked={choice.value === value}
            onChange={() => onChange(choice.value)}
          >
            <span>
              <span className="block font-medium text-slate-900">{choice.title}</span>
              <span className="mt-1 block text-sm text-slate-600">{choice.detail}</span>
            </span>
          </RadioCard>
        ))}
      </div>
    </fieldset>
  );
}

/** What is missing from the name and state, field by field. */
export function nameAndStateErrors(details: NameAndState): Partial<NameAndState> {
  return {
    ...(details.name.trim() === '' && { name: FULL_NAME_REQUIRED_MESSAGE }),
    ...(details.state === '' && { state: STATE_REQUIRED_MESSAGE }),
  };
}

export function NameAndStateFields({
  value,
  onChange,
  errors,
  nameRef,
  stateRef,
}: {
  value: NameAndState;
  onChange: (details: NameAndState) => void;
  /** Shown once Pay was pressed without them. */
  errors: Partial<NameAndState>;
  nameRef: Ref<HTMLInputElement>;
  stateRef: Ref<HTMLSelectElement>;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        ref={nameRef}
        label="Full name"
        autoComplete="name"
        maxLength={100}
        value={value.name}
        error={errors.name}
        onChange={(event) => onChange({ ...value, name: event.target.value })}
      />
      <SelectField
        ref={stateRef}
        label="State"
        autoComplete="address-level1"
        value={value.state}
        error={errors.state}
        onChange={(event) => onChange({ ...value, state: event.target.value })}
      >
        <StateOptions />
      </SelectField>
    </div>
  );
}
