// Module walls of the server and the web client (see ARCHITECTURE.md, "Module map"). Run by
// `npm run lint:boundaries` and by `npm test` (step `boundaries`).
const modules = '^apps/server/src/modules/';
const publicEntry = '^apps/server/src/modules/[^/]+/index\\.ts$';
// Web: a module uses another only through its index.ts (what it embeds or calls: auth's session,
// the settings pages, the e-invoice panel …); shared UI pieces live in src/ui and know no module.
const webModules = '^apps/web/src/modules/';
const webPublicEntry = '^apps/web/src/modules/[^/]+/index\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'no-file-cycles',
      comment: 'Files do not import each other in a circle.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'kernel-imports-no-module',
      comment:
        'The kernel (errors, http, clock, validation, SQL and upload helpers) serves every module and knows none.',
      severity: 'error',
      from: { path: '^apps/server/src/kernel/' },
      to: { path: '^apps/server/src/(modules|app)/' },
    },
    {
      name: 'only-public-entries',
      comment: 'Another module is used through its public entry (index.ts) only.',
      severity: 'error',
      from: { path: `${modules}([^/]+)/`, pathNot: '\\.tables\\.ts$' },
      to: { path: modules, pathNot: [`${modules}$1/`, publicEntry] },
    },
    {
      name: 'tables-reference-tables',
      comment: "A tables file may reference another module's tables (foreign keys), nothing else of it.",
      severity: 'error',
      from: { path: `${modules}([^/]+)/.*\\.tables\\.ts$` },
      to: { path: modules, pathNot: [`${modules}$1/`, publicEntry, '\\.tables\\.ts$'] },
    },
    {
      name: 'no-foreign-tables',
      comment: 'Only the owning module queries its tables; others ask through its public port.',
      severity: 'error',
      from: { path: `${modules}([^/]+)/`, pathNot: '\\.tables\\.ts$' },
      to: { path: `${modules}[^/]+/.*\\.tables\\.ts$`, pathNot: `${modules}$1/` },
    },
    {
      name: 'composition-root-uses-public-entries',
      comment: 'The composition root wires modules through their public entries.',
      severity: 'error',
      from: { path: '^apps/server/src/(app|main\\.ts|cli|conformance)' },
      to: { path: modules, pathNot: [publicEntry, '\\.tables\\.ts$'] },
    },
    {
      name: 'no-module-cycles',
      comment: 'Modules depend on each other in one direction only.',
      severity: 'error',
      scope: 'folder',
      from: { path: `${modules}[^/]+/?$` },
      to: { path: `${modules}[^/]+/?$`, circular: true },
    },
    {
      name: 'web-ui-imports-no-module',
      comment:
        'Shared web UI pieces (grid, dialogs, message box, Mandant choice) serve every module and know none.',
      severity: 'error',
      from: { path: '^apps/web/src/ui/' },
      to: { path: `${webModules}|^apps/web/src/(main\\.tsx|app/)` },
    },
    {
      name: 'web-only-public-entries',
      comment: 'A web module uses another through its index.ts only.',
      severity: 'error',
      from: { path: `${webModules}([^/]+)/` },
      to: { path: webModules, pathNot: [`${webModules}$1/`, webPublicEntry] },
    },
    {
      name: 'web-modules-import-no-composition-root',
      comment:
        'The router and the page list of apps/web/src/app put the modules together; modules do not import them.',
      severity: 'error',
      from: { path: webModules },
      to: { path: '^apps/web/src/(main\\.tsx|app/(router|module-pages|AppRuntime)\\.tsx)$' },
    },
    {
      name: 'web-no-module-cycles',
      comment: 'Web modules depend on each other in one direction only.',
      severity: 'error',
      scope: 'folder',
      from: { path: `${webModules}[^/]+/?$` },
      to: { path: `${webModules}[^/]+/?$`, circular: true },
    },
  ],
  options: {
    includeOnly: '^(apps/server/src|apps/web/src|packages/shared/src)/',
    exclude: { path: ['\\.test\\.tsx?$', '/test/', '(^|/|\\.)testing(\\.ts$|/)', '\\.e2e\\.ts$'] },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
