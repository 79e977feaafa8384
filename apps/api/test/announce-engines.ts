// Says once, at the start of the run, which database engines the API suites run on and whether the
// suites that need Redis run.
export default function announceEngines() {
  const engines = process.env.TEST_DATABASE_URL ? 'PGlite and PostgreSQL' : 'PGlite only';
  console.log(
    `\nAPI suites run on ${engines}${process.env.TEST_DATABASE_URL ? '' : ' (set TEST_DATABASE_URL to add PostgreSQL)'}.`,
  );
  console.log(
    process.env.REDIS_URL
      ? `Redis suites run against ${process.env.REDIS_URL}.\n`
      : 'Redis suites are skipped: set REDIS_URL (e.g. redis://127.0.0.1:6379) to run them.\n',
  );
}
