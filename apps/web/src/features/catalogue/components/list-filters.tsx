// The workshop list's filters: category, mode, format, price band and start month, behind a button on
// phones.
import { clsx } from 'clsx/lite';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { useGetListOptionsQuery } from '../catalogue-api';
import { modeChoices, priceBands, type Choice, type ListQuery } from '../list-query';
import { formatChoices } from '../product-display';

type ListChange = (change: Partial<ListQuery>) => void;

const boxClasses =
  'size-4 shrink-0 accent-primary focus-visible:outline-2 focus-visible:outline-primary';

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-slate-200 pt-4">
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      <div className="mt-3 space-y-2">{children}</div>
    </fieldset>
  );
}

function Option({
  type,
  name,
  checked,
  label,
  onChange,
}: {
  type: 'checkbox' | 'radio';
  name: string;
  checked: boolean;
  label: string;
  onChange: () => void;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-2.5 text-sm text-slate-700">
      <input type={type} name={name} checked={checked} onChange={onChange} className={boxClasses} />
      {label}
    </label>
  );
}

/** Checkboxes that keep the picked values of `choices` in one part of the query. */
function Checklist({
  legend,
  name,
  choices,
  picked,
  onPick,
}: {
  legend: string;
  name: string;
  choices: readonly Choice[];
  picked: string[];
  onPick: (values: string[]) => void;
}) {
  if (choices.length === 0) return null;
  return (
    <Group legend={legend}>
      {choices.map((choice) => (
        <Option
          key={choice.value}
          type="checkbox"
          name={name}
          label={choice.label}
          checked={picked.includes(choice.value)}
          onChange={() =>
            onPick(
              picked.includes(choice.value)
                ? picked.filter((value) => value !== choice.value)
                : [...picked, choice.value],
            )
          }
        />
      ))}
    </Group>
  );
}

export function ListFilters({
  query,
  onChange,
  onClear,
  filtered,
}: {
  query: ListQuery;
  onChange: ListChange;
  onClear: () => void;
  /** Whether any filter or sort is set, so there is something to clear. */
  filtered: boolean;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const categories = useGetListOptionsQuery('categories').data ?? [];
  const months = useGetListOptionsQuery('products/months').data ?? [];
  const count =
    query.categories.length +
    query.modes.length +
    query.formats.length +
    query.months.length +
    (query.price ? 1 : 0);

  return (
    <section aria-label="Filters">
      <Button
        variant="secondary"
        className="w-full lg:hidden"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
      >
        {count > 0 ? `Filters (${count})` : 'Filters'}
        <Icon name="chevron-down" className={clsx('size-4', open && 'rotate-180')} />
      </Button>
      <div id={panelId} className={clsx('mt-4 space-y-4 lg:mt-0 lg:block', !open && 'hidden')}>
        <div className="flex items-center justify-between">
          <h2 className="text-base font-bold text-slate-900">Filters</h2>
          {filtered && (
            <Button variant="ghost" size="sm" onClick={onClear}>
              Clear filters
            </Button>
          )}
        </div>
        <Checklist
          legend="Category"
          name="category"
          choices={categories}
          picked={query.categories}
          onPick={(values) => onChange({ categories: values })}
        />
        <Checklist
          legend="Mode"
          name="mode"
          choices={modeChoices}
          picked={query.modes}
          onPick={(values) => onChange({ modes: values })}
        />
        <Checklist
          legend="Format"
          name="format"
          choices={formatChoices}
          picked={query.formats}
          onPick={(values) => onChange({ formats: values })}
        />
        <Group legend="Price">
          {[{ value: '', label: 'Any price' }, ...priceBands].map((band) => (
            <Option
              key={band.value}
              type="radio"
              name="price"
              label={band.label}
              checked={query.price === band.value}
              onChange={() => onChange({ price: band.value })}
            />
          ))}
        </Group>
        <Checklist
          legend="Start month"
          name="month"
          choices={months}
          picked={query.months}
          onPick={(values) => onChange({ months: values })}
        />
      </div>
    </section>
  );
}
