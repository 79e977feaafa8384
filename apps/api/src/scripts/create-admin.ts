// `npm run db:create-admin -- <email> <password>`: creates an admin (or promotes an existing account).
import { ensureAdmin } from '../db/admin';
import { withDatabase } from './with-database';

const [email, password] = process.argv.slice(2);
if (!email || !password) {
  console.error('Usage: npm run db:create-admin -- <email> <password>');
  process.exit(2);
}
await withDatabase(async (handle) => {
  console.log(`Admin ready: ${await ensureAdmin(handle.db, email, password)}`);
});
