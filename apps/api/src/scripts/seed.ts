// `npm run db:seed`: migrates, then seeds the catalogue if it is empty.
import { seedIfEmpty } from '../db/seed';
import { withDatabase } from './with-database';

await withDatabase(async (handle) => {
  const added = await seedIfEmpty(handle.db);
  console.log(
    added ? `Seeded ${added} workshops.` : 'The catalogue already has products; nothing seeded.',
  );
});
