// `npm start`: builds whatever is missing or older than its sources, then runs the production server
// (which migrates, seeds an empty database and prints the address).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestMtime(join(path, entry))),
    0,
  );
}

function buildIfStale(workspace, output, sources) {
  const built = newestMtime(join(root, output));
  const source = Math.max(...sources.map((path) => newestMtime(join(root, path))));
  if (built > 0 && built >= source) return;
  console.log(`Building ${workspace}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const shared = ['packages/shared/src', 'package-lock.json'];
buildIfStale('@kaushal/web', 'apps/web/dist/index.html', [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  ...shared,
]);
buildIfStale('@kaushal/api', 'apps/api/dist/server.js', ['apps/api/src', ...shared]);

const envFile = existsSync(join(root, '.env')) ? ['--env-file=.env'] : [];
// Out of the box there are no Razorpay keys: take payments with the offline test gateway, and say so.
const env = { NODE_ENV: 'production', ...process.env };
const keysInDotEnv =
  envFile.length > 0 &&
  /^\s*(RAZORPAY_KEY_ID|PAYMENT_PROVIDER)\s*=\s*\S/m.test(readFileSync(join(root, '.env'), 'utf8'));
if (!env.PAYMENT_PROVIDER && !env.RAZORPAY_KEY_ID && !keysInDotEnv) {
  env.PAYMENT_PROVIDER = 'test';
  console.log(
    'Payments: test mode, no real payments (PAYMENT_PROVIDER=test). Set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET to take real ones.',
  );
}
const server = spawnSync(
  process.execPath,
  [...envFile, '--enable-source-maps', 'apps/api/dist/server.js'],
  {
    cwd: root,
    stdio: 'inherit',
    env,
  },
);
process.exit(server.status ?? 0);
