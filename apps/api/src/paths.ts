// Where the API's files live on disk, found from this module so it works from source and from the bundle.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findPackageRoot(start: string): string {
  let dir = start;
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@kaushal/api') return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @kaushal/api package folder');
    dir = parent;
  }
}

export const apiRoot = findPackageRoot(dirname(fileURLToPath(import.meta.url)));
export const migrationsDir = join(apiRoot, 'drizzle');
export const webDistDir = join(apiRoot, '..', 'web', 'dist');
/** The embedded database's thread: plain JavaScript, so it is the same file from source and bundle. */
export const pgliteThreadFile = join(apiRoot, 'src', 'db', 'pglite-thread.mjs');
