// `npm run db:create-admin -- <email> <password>`: creates an admin (or promotes an existing account).
import { ensureAdmin } from '../db/admin';
import { loadConfig } from '../config';
import { prepareDatabase } from '../db/prepare';

const [email, password] = process.argv.slice(2);
if (!email || !password) {
  console.error('Usage: npm run db:create-admin -- <email> <password>');
  process.exit(2);
}
const handle = await prepareDatabase(loadConfig());
try {
  console.log(`Admin ready: ${await ensureAdmin(handle.db, email, password)}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
