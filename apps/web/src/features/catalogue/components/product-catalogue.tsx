// A page of the catalogue, ten products at a time, with the page, the search text, filters and sort
// kept in the URL (docs/product.md §9), so a list can be shared and Back returns to the previous one.
import { LIST_PAGE_SIZE } from '@kaushal/shared/constants';
import type { Product } from '@kaushal/shared/product';
import { useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { usePageParam } from '../../../lib/use-page-param';
import { useGetProductsQuery } from '../catalogue-api';
import {
  changedSearch,
  hasFilters,
  listArgs,
  readListQuery,
  sortChoices,
  type ListQuery,
} from '../list-query';
import { ListFilters } from './list-filters';
import type { ProductActions } from './product-card';
import { ProductGrid } from './product-grid';

interface ProductCatalogueProps extends ProductActions {
  onOpen?: (product: Product) => void;
  hrefFor?: (product: Product) => string;
  /** Shows the filters and the sort beside the list. */
  filterable?: boolean;
}

const CLEARED_FILTERS: Partial<ListQuery> = {
  categories: [],
  modes: [],
  formats: [],
  price: '',
  months: [],
  sort: '',
};

function SortSelect({ query, onChange }: { query: ListQuery; onChange: (sort: string) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        Sort by
      </label>
      <select
        id={id}
        value={query.sort}
        onChange={(event) => onChange(event.target.value)}
        className="rounded-lg border border-slate-300 bg-white py-2 pl-3 pr-8 text-sm text-slate-900 shadow-sm focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30"
      >
        <option value="">{query.q ? 'Relevance' : 'Featured'}</option>
        {sortChoices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The query the controls show: the address's, or the change just made while the router still applies
 * it (it does so in a transition, and until then a controlled checkbox would show its old state).
 */
function useShownQuery(query: ListQuery) {
  const key = JSON.stringify(query);
  const [pending, setPending] = useState<{ from: string; query: ListQuery } | null>(null);
  // Once the address has moved on (to the change, or Back), the change is done with: forgotten, so
  // a later return to the same address shows that address's query.
  if (pending && pending.from !== key) setPending(null);
  const shown = pending?.from === key ? pending.query : query;
  const show = (change: Partial<ListQuery>) =>
    setPending({ from: key, query: { ...shown, ...change } });
  return [shown, show] as const;
}

export function ProductCatalogue({ filterable = false, ...props }: ProductCatalogueProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { page, pageHref } = usePageParam();
  const query = readListQuery(params);
  const filtered = hasFilters(query);
  const { data, isLoading, isFetching, isError } = useGetProductsQuery(listArgs(params));
  const [shown, show] = useShownQuery(query);
  // Each change is a new history entry, so Back returns to the list as it was.
  const change = (next: Partial<ListQuery>) => {
    show(next);
    void navigate({ search: changedSearch(params, next) });
  };

  let results;
  if (isLoading) results = <Spinner label="Loading workshops…" />;
  else if (isError || !data) {
    results = <Alert tone="error">The workshops could not be loaded. Please try again.</Alert>;
  } else if (data.totalItems === 0 && (filtered || query.q)) {
    results = (
      <EmptyState
        icon="search"
        title="No workshops match"
        message={
          filtered
            ? 'No workshop matches every filter you picked. Clear the filters to see more.'
            : `Nothing matches “${query.q}”. Check the spelling or try a broader word.`
        }
        action={
          filtered ? (
            <Button onClick={() => change(CLEARED_FILTERS)}>Clear filters</Button>
          ) : (
            <Link
              to={{ search: changedSearch(params, { q: '' }) }}
              className="font-semibold text-primary hover:underline"
            >
              Show all workshops
            </Link>
          )
        }
      />
    );
  } else {
    results = (
      <>
        {data.products.length === 0 ? (
          <p className="py-12 text-center text-slate-600">No workshops on this page.</p>
        ) : (
          // The cards come straight under the page's h1.
          <ProductGrid products={data.products} headingLevel="h2" {...props} />
        )}
        <Pagination
          page={page}
          pageSize={LIST_PAGE_SIZE}
          totalItems={data.totalItems}
          hrefFor={pageHref}
        />
      </>
    );
  }

  if (!filterable) return <div aria-busy={isFetching}>{results}</div>;

  const total = data?.totalItems ?? 0;
  return (
    <div className="lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-10">
      <ListFilters
        query={shown}
        filtered={filtered}
        onChange={change}
        onClear={() => change(CLEARED_FILTERS)}
      />
      <div aria-busy={isFetching} className="mt-6 min-w-0 lg:mt-0">
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
          <p role="status" className="text-sm text-slate-700">
            {data && (
              <>
                <span className="font-semibold text-slate-900">
                  {total} {total === 1 ? 'workshop' : 'workshops'}
                </span>
                {query.q && ` for “${query.q}”`}
              </>
            )}
          </p>
          <SortSelect query={shown} onChange={(sort) => change({ sort })} />
        </div>
        {results}
      </div>
    </div>
  );
}
