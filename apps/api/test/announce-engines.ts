// Says once, at the start of the run, which database engines the API suites run on.
export default function announceEngines() {
  const engines = process.env.TEST_DATABASE_URL ? 'PGlite and PostgreSQL' : 'PGlite only';
  console.log(
    `\nAPI suites run on ${engines}${process.env.TEST_DATABASE_URL ? '' : ' (set TEST_DATABASE_URL to add PostgreSQL)'}.\n`,
  );
}
