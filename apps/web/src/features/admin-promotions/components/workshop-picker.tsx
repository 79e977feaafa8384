// The workshops a promo code is limited to, picked by title: a WAI-ARIA combobox that suggests the
// workshops matching what is typed (arrows move, Enter picks, Escape closes), and the picked ones as
// chips, each with its own remove button. The code's contract keeps the workshops' ids.
import { useId, useState, type KeyboardEvent } from 'react';
import { ComboboxOptions, comboboxInputAttributes } from '../../../components/ui/combobox-options';
import { Icon } from '../../../components/ui/icon';
import { useDebounced } from '../../../lib/use-debounced';
import { useFindWorkshopsQuery, useGetWorkshopQuery } from '../promo-codes-api';

const DEBOUNCE_MS = 250;

function Chip({ id, onRemove }: { id: string; onRemove: () => void }) {
  const { data, isError } = useGetWorkshopQuery(id);
  const title = data?.title ?? (isError ? `Workshop #${id}` : 'Loading…');
  return (
    <li className="flex items-center gap-1 rounded-full bg-indigo-50 py-1 pl-3 pr-1 text-sm font-medium text-indigo-900">
      {title}
      <button
        type="button"
        onClick={onRemove}
        className="rounded-full p-1 text-indigo-700 hover:bg-indigo-100 hover:text-indigo-950"
      >
        <Icon name="close" className="size-3.5" />
        <span className="sr-only">{`Remove ${title}`}</span>
      </button>
    </li>
  );
}

export function WorkshopPicker({
  selected,
  onChange,
}: {
  selected: readonly string[];
  onChange: (ids: string[]) => void;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const term = useDebounced(text.trim(), DEBOUNCE_MS);
  const { currentData, isFetching, isError } = useFindWorkshopsQuery(term, { skip: term === '' });
  const options = (term === '' ? [] : (currentData ?? [])).filter(
    (option) => !selected.includes(option.id),
  );
  const showing = open && text.trim() !== '';

  const pick = (optionId: string) => {
    onChange([...selected, optionId]);
    setText('');
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      // Enter picks; it never submits the code's form from here.
      event.preventDefault();
      const chosen = options[active] ?? (options.length === 1 ? options[0] : undefined);
      if (chosen) pick(chosen.id);
    } else if (event.key === 'Escape' && showing) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Backspace' && text === '' && selected.length > 0) {
      onChange(selected.slice(0, -1));
    }
  };

  const status = (() => {
    if (!showing) return '';
    if ((text.trim() !== term || isFetching) && options.length === 0) return 'Searching…';
    if (isError) return 'The workshops could not be loaded. Please try again.';
    if (options.length === 0) return `No workshops match “${text.trim()}”`;
    return `${options.length} ${options.length === 1 ? 'workshop' : 'workshops'} found`;
  })();

  return (
    <div
      className="sm:col-span-2"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        Workshops (optional)
      </label>
      <p id={`${id}-hint`} className="mb-2 text-sm text-slate-600">
        {selected.length === 0
          ? 'The code works on every workshop. Type a title to limit it to some.'
          : 'The code works only on these workshops.'}
      </p>
      {selected.length > 0 && (
        <ul aria-label="Workshops picked" className="mb-2 flex flex-wrap gap-2">
          {selected.map((workshopId) => (
            <Chip
              key={workshopId}
              id={workshopId}
              onRemove={() => onChange(selected.filter((entry) => entry !== workshopId))}
            />
          ))}
        </ul>
      )}
      <div className="relative">
        <input
          id={id}
          {...comboboxInputAttributes(listId, { showing, count: options.length, active })}
          type="text"
          placeholder="Type a workshop's title"
          aria-describedby={`${id}-hint`}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
          className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30"
        />
        <ComboboxOptions
          listId={listId}
          label="Matching workshops"
          showing={showing}
          options={options}
          active={active}
          status={status}
          onPick={(option) => pick(option.id)}
          renderOption={(option) => <span className="text-slate-900">{option.title}</span>}
          className="inset-x-0 z-30"
        />
        <p role="status" className="sr-only">
          {status}
        </p>
      </div>
    </div>
  );
}
