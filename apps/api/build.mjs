// Bundles the API into dist/server.js; the shared workspace package is inlined, npm packages stay external.
import { readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { build } from 'esbuild';

// dist/server.js loads its npm packages from node_modules at run time, so each must be one of this
// package's own dependencies: one found only through another workspace's hoisted copy, or only in
// devDependencies, would be missing from a production install.
const { dependencies } = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8'));

const packageOf = (path) =>
  path
    .split('/')
    .slice(0, path.startsWith('@') ? 2 : 1)
    .join('/');

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-npm-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, ({ path }) => {
          if (isBuiltin(path)) return { path, external: true };
          const name = packageOf(path);
          if (name.startsWith('@kaushal/')) return undefined;
          if (!Object.hasOwn(dependencies, name)) {
            return { errors: [{ text: `${name} is not in apps/api/package.json "dependencies"` }] };
          }
          return { path, external: true };
        });
      },
    },
  ],
});
