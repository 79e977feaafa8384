// Collapsible checkbox groups filtering the admin product list by category and by brand (docs/product.md §2.12).
import type { FilterOption } from '@kaushal/shared/product';
import { useState } from 'react';
import { Icon } from '../../../components/ui/icon';
import type { FilterKey } from '../use-product-filters';

export interface FilterGroup {
  key: FilterKey;
  name: string;
  options: readonly FilterOption[];
  selected: readonly string[];
}

function FilterSection({
  group,
  onChange,
}: {
  group: FilterGroup;
  onChange: (key: FilterKey, values: string[]) => void;
}) {
  // Open at first when something in it is chosen, so a reload or a shared link shows why the list
  // is short; after that the admin opens and closes it.
  const [open, setOpen] = useState(group.selected.length > 0);
  const toggle = (value: string, checked: boolean) =>
    onChange(
      group.key,
      checked ? [...group.selected, value] : group.selected.filter((entry) => entry !== value),
    );
  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="group border-b border-slate-200 py-4"
    >
      <summary className="flex cursor-pointer list-none items-center justify-between rounded text-sm font-semibold text-slate-900">
        <span>
          {group.name}
          {group.selected.length > 0 && (
            <span className="ml-2 text-xs font-medium text-primary">
              ({group.selected.length} selected)
            </span>
          )}
        </span>
        <Icon name="chevron-down" className="size-5 text-slate-500 group-open:rotate-180" />
      </summary>
      <fieldset className="mt-3">
        <legend className="sr-only">{group.name}</legend>
        <ul className="space-y-2">
          {group.options.map((option) => (
            <li key={option.value}>
              <label className="flex items-center gap-3 text-sm text-slate-700">
                <input
                  type="checkbox"
                  checked={group.selected.includes(option.value)}
                  onChange={(event) => toggle(option.value, event.target.checked)}
                  className="size-4 rounded border-slate-300 accent-primary"
                />
                {option.label}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </details>
  );
}

export function ProductFilters({
  groups,
  onChange,
}: {
  groups: readonly FilterGroup[];
  onChange: (key: FilterKey, values: string[]) => void;
}) {
  return (
    <section aria-labelledby="filters-heading">
      <h2 id="filters-heading" className="text-base font-bold text-slate-900">
        Filters
      </h2>
      {groups.map((group) => (
        <FilterSection key={group.key} group={group} onChange={onChange} />
      ))}
    </section>
  );
}
