import { describe, expect, it } from 'vitest';
import { changedSearch, hasFilters, listArgs, readListQuery, resultsHref } from './list-query';

describe('the list query in the address', () => {
  it('reads the search, filters and sort, and drops values it does not know', () => {
    const query = readListQuery(
      new URLSearchParams(
        'q= excel &category=Data,Design&mode=online,boat&format=self-paced,weekly&price=cheap&sort=rating',
      ),
    );
    expect(query).toEqual({
      q: 'excel',
      categories: ['Data', 'Design'],
      modes: ['online'],
      formats: ['self-paced'],
      price: '',
      months: [],
      sort: 'rating',
    });
    expect(hasFilters(query)).toBe(true);
    expect(hasFilters(readListQuery(new URLSearchParams('q=excel')))).toBe(false);
  });

  it('asks the API for the plain list with paging only, as the server preloads it', () => {
    expect(listArgs(new URLSearchParams('page=3'))).toEqual({ page: 3 });
  });

  it('turns a price band, modes, formats, months and a sort into the API parameters', () => {
    expect(
      listArgs(
        new URLSearchParams(
          'q=excel&mode=online&format=self-paced,hybrid&price=1000-3000&month=2027-01&sort=price-asc&page=2',
        ),
      ),
    ).toEqual({
      page: 2,
      filters: {
        q: 'excel',
        mode: 'online',
        format: 'self-paced,hybrid',
        priceMin: '1000',
        priceMax: '3000',
        month: '2027-01',
        _sort: 'discountPrice',
        _order: 'asc',
      },
    });
    expect(listArgs(new URLSearchParams('price=under-1000')).filters).toEqual({ priceMax: '999' });
  });

  it('starts a changed list at its first page and keeps what did not change', () => {
    const current = new URLSearchParams('q=excel&mode=online&page=4');
    expect(changedSearch(current, { price: 'over-5000' })).toBe(
      '?q=excel&mode=online&price=over-5000',
    );
    expect(changedSearch(current, { modes: [] })).toBe('?q=excel');
    expect(changedSearch(current, { formats: ['self-paced', 'live'] })).toBe(
      '?q=excel&mode=online&format=self-paced%2Clive',
    );
    expect(changedSearch(new URLSearchParams('page=2'), { sort: '' })).toBe('');
    expect(resultsHref(' power bi ')).toBe('/view-all-products?q=power+bi');
  });
});
