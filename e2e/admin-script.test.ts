// `npm run db:create-admin` (README) writes the admin into the database `npm start` opens: both resolve
// a relative DATA_DIR (the default is ./data) from the repository's root, whatever npm's workspace does.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startShop, type ShopServer } from './support/shop-server';

const root = new URL('..', import.meta.url).pathname;
const dataDir = `admin-script-${process.pid}`;

describe('npm run db:create-admin', () => {
  let shop: ShopServer | undefined;
  afterAll(async () => {
    await shop?.stop();
    rmSync(join(root, dataDir), { recursive: true, force: true });
  });

  it('creates an admin who signs in to the shop started on the same data folder', async () => {
    const created = spawnSync(
      'npm',
      ['run', '--silent', 'db:create-admin', '--', 'owner@example.com', 'Owner12345'],
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' },
    );
    expect(created.stdout + created.stderr).toContain('Admin ready: owner@example.com');
    shop = await startShop({ DATA_DIR: dataDir });
    const login = await fetch(`${shop.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@example.com', password: 'Owner12345' }),
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { role: string }).role).toBe('admin');
  });
});
