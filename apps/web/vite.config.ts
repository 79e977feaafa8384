// Vite build of the storefront, its dev server (proxying /api), and its component-test settings.
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    manifest: true,
    sourcemap: false,
    // Every browser the shop supports preloads modules natively.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The libraries every page needs travel as one chunk: one request, and one gzip window
        // instead of many small files that compress poorly. The route table, which every page
        // reads, travels with them.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules\/(react|react-dom|scheduler|react-router|react-redux|@reduxjs|immer|redux|reselect|use-sync-external-store|@standard-schema|clsx)\/|packages\/shared\/src\/routes\.ts$/,
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
});
