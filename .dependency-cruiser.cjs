// The API modules' one-way graph, checked by `npm run lint` (docs/decisions/0063).
//
// A module's services, repositories and mappers ("core" files) may use only the modules listed below it
// here; workflows (modules/workflows and any *.workflow.ts), routes and jobs sit on top and may call any
// module.

/** Bottom first; modules on one line do not use each other. */
const MODULE_LAYERS = [
  ['audit', 'business', 'enquiries', 'health', 'outbox', 'sessions', 'uploads', 'vitals'],
  ['users'],
  ['auth'],
  ['catalogue'],
  ['waitlist'],
  ['invoices'],
  ['refunds'],
  ['tax'],
  ['cart'],
  ['promotions'],
  ['orders'],
  ['learning'],
  ['payments'],
  ['customers'],
  ['reports'],
];

const MODULES = 'apps/api/src/modules';
/** Files that may call any module: entry points and the workflows between modules. */
const ON_TOP = `(\\.(routes|job|workflow|test)\\.ts$|^${MODULES}/workflows/)`;

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
      name: 'no-other-modules-repository',
      comment: "A module's repository is its own: others go through its service.",
      severity: 'error',
      from: { path: `^${MODULES}/([^/]+)/` },
      to: { path: `^${MODULES}/[^/]+/[^/]+\\.repository\\.ts$`, pathNot: `^${MODULES}/$1/` },
    },
    {
      name: 'no-circular',
      comment: 'No file reaches itself through the imports that run (types may refer back).',
      severity: 'error',
      from: { path: '^apps/api/src/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test\\.ts$' },
    tsPreCompilationDeps: true,
  },
};
