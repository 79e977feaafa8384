// Vite build of the storefront, its dev server (proxying /api), and its component-test settings.
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
// Relative, so the config's bundler reads the table's source (the package is TypeScript).
import { routes } from '../../packages/shared/src/routes';

/** The chunks of pages only a signed-in shopper opens, named after their modules in the route table. */
const publicModules = new Set(
  Object.values(routes)
    .filter(({ access }) => access === 'public')
    .map(({ module }) => module),
);
const signedInOnlyModules = Object.values(routes)
  .filter(({ access, module }) => access === 'signed-in' && !publicModules.has(module))
  .map(({ module }) => module);
const SIGNED_IN_PAGE_CHUNK = new RegExp(`^assets/(${signedInOnlyModules.join('|')})-[\\w-]+\\.js$`);

/** The libraries every page needs, which travel together in the framework chunk. */
const FRAMEWORK =
  /node_modules\/(react|react-dom|scheduler|react-router|react-redux|@reduxjs|immer|redux|reselect|use-sync-external-store|@standard-schema|clsx)\/|packages\/shared\/src\/routes\.ts$|src\/lib\/api\.ts$/;

/** Marks a module as a copy that only the admin dashboard's charts use. */
const CHARTS_COPY = '?charts-copy';

/**
 * The admin dashboard's charting library (recharts) uses parts of the framework's libraries that the
 * shop does not (Redux Toolkit's listener middleware, Immer's drafts, its own Reselect): a module
 * belongs to one chunk, so those parts would join the framework chunk every shopper downloads. The
 * charts get copies of their own instead, in their own chunk; React itself stays shared
 * (docs/decisions/0038).
 */
function chartsKeepTheirLibraries(): Plugin {
  const shared = /^(react|react-dom|scheduler)(\/|$)/;
  return {
    name: 'charts-keep-their-libraries',
    enforce: 'pre',
    // Chunks exist only in the browser's build.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    async resolveId(source, importer, options) {
      const fromCharts =
        importer?.includes('/node_modules/recharts/') || importer?.endsWith(CHARTS_COPY);
      if (!fromCharts || shared.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !FRAMEWORK.test(resolved.id)) return null;
      return { ...resolved, id: resolved.id + CHARTS_COPY };
    },
    load(id) {
      if (!id.endsWith(CHARTS_COPY)) return null;
      return readFile(id.slice(0, -CHARTS_COPY.length), 'utf8');
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), chartsKeepTheirLibraries()],
  // The server's render (src/entry-server.tsx, built with --ssr) takes the shared package's TypeScript
  // in; the libraries stay imports Node resolves.
  ssr: { noExternal: ['@kaushal/shared'] },
  build: {
    copyPublicDir: !isSsrBuild,
    manifest: true,
    sourcemap: false,
    // Every browser the shop supports preloads modules natively.
    modulePreload: {
      polyfill: false,
      // The first download lists, for each page's chunk, the shared chunks to fetch beside it. The
      // signed-in pages' lists are left out: they wait on the account's own reads anyway, so fetching
      // their shared chunks once the page's chunk has run costs them little, and every visitor's first
      // download is smaller (docs/decisions/0025).
      resolveDependencies: (file, deps) => (SIGNED_IN_PAGE_CHUNK.test(file) ? [] : deps),
    },
    rolldownOptions: {
      output: {
        // Every page's first download names every chunk a page may need: shared chunks, and the
        // admin console's pages (which no shopper opens), are named by their hash alone, which keeps
        // those names short (docs/decisions/0025).
        chunkFileNames: ({ facadeModuleId, name }) =>
          facadeModuleId?.endsWith('.route.tsx') &&
          !/\/admin-[\w-]+\.route\.tsx$/.test(facadeModuleId)
            ? `assets/${name.replace(/\.route$/, '')}-[hash:7].js`
            : 'assets/[hash:7].js',
        // The libraries every page needs travel as one chunk: one request, and one gzip window
        // instead of many small files that compress poorly. The route table and the API client,
        // which every page reads, travel with them.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: (id) => !id.endsWith(CHARTS_COPY) && FRAMEWORK.test(id),
            },
            {
              // The business behind the shop and the links to its legal pages, which the footer and
              // a few pages need: one small chunk, one name in the first download instead of three.
              name: 'business',
              test: /src\/(features\/business\/business-api\.ts|config\/legal-titles\.ts|app\/routes\/legal-agreement\.tsx)$/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' },
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
  },
}));
