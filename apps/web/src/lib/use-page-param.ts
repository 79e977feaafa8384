// The current list page, kept in the URL (`?page=2`) so reloads, links and Back keep it.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The page a query string asks for: a whole number from 1, else 1. */
export function pageFromSearch(params: URLSearchParams): number {
  const parsed = Number(params.get('page'));
  return Number.isInteger(parsed) && parsed >= 1 ? parsed : 1;
}

export function usePageParam() {
  const [params] = useSearchParams();
  const page = pageFromSearch(params);
  const pageHref = useCallback(
    (target: number) => {
      const next = new URLSearchParams(params);
      if (target === 1) next.delete('page');
      else next.set('page', String(target));
      const query = next.toString();
      return query ? `?${query}` : '?';
    },
    [params],
  );
  return { page, pageHref };
}
