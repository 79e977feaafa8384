// `npm run bench:explain`: how PostgreSQL answers each catalogue read at 100,000 workshops. The
// catalogue's own code runs on a connection where auto_explain reports the EXPLAIN ANALYZE of every
// statement it sends, so the plans are those of the shop's real SQL, whatever that SQL is today.
// DATABASE_URL names a database with the large data set (bench/large-dataset.ts), or an empty one,
// which is loaded with it first; the role must be a superuser, as auto_explain's settings require.
import { productListQuerySchema } from '@kaushal/shared';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openDatabase, rowsOf, type Database } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import * as schema from '../apps/api/src/db/schema';
import { productService } from '../apps/api/src/modules/catalogue/product.service';
import { CATEGORIES } from './dataset';
import { LARGE_DATASET, loadLargeDataset } from './large-dataset';
import { machineLine, recordSection } from './results';

const USAGE = `bench:explain needs DATABASE_URL: a PostgreSQL database holding the large data set, or an empty one to load it into (several minutes, once), e.g.
  createdb -h 127.0.0.1 -U postgres kaushal_explain
  DATABASE_URL=postgres://postgres@127.0.0.1:5432/kaushal_explain npm run bench:explain`;

/** Makes the session report every statement's plan, with its timings and buffers, as a notice. */
const AUTO_EXPLAIN_SESSION = [
  "LOAD 'auto_explain'",
  'SET auto_explain.log_min_duration = 0',
  'SET auto_explain.log_analyze = on',
  'SET auto_explain.log_buffers = on',
  'SET auto_explain.log_nested_statements = on',
  'SET auto_explain.log_timing = on',
  // auto_explain writes at LOG level: this sends its lines to the client too.
  'SET client_min_messages = log',
];

/** One statement as auto_explain reports it: its duration, then its text and its plan. */
interface Plan {
  ms: number;
  report: string;
}

/** A catalogue read as a browser asks for it, and the service call that answers it. */
interface Read {
  request: string;
  run: () => Promise<unknown>;
}

interface ExplainedRead {
  request: string;
  plans: Plan[];
}

interface ExplainingSession {
  db: Database;
  /** The plans of the statements `run` sends, the second time it runs (with the cache warm). */
  explain(run: () => Promise<unknown>): Promise<Plan[]>;
  close(): Promise<void>;
}

/**
 * Migrates the database, loads the large data set when it is empty, and answers how many workshops
 * it holds; a smaller catalogue would not show the plans this section is about.
 */
async function prepareDatabase(url: string): Promise<number> {
  const handle = await openDatabase({ url, dataDir: 'memory' });
  try {
    await runMigrations(handle);
    const countWorkshops = async () =>
      (await rowsOf<{ count: number }>(handle.db, sql`select count(*)::integer from products`))[0]!
        .count;
    if ((await countWorkshops()) === 0) {
      console.log(`Loading ${LARGE_DATASET.products} workshops and their orders…`);
      await loadLargeDataset(handle.db);
    }
    const workshops = await countWorkshops();
    if (workshops < LARGE_DATASET.products) {
      throw new Error(
        `the database holds ${workshops} workshops, not the large data set's ${LARGE_DATASET.products}`,
      );
    }
    return workshops;
  } finally {
    await handle.close();
  }
}

/** A notice of auto_explain: "duration: 1.234 ms  plan:" and then the statement and its plan. */
function planOf(message: string): Plan | undefined {
  const match = /^duration: ([\d.]+) ms\s+plan:\nQuery Text: (.*)/.exec(message);
  // The search's threshold setting is plumbing around the reads, not one of them (BEGIN, COMMIT and
  // SET have no plan, so auto_explain never reports them).
  if (!match || /^select set_config\(/i.test(match[2]!)) return undefined;
  return { ms: Number(match[1]), report: message.trimEnd() };
}

/**
 * The app's Drizzle database over a pool of a single connection that never idles out, so the
 * session's auto_explain settings hold for every statement, and a page and its count, asked at the
 * same time, take turns on it (over one bare client, drizzle would interleave their transactions).
 */
async function openExplainingSession(url: string): Promise<ExplainingSession> {
  const pool = new pg.Pool({ connectionString: url, max: 1, idleTimeoutMillis: 0 });
  let heard: Plan[] | undefined;
  const connection = await pool.connect();
  connection.on('notice', (notice) => {
    if (!heard) return;
    const plan = planOf(notice.message ?? '');
    if (plan) heard.push(plan);
  });
  try {
    for (const statement of AUTO_EXPLAIN_SESSION) await connection.query(statement);
  } finally {
    connection.release();
  }
  return {
    db: drizzle(pool, { schema }) as unknown as Database,
    async explain(run) {
      await run();
      heard = [];
      try {
        await run();
        return heard;
      } finally {
        heard = undefined;
      }
    },
    close: () => pool.end(),
  };
}

const listQuery = (query: string) =>
  productListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));

/**
 * The reads shoppers make, the way the routes take them. The words come from the large data set:
 * "workshop" is in every workshop's text, "excel" in one title in twenty, "exel" in none (so typo
 * matching looks for it).
 */
async function catalogueReads(catalogue: ReturnType<typeof productService>): Promise<Read[]> {
  const [month] = await catalogue.startMonths();
  const [product] = (await catalogue.list(listQuery(''), false)).products;
  if (!month || !product) throw new Error('the catalogue has no open batches or no workshops');
  const [first, second] = CATEGORIES;
  const lists = [
    '',
    `category=${first}&_sort=price&_order=asc`,
    `category=${first},${second}&_sort=rating&_order=desc&_page=3`,
    `category=${second}&_sort=title&_order=desc`,
    `category=${second}&priceMin=1000&priceMax=5000&_sort=rating&_order=desc&_page=5`,
    '_page=9000&_limit=10',
    'priceMin=1000&priceMax=5000&mode=offline&_sort=startsAt&_order=asc',
    `month=${month.value}`,
    'q=workshop',
    'q=excel',
    'q=exel',
    `q=excel&category=${first}&_sort=price&_order=asc`,
  ];
  return [
    ...lists.map((query) => ({
      request: `GET /api/products${query && `?${query}`}`,
      run: () => catalogue.list(listQuery(query), false),
    })),
    {
      request: `GET /api/products/${product.id}`,
      run: () => catalogue.get(Number(product.id), false),
    },
    { request: 'GET /api/categories', run: () => catalogue.categories() },
    { request: 'GET /api/brands', run: () => catalogue.brands() },
    { request: 'GET /api/products/months', run: () => catalogue.startMonths() },
  ];
}

const totalMs = (plans: Plan[]) => plans.reduce((sum, plan) => sum + plan.ms, 0);

function summaryTable(explained: ExplainedRead[]): string[] {
  return [
    '| read | statements | total ms |',
    '| --- | ---: | ---: |',
    ...explained.map(
      ({ request, plans }) => `| \`${request}\` | ${plans.length} | ${totalMs(plans).toFixed(2)} |`,
    ),
  ];
}

function sectionOf(explained: ExplainedRead[], workshops: number, server: string): string {
  return [
    '<details>',
    `<summary>EXPLAIN ANALYZE of the catalogue's reads on PostgreSQL ${server}, ${workshops.toLocaleString('en')} workshops</summary>`,
    '',
    `${new Date().toISOString().slice(0, 10)} · ${machineLine()} · \`npm run bench:explain\`: the statements the catalogue's code sends for each read, as auto_explain reports them (analyze, buffers, timing), the second of two runs.`,
    '',
    ...summaryTable(explained),
    ...explained.flatMap(({ request, plans }) => [
      '',
      `### \`${request}\`: ${plans.length} statements, ${totalMs(plans).toFixed(2)} ms`,
      '',
      '```text',
      plans.map((plan) => plan.report).join('\n\n'),
      '```',
    ]),
    '',
    '</details>',
  ].join('\n');
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error(USAGE);
    process.exitCode = 1;
    return;
  }
  const workshops = await prepareDatabase(url);
  const session = await openExplainingSession(url);
  try {
    const [server] = await rowsOf<{ server_version: string }>(session.db, sql`show server_version`);
    const explained: ExplainedRead[] = [];
    for (const read of await catalogueReads(productService(session.db))) {
      explained.push({ request: read.request, plans: await session.explain(read.run) });
    }
    console.log(summaryTable(explained).join('\n'));
    await recordSection(
      'explain-postgres-100k',
      sectionOf(explained, workshops, server?.server_version ?? ''),
    );
  } finally {
    await session.close();
  }
}

await main();
