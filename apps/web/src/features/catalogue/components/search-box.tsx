// The navigation's workshop search: suggestions as the visitor types, as a WAI-ARIA combobox with a
// listbox popup. Enter opens the highlighted suggestion, or else shows every result on the list page.
import { paths } from '@kaushal/shared/routes';
import { useId, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ComboboxOptions, comboboxInputAttributes } from '../../../components/ui/combobox-options';
import { SvgIcon } from '../../../components/ui/icon';
import { useDebounced } from '../../../lib/use-debounced';
import { useGetProductsQuery } from '../catalogue-api';

const SUGGESTION_COUNT = 5;
const DEBOUNCE_MS = 200;
const SEARCH_ICON = 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4';

// This chunk comes with every page, so it builds the results' address itself rather than importing the
// list's query code (list-query.ts reads `q` the same way).
const resultsHref = (text: string) =>
  `${paths.viewAllProducts()}?${new URLSearchParams({ q: text.trim() })}`;

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
  const term = useDebounced(text.trim(), DEBOUNCE_MS);
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
      // Named, as a page's own search (the admin's customers and products) is a second search landmark.
      aria-label="Workshops"
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
        {...comboboxInputAttributes(listId, { showing, count: suggestions.length, active })}
        type="search"
        placeholder="Search workshops"
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
      <ComboboxOptions
        listId={listId}
        label="Suggested workshops"
        showing={showing}
        options={suggestions}
        active={active}
        status={status}
        onPick={(product) => go(paths.workshop(product.slug))}
        renderOption={(product) => (
          <>
            <span className="block font-medium text-slate-900">{product.title}</span>
            <span className="block text-xs text-slate-600">{product.category}</span>
          </>
        )}
        className="inset-x-0 z-40 min-w-64"
      />
      <p role="status" className="sr-only">
        {status}
      </p>
    </form>
  );
}
