// `npm run db:migrate`: applies the committed migrations to the configured database.
import { loadConfig } from '../config';
import { prepareDatabase } from '../db/prepare';

const handle = await prepareDatabase(loadConfig());
console.log(`Migrations applied (${handle.engine}).`);
await handle.close();
