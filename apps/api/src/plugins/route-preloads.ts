// Names in a page's HTML the code of the route it opens on, so the browser fetches that code together
// with the app's instead of discovering it only once the app has run: one round trip less to paint.
import { routeAt, routes, type RouteEntry } from '@kaushal/shared/routes';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/** The `<link rel="modulepreload">` tags for a page's path ('' for other pages or without a build). */
export function routePreloads(distDir: string): (path: string) => string {
  const manifestFile = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return () => '';
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const collect = (key: string, files: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, files);
  };
  // The entry and its imports are in the HTML already (Vite writes their tags).
  const inPage = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, inPage);
  const tags = new Map<RouteEntry, string>();
  for (const entry of Object.values<RouteEntry>(routes)) {
    if (!entry.arrival) continue;
    const files = new Set<string>();
    collect(`src/app/routes/${entry.module}.route.tsx`, files);
    const links = [...files]
      .filter((file) => !inPage.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`);
    tags.set(entry, links.join(''));
  }
  return (path) => tags.get(routeAt(path).entry) ?? '';
}
