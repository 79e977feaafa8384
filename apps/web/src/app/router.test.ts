// Every route module file is a page of the shop's route table or of the admin console's, and back.
import { adminRoutes } from '@kaushal/shared/admin-routes';
import { routes } from '@kaushal/shared/routes';
import { describe, expect, it } from 'vitest';

const routeFiles = Object.keys(import.meta.glob('./routes/*.route.tsx')).map((file) =>
  file.replace(/^\.\/routes\/(.+)\.route\.tsx$/, '$1'),
);

describe('the route table', () => {
  it('names exactly the route modules there are', () => {
    const modules = new Set(
      [...Object.values(routes), ...Object.values(adminRoutes)].map(({ module }) => module),
    );
    expect(new Set(routeFiles)).toEqual(modules);
  });
});
