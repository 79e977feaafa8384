// The JavaScript a shopper downloads per page stays within budget, and no admin code reaches them.
// Reads the production build's manifest, so a change that blows the budget fails here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const dist = new URL('../apps/web/dist/', import.meta.url).pathname;

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

/** A chunk and everything it imports statically: what the browser must fetch before it runs. */
function closure(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`no chunk ${key} in the manifest`);
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);

function filesFor(routeModule: string): string[] {
  const keys = closure(entryKey ?? 'index.html');
  closure(`src/app/routes/${routeModule}`, keys);
  return [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}

const gzipped = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

const KB = 1000;
const budgets = [
  { page: '/', module: 'landing.route.tsx', limit: 120 * KB },
  { page: '/view-all-products', module: 'view-all-products.route.tsx', limit: 150 * KB },
  // The course page: /workshops/:slug, and /product-detail/:id signed in.
  { page: '/workshops/:slug', module: 'course.route.tsx', limit: 150 * KB },
];

/** Texts only the admin console shows: finding one in a shopper's download means admin code leaked. */
const ADMIN_ONLY_TEXTS = ['Add New Product', 'Are you sure you want to delete this Product ?'];

/** Pages whose forms validate with the shared Zod contracts, which load only once a form is used. */
const FORM_PAGES = ['login.route.tsx', 'signup.route.tsx', 'contact.route.tsx'];

describe('bundle budget', () => {
  it.each(budgets)('keeps $page within its gzipped JavaScript budget', ({ module, limit }) => {
    const files = filesFor(module);
    const total = files.reduce((sum, file) => sum + gzipped(file), 0);
    console.log(`${module}: ${(total / KB).toFixed(1)} kB gzipped in ${files.length} files`);
    expect(total).toBeLessThanOrEqual(limit);
  });

  it.each(budgets)('sends no admin code to $page', ({ module }) => {
    for (const file of filesFor(module)) {
      const source = readFileSync(join(dist, file), 'utf8');
      for (const text of ADMIN_ONLY_TEXTS)
        expect(source, `${file} holds "${text}"`).not.toContain(text);
    }
  });

  it.each(FORM_PAGES)('opens %s without downloading Zod', (module) => {
    for (const file of filesFor(module))
      expect(readFileSync(join(dist, file), 'utf8'), `${file} holds Zod`).not.toContain('ZodError');
  });
});
