// The API reads named in a page's HTML are exactly those its opening route makes first.
import { describe, expect, it } from 'vitest';
import { dataPreloads, openingReads } from './data-preloads';

const reads = (url: string, signedIn = false) => {
  const [path = '/', query = ''] = url.split('?', 2);
  return openingReads(path, new URLSearchParams(query), signedIn);
};

describe('openingReads', () => {
  it('names the session probe and the business on every page', () => {
    expect(reads('/about')).toEqual(['/api/auth/session', '/api/business']);
    expect(reads('/cart')).toEqual(['/api/auth/session', '/api/business']);
  });

  it('names the account and the cart for a visitor who is signed in', () => {
    expect(reads('/about', true)).toEqual([
      '/api/auth/session',
      '/api/business',
      '/api/users/own',
      '/api/cart',
    ]);
    expect(reads('/product-detail/3', true)).toEqual([
      '/api/auth/session',
      '/api/business',
      '/api/users/own',
      '/api/cart',
      '/api/products/3',
    ]);
  });

  it('names the landing page’s six workshops', () => {
    expect(reads('/')).toEqual([
      '/api/auth/session',
      '/api/business',
      '/api/products?_page=1&_limit=6',
    ]);
  });

  it('names the list page the URL asks for, reading ?page= as the web app does', () => {
    expect(reads('/view-all-products?page=3')).toContain('/api/products?_page=3&_limit=10');
    expect(reads('/productList')).toContain('/api/products?_page=1&_limit=10');
    for (const page of ['0', '-1', '2.5', 'two', '']) {
      expect(reads(`/view-all-products?page=${page}`)).toContain('/api/products?_page=1&_limit=10');
    }
  });

  it('names the product of a detail page, encoded as the web app encodes it', () => {
    expect(reads('/product-detail/42')).toContain('/api/products/42');
    expect(reads('/product-detail/a%20b')).toContain('/api/products/a%20b');
    expect(reads('/product-detail/%E0%A4')).toEqual(['/api/auth/session', '/api/business']);
  });

  it('names the workshop of a course page by its slug, encoded as the web app encodes it', () => {
    expect(reads('/workshops/excel-for-analysts')).toEqual([
      '/api/auth/session',
      '/api/business',
      '/api/products/slug/excel-for-analysts',
    ]);
    expect(reads('/workshops/a%20b')).toContain('/api/products/slug/a%20b');
    expect(reads('/workshops/%E0%A4')).toEqual(['/api/auth/session', '/api/business']);
  });
});

describe('dataPreloads', () => {
  it('writes fetch preloads with the credentials mode of the web app’s requests', () => {
    expect(dataPreloads('/product-detail/7', new URLSearchParams(), false)).toBe(
      '<link rel="preload" as="fetch" crossorigin href="/api/auth/session" />' +
        '<link rel="preload" as="fetch" crossorigin href="/api/business" />' +
        '<link rel="preload" as="fetch" crossorigin href="/api/products/7" />',
    );
  });
});
