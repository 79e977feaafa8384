// Every route module file is a page of the route table, or the admin console's layout, and back.
import { routes } from '@kaushal/shared/routes';
import { describe, expect, it } from 'vitest';

const routeFiles = Object.keys(import.meta.glob('./routes/*.route.tsx')).map((file) =>
  file.replace(/^\.\/routes\/(.+)\.route\.tsx$/, '$1'),
);

describe('the route table', () => {
  it('names exactly the route modules there are', () => {
    const modules = new Set([...Object.values(routes).map(({ module }) => module), 'admin-layout']);
    expect(new Set(routeFiles)).toEqual(modules);
  });
});
