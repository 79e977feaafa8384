// The admin list's search box: the list follows the text once the typing pauses; the search is kept in
// the URL, and a button clears it.
import { useEffect, useState } from 'react';
import { Icon } from '../../../components/ui/icon';
import { useDebounced } from '../../../lib/use-debounced';

const DEBOUNCE_MS = 300;

export function ProductSearch({
  search,
  onSearch,
}: {
  /** The search the list shows (the URL's). */
  search: string;
  onSearch: (text: string) => void;
}) {
  const [text, setText] = useState(search);
  const settled = useDebounced(text.trim(), DEBOUNCE_MS);
  // Back, Forward or a link change the URL's search: the box shows it.
  const [shown, setShown] = useState(search);
  if (shown !== search) {
    setShown(search);
    setText(search);
  }
  // A pause in typing searches; a text not yet settled (just typed, or just taken from the URL) waits.
  useEffect(() => {
    if (settled === text.trim() && settled !== search) onSearch(settled);
  }, [settled, text, search, onSearch]);

  return (
    <form
      role="search"
      aria-label="Products"
      className="relative"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor="product-search" className="mb-1.5 block text-sm font-medium text-slate-700">
        Search workshops
      </label>
      <div className="relative">
        <input
          id="product-search"
          type="search"
          autoComplete="off"
          placeholder="Title, category or brand"
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="block h-11 w-full rounded-lg border border-slate-300 bg-white pl-3 pr-11 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30 [&::-webkit-search-cancel-button]:hidden"
        />
        {text !== '' && (
          <button
            type="button"
            onClick={() => {
              setText('');
              onSearch('');
            }}
            className="absolute right-1 top-1/2 -translate-y-1/2 rounded p-2 text-slate-500 hover:text-slate-900"
          >
            <Icon name="close" className="size-4" />
            <span className="sr-only">Clear the search</span>
          </button>
        )}
      </div>
    </form>
  );
}
