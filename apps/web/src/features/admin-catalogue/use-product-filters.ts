// The admin list's search and its category and brand filters, kept in the URL
// (`?q=excel&category=a,b&brand=x`) with the page.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type FilterKey = 'category' | 'brand';

const valuesOf = (params: URLSearchParams, key: FilterKey) =>
  (params.get(key) ?? '').split(',').filter(Boolean);

export function useProductFilters() {
  const [params, setParams] = useSearchParams();
  const categories = useMemo(() => valuesOf(params, 'category'), [params]);
  const brands = useMemo(() => valuesOf(params, 'brand'), [params]);
  const search = params.get('q') ?? '';

  /** Sets `key` to `value` (removed when empty); another filter means other results, their first page. */
  const setParam = useCallback(
    (key: FilterKey | 'q', value: string, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value !== '') next.set(key, value);
          else next.delete(key);
          next.delete('page');
          return next;
        },
        { replace },
      ),
    [setParams],
  );
  const setFilter = useCallback(
    (key: FilterKey, values: string[]) => setParam(key, values.join(',')),
    [setParam],
  );
  // Typing replaces the history entry, so Back leaves the search instead of undoing it letter by letter.
  const setSearch = useCallback((text: string) => setParam('q', text, true), [setParam]);

  return { categories, brands, search, setFilter, setSearch };
}
