// Entry point: reads the configuration, prepares the database, and serves the shop until told to stop.
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { fileClock } from './lib/clock';
import { ensureAdmin } from './db/admin';
import { prepareDatabase } from './db/prepare';
import { seedIfEmpty } from './db/seed';

async function main() {
  const config = loadConfig();
  const database = await prepareDatabase(config);
  const seeded = await seedIfEmpty(database.db);
  if (config.admin) await ensureAdmin(database.db, config.admin.email, config.admin.password);

  const clock = config.testClockFile ? fileClock(config.testClockFile) : undefined;
  const app = await buildApp({ config, database, clock });
  if (seeded) app.log.info(`Seeded ${seeded} workshops into an empty catalogue`);

  // A signal or a crash finishes the requests in flight and closes the database; whatever is still
  // open after close-with-grace's delay (10 s) is cut off, and a second signal stops at once.
  closeWithGrace({ logger: app.log }, async ({ signal, err }) => {
    if (err)
      app.log.error({ err }, 'unexpected error: finishing requests in flight, then stopping');
    else app.log.info(`${signal ?? 'exit'} received: finishing requests in flight, then stopping`);
    await app.close();
    await database.close();
  });

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(
    `\n  Kaushal is running at ${config.tls ? 'https' : 'http'}://${shown}:${port}/  (database: ${database.engine})\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
