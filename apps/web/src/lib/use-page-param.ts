// The current list page, kept in the URL (`?page=2`) so reloads, links and Back keep it.
import { pageFromSearch } from '@kaushal/shared/opening-page';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

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
