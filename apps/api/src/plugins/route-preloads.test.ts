// Route preloads come from the build's manifest: the route's chunks, minus what the page loads anyway.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routePreloads } from './route-preloads';

const link = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}" />`;

describe('routePreloads', () => {
  it('names the route chunk and its imports that the entry does not already load', () => {
    const dist = mkdtempSync(join(tmpdir(), 'kaushal-dist-'));
    mkdirSync(join(dist, '.vite'));
    const manifest = {
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_framework.js'] },
      '_framework.js': { file: 'assets/framework-1.js' },
      '_card.js': { file: 'assets/card-1.js', imports: ['_framework.js'] },
      'src/app/routes/landing.route.tsx': {
        file: 'assets/landing-1.js',
        imports: ['index.html', '_framework.js', '_card.js'],
      },
      'src/app/routes/login.route.tsx': { file: 'assets/login-1.js', imports: ['index.html'] },
    };
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const preloads = routePreloads(dist);
    expect(preloads('/')).toBe(link('assets/landing-1.js') + link('assets/card-1.js'));
    expect(preloads('/home')).toBe(preloads('/'));
    expect(preloads('/login')).toBe(link('assets/login-1.js'));
    expect(preloads('/about')).toBe('');
  });

  it('names nothing without a build manifest', () => {
    expect(routePreloads(mkdtempSync(join(tmpdir(), 'kaushal-dist-')))('/')).toBe('');
  });
});
