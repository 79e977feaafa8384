import { describe, expect, it } from 'vitest';
import { adminPaths, hasShopPage } from './admin-routes';
import { hasPage, paths, routeAt, routes } from './routes';

describe('paths', () => {
  it('builds each page’s address, its segments encoded', () => {
    expect(paths.landing()).toBe('/');
    expect(paths.cart()).toBe('/cart');
    expect(paths.productDetail('42')).toBe('/product-detail/42');
    expect(paths.productDetail('a b/c')).toBe('/product-detail/a%20b%2Fc');
    expect(adminPaths.adminEditProduct('7')).toBe('/admin/product-form/edit/7');
  });
});

describe('routeAt', () => {
  it('finds every page at the address its path builder gives', () => {
    for (const [name, build] of Object.entries(paths)) {
      const route = routeAt(build('x'));
      expect(route.entry, name).toBe(routes[name as keyof typeof paths]);
    }
  });

  it('sends every admin address to the admin console', () => {
    for (const build of Object.values(adminPaths)) {
      expect(routeAt(build('x')).entry).toBe(routes.adminConsole);
    }
    expect(routeAt('/administrators').entry).toBe(routes.notFound);
  });

  it('gives the raw values of a route’s segments', () => {
    expect(routeAt('/order-success/a%20b')).toEqual({
      entry: routes.orderSuccess,
      values: ['a%20b'],
    });
  });

  it('takes an address exactly as written, and anything else as not found', () => {
    for (const path of ['/cart/', '/Cart', '/product-detail/3/reviews', '/nowhere', '']) {
      expect(routeAt(path).entry, path).toBe(routes.notFound);
    }
  });
});

describe('hasPage', () => {
  it('knows every page, in any case and with a trailing slash, as the router does', () => {
    for (const [name, build] of Object.entries(paths)) {
      if (name !== 'notFound') expect(hasPage(build('x')), name).toBe(true);
    }
    for (const path of ['/cart/', '/Cart', '/FAQSECTION', '/product-detail/3/']) {
      expect(hasPage(path), path).toBe(true);
    }
  });

  it('knows no page where the router shows not found', () => {
    for (const path of ['/nowhere', '/product-detail/3/reviews', '/adminx', '/cartx', '']) {
      expect(hasPage(path), path).toBe(false);
    }
  });
});

describe('hasShopPage', () => {
  it('knows the admin console’s pages, and no other address below /admin', () => {
    for (const [name, build] of Object.entries(adminPaths))
      expect(hasShopPage(build('7')), name).toBe(true);
    for (const path of ['/Admin/Orders/', '/cart', '/workshops/excel'])
      expect(hasShopPage(path), path).toBe(true);
    for (const path of ['/admin/x', '/admin/orders/7/9', '/nowhere'])
      expect(hasShopPage(path), path).toBe(false);
  });
});
