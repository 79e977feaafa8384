import { describe, expect, it } from 'vitest';
import { openingPage, pageFromSearch, type SearchParams } from './opening-page';

/** A plain query string's values (this package is typed without the browser's or Node's globals). */
function params(query: string): SearchParams {
  const values = new Map(query.split('&').map((pair) => pair.split('=', 2) as [string, string]));
  return { get: (name) => values.get(name) ?? null };
}

const open = (url: string) => {
  const [path = '/', query = ''] = url.split('?', 2);
  return openingPage(path, params(query));
};

describe('openingPage', () => {
  it('tells the landing page, both list addresses with their page, and product pages apart', () => {
    expect(open('/')).toEqual({ kind: 'landing' });
    expect(open('/view-all-products?page=3')).toEqual({ kind: 'list', page: 3 });
    expect(open('/productList')).toEqual({ kind: 'list', page: 1 });
    expect(open('/product-detail/a%20b')).toEqual({ kind: 'product', id: 'a b' });
    expect(open('/cart')).toEqual({ kind: 'other' });
  });

  it('starts no read ahead for a list that is searched, filtered or sorted', () => {
    for (const query of ['q=excel', 'category=Design', 'mode=online', 'price=under-1000']) {
      expect(open(`/view-all-products?page=2&${query}`)).toEqual({ kind: 'other' });
    }
    expect(open('/view-all-products?month=2027-01&sort=price-asc')).toEqual({ kind: 'other' });
    expect(open('/view-all-products?q=')).toEqual({ kind: 'list', page: 1 });
  });

  it('reads a course page as its decoded slug, and an undecodable one as no course', () => {
    expect(open('/workshops/excel-for-analysts')).toEqual({
      kind: 'course',
      slug: 'excel-for-analysts',
    });
    expect(open('/workshops/a%20b')).toEqual({ kind: 'course', slug: 'a b' });
    expect(open('/workshops/%E0%A4%A')).toEqual({ kind: 'other' });
    expect(open('/workshops/x/y')).toEqual({ kind: 'other' });
  });

  it('reads a product address that cannot be decoded, or has more segments, as no product', () => {
    expect(open('/product-detail/%E0%A4%A')).toEqual({ kind: 'other' });
    expect(open('/product-detail/3/reviews')).toEqual({ kind: 'other' });
  });

  it('reads a missing, fractional, zero or negative page as page 1', () => {
    for (const query of ['', 'page=', 'page=2.5', 'page=0', 'page=-4', 'page=two']) {
      expect(pageFromSearch(params(query))).toBe(1);
    }
    expect(pageFromSearch(params('page=12'))).toBe(12);
  });
});
