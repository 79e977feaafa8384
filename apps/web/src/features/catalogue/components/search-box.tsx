// The navigation's workshop search: suggestions as the visitor types, as a WAI-ARIA combobox with a
// listbox popup. Enter opens the highlighted suggestion, or else shows every result on the list page.
import { paths } from '@kaushal/shared/routes';
import { clsx } from 'clsx/lite';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SvgIcon } from '../../../components/ui/icon';
import { useGetProductsQuery } from '../catalogue-api';

const SUGGESTION_COUNT = 5;
const DEBOUNCE_MS = 200;
const SEARCH_ICON = 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4';

// This chunk comes with every page, so it builds the results' address itself rather than importing the
// list's query code (list-query.ts reads `q` the same way).
const resultsHref = (text: string) =>
  `${paths.viewAllProducts()}?${new URLSearchParams({ q: text.trim() })}`;

function useDebounced(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

export default function SearchBox() {
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-list`;
  // The box holds the search the page shows: the results' text, or nothing elsewhere.
  const { pathname, search } = useLocation();
  const pageSearch =
    pathname === paths.viewAllProducts() ? (new URLSearchParams(search).get('q') ?? '') : '';
  const [text, setText] = useState(pageSearch);
  const [shownSearch, setShownSearch] = useState(pageSearch);
  if (shownSearch !== pageSearch) {
    setShownSearch(pageSearch);
    setText(pageSearch);
  }
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const term = useDebounced(text.trim());
  const { currentData, isFetching, isError } = useGetProductsQuery(
    { page: 1, limit: SUGGESTION_COUNT, filters: { q: term } },
    { skip: term === '' },
  );
  const suggestions = term === '' ? [] : (currentData?.products ?? []);
  const waiting = text.trim() !== term || isFetching;
  const showing = open && text.trim() !== '';

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const go = (href: string) => {
    close();
    void navigate(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Past either end the highlight goes back to the text, as in the APG's combobox.
      setActive((current) => {
        const next = current + step;
        if (current === -1 && step === -1) return count - 1;
        return next < 0 || next >= count ? -1 : next;
      });
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (showing) close();
      else setText('');
    }
  };

  const status = (() => {
    if (!showing) return '';
    if (waiting && suggestions.length === 0) return 'Searching…';
    if (isError) return 'Suggestions could not be loaded. Press Enter to search.';
    if (suggestions.length === 0) return `No workshops match “${text.trim()}”`;
    return `${suggestions.length} ${suggestions.length === 1 ? 'suggestion' : 'suggestions'}`;
  })();

  return (
    <form
      role="search"
      // As tall as its slot from the first paint, so the icon centred in it stays put while the input
      // is still being parsed.
      className="relative h-full"
      onSubmit={(event) => {
        event.preventDefault();
        const chosen = suggestions[active];
        if (chosen) go(paths.workshop(chosen.slug));
        else if (text.trim() !== '') go(resultsHref(text));
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) close();
      }}
    >
      <label htmlFor={id} className="sr-only">
        Search workshops
      </label>
      <SvgIcon
        path={SEARCH_ICON}
        className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-500"
      />
      <input
        id={id}
        type="search"
        role="combobox"
        autoComplete="off"
        placeholder="Search workshops"
        aria-autocomplete="list"
        aria-expanded={showing && suggestions.length > 0}
        aria-controls={listId}
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        className="block h-10 w-full rounded-lg border border-slate-300 bg-white pl-10 pr-3 text-sm text-slate-900 placeholder:text-slate-500 focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/40"
      />
      <div
        hidden={!showing}
        className="absolute inset-x-0 top-full z-40 mt-1 min-w-64 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg"
      >
        <ul id={listId} role="listbox" aria-label="Suggested workshops">
          {showing &&
            suggestions.map((product, index) => (
              <li
                key={product.id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                // Keeps focus in the box, so the click is not lost to its blur.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => go(paths.workshop(product.slug))}
                className={clsx(
                  'cursor-pointer px-3 py-2 text-sm',
                  index === active
                    ? 'bg-indigo-50 outline-2 -outline-offset-2 outline-primary'
                    : 'hover:bg-slate-50',
                )}
              >
                <span className="block font-medium text-slate-900">{product.title}</span>
                <span className="block text-xs text-slate-600">{product.category}</span>
              </li>
            ))}
        </ul>
        {suggestions.length === 0 && <p className="px-3 py-2 text-sm text-slate-600">{status}</p>}
      </div>
      <p role="status" className="sr-only">
        {status}
      </p>
    </form>
  );
}
