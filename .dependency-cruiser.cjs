// The API modules' one-way graph and their tables, and no file cycle anywhere (API, web, shared), checked by
// `npm run lint` (docs/decisions/0063, 0064, 0065).
//
// A module's files, its tables included, may use only the modules listed below it here: a table's
// foreign keys point down the layers; workflows (modules/workflows), routes and jobs sit on top and may
// call any module. Each module's tables are its own (its *.tables.ts): another module reads them only
// through a declared read model (*.read-model.ts), and tables files name each other only in foreign keys.

/** Bottom first; modules on one line do not use each other. */
const MODULE_LAYERS = [
  ['audit', 'business', 'health', 'outbox', 'tax', 'uploads', 'vitals'],
  ['users'],
  ['enquiries', 'sessions'],
  ['auth'],
  ['catalogue'],
  ['video'],
  ['lessons'],
  ['waitlist'],
  ['cart'],
  ['promotions'],
  ['orders'],
  ['invoices', 'refunds'],
  ['learning'],
  ['classroom'],
  ['payments'],
  ['customers'],
  ['reports'],
];

const MODULES = 'apps/api/src/modules';
/** Files that may call any module: entry points and the workflows between modules. */
const ON_TOP = `(\\.(routes|job|test)\\.ts$|^${MODULES}/workflows/)`;
/** A module's tables; the database's foreign keys run between them whatever the modules' order. */
const TABLES = '\\.tables\\.ts$';
/** A declared read of other modules' tables (docs/decisions/0064). */
const READ_MODEL = '\\.read-model\\.ts$';

const layerRules = MODULE_LAYERS.flatMap((layer, index) => {
  const above = MODULE_LAYERS.slice(index).flat();
  return layer.map((module) => ({
    name: `one-way-${module}`,
    comment: `${module} uses only the modules below it (${MODULE_LAYERS.slice(0, index).flat().join(', ') || 'none'}); work across modules belongs in a workflow.`,
    severity: 'error',
    from: { path: `^${MODULES}/${module}/`, pathNot: ON_TOP },
    to: {
      path: `^${MODULES}/(${above.filter((other) => other !== module).join('|')})/`,
    },
  }));
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'core-calls-no-workflow',
      comment: 'Services and repositories never call a workflow: routes and jobs do.',
      severity: 'error',
      from: { path: `^${MODULES}/`, pathNot: ON_TOP },
      to: { path: `(\\.workflow\\.ts$|^${MODULES}/workflows/)` },
    },
    {
      name: 'reach-other-modules-through-services',
      comment:
        'Another module is reached through its *.service.ts: its repositories, tables and other files are its own (a read of its tables goes in a declared *.read-model.ts).',
      severity: 'error',
      from: { path: `^${MODULES}/([^/]+)/`, pathNot: `(${TABLES}|${READ_MODEL})` },
      to: { path: `^${MODULES}/[^/]+/`, pathNot: `(^${MODULES}/$1/|\\.(service|workflow)\\.ts$)` },
    },
    {
      name: 'read-models-read-tables',
      comment:
        'A read model names the tables of other modules it reads, and nothing else of theirs.',
      severity: 'error',
      from: { path: `^${MODULES}/([^/]+)/[^/]+${READ_MODEL}` },
      to: { path: `^${MODULES}/[^/]+/`, pathNot: `(^${MODULES}/$1/|${TABLES})` },
    },
    {
      name: 'tables-name-tables',
      comment:
        "A tables file names other modules' tables in foreign keys, and at most a service's types.",
      severity: 'error',
      from: { path: `^${MODULES}/([^/]+)/[^/]+${TABLES}` },
      to: {
        path: `^${MODULES}/[^/]+/`,
        pathNot: `(^${MODULES}/$1/|${TABLES}|\\.service\\.ts$)`,
      },
    },
    {
      name: 'modules-use-their-own-tables-file',
      comment:
        'db/schema.ts gathers every table for migrations, seeds and tests; a module imports its own *.tables.ts.',
      severity: 'error',
      from: { path: `^${MODULES}/`, pathNot: ON_TOP },
      to: { path: '^apps/api/src/db/schema\\.ts$' },
    },
    {
      name: 'no-circular',
      comment:
        'No file reaches itself through its imports, types included, tables as well: their foreign keys point one way.',
      severity: 'error',
      from: { path: '^(apps/(api|web)/src|packages/shared/src)/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test\\.ts$' },
    tsPreCompilationDeps: true,
  },
};
