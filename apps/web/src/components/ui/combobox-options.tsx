// The popup of a combobox (WAI-ARIA APG): a listbox of options under its input, the active one marked,
// and the status in its place when there is no option. A click picks an option without taking the
// focus from the input.
import { clsx } from 'clsx/lite';
import type { ReactNode } from 'react';

/** The id of the option at `index` of the listbox `listId`, for the input's aria-activedescendant. */
export const optionId = (listId: string, index: number) => `${listId}-${index}`;

/** The ARIA attributes of a combobox's input whose popup is `ComboboxOptions` with `listId`. */
export const comboboxInputAttributes = (
  listId: string,
  { showing, count, active }: { showing: boolean; count: number; active: number },
) =>
  ({
    role: 'combobox',
    autoComplete: 'off',
    'aria-autocomplete': 'list',
    'aria-expanded': showing && count > 0,
    'aria-controls': listId,
    'aria-activedescendant': active >= 0 ? optionId(listId, active) : undefined,
  }) as const;

export function ComboboxOptions<Option extends { id: string }>({
  listId,
  label,
  showing,
  options,
  active,
  status,
  onPick,
  renderOption,
  className,
}: {
  listId: string;
  label: string;
  showing: boolean;
  options: readonly Option[];
  active: number;
  /** Said in the popup when there is no option (searching, nothing found, an error). */
  status: string;
  onPick: (option: Option) => void;
  renderOption: (option: Option) => ReactNode;
  /** Where the popup sits and how wide it is. */
  className: string;
}) {
  return (
    <div
      hidden={!showing}
      className={clsx(
        'absolute top-full mt-1 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg',
        className,
      )}
    >
      <ul id={listId} role="listbox" aria-label={label}>
        {showing &&
          options.map((option, index) => (
            <li
              key={option.id}
              id={optionId(listId, index)}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onPick(option)}
              className={clsx(
                'cursor-pointer px-3 py-2 text-sm',
                index === active
                  ? 'bg-indigo-50 outline-2 -outline-offset-2 outline-primary'
                  : 'hover:bg-slate-50',
              )}
            >
              {renderOption(option)}
            </li>
          ))}
      </ul>
      {options.length === 0 && <p className="px-3 py-2 text-sm text-slate-600">{status}</p>}
    </div>
  );
}
