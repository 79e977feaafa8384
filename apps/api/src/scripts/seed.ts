// `npm run db:seed`: migrates, then seeds the catalogue if it is empty.
import { seedIfEmpty } from '../db/seed';
import { loadConfig } from '../config';
import { prepareDatabase } from '../db/prepare';

const handle = await prepareDatabase(loadConfig());
const added = await seedIfEmpty(handle.db);
console.log(
  added ? `Seeded ${added} workshops.` : 'The catalogue already has products; nothing seeded.',
);
await handle.close();
