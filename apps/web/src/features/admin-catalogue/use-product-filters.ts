// The admin list's category and brand filters, kept in the URL (`?category=a,b&brand=x`) with the page.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type FilterKey = 'category' | 'brand';

const valuesOf = (params: URLSearchParams, key: FilterKey) =>
  (params.get(key) ?? '').split(',').filter(Boolean);

export function useProductFilters() {
  const [params, setParams] = useSearchParams();
  const categories = useMemo(() => valuesOf(params, 'category'), [params]);
  const brands = useMemo(() => valuesOf(params, 'brand'), [params]);

  const setFilter = useCallback(
    (key: FilterKey, values: string[]) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (values.length > 0) next.set(key, values.join(','));
        else next.delete(key);
        // Another filter means other results: their first page.
        next.delete('page');
        return next;
      }),
    [setParams],
  );

  return { categories, brands, setFilter };
}
