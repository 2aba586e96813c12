// The layer map of docs/architecture.md, enforced. Paths are relative to the repository root.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-imports-only-zod',
      comment: 'domain/ is pure: it may import itself and zod, nothing else (no node built-ins either).',
      severity: 'error',
      from: { path: '^domain/' },
      to: { pathNot: ['^domain/', '(^|/)node_modules/zod/'] },
    },
    {
      name: 'engine-imports-domain-only',
      comment: 'The engine is pure: domain and its own folder; its CLI may read files and parse CSV.',
      severity: 'error',
      from: { path: '^packages/engine/', pathNot: '^packages/engine/src/cli/' },
      to: { pathNot: ['^packages/engine/', '^domain/', '(^|/)node_modules/zod/'] },
    },
    {
      name: 'ui-never-imports-adapters-or-api',
      severity: 'error',
      from: { path: '^ui/' },
      to: { path: ['^adapters/', '^api/', '(^|/)node_modules/@edgeboard/(adapters|api)'] },
    },
    {
      name: 'http-layer-imports-ports-only',
      comment:
        'app.ts, routes/ and http/ import domain, application, themselves, env.ts (the config type) and libraries: ' +
        'adapters reach them behind ports, chosen in container.ts and modules/, and server/ mounts the rest ' +
        '(reference page, auth stand-in, built UI). Test harnesses next to the routes may build real adapters.',
      severity: 'error',
      from: {
        path: '^api/src/(app[.]ts$|routes/|http/)',
        pathNot: '([.]test[.]ts|-test-setup[.]ts|-test-seed[.]ts|-test-kit[.]ts|/route-testing[.]ts)$',
      },
      to: {
        path: [
          '^(adapters|fixtures|packages)/',
          '(^|/)node_modules/@edgeboard/(adapters|fixtures|engine)/',
          '^api/src/(?!app[.]ts$|routes/|http/|env[.]ts$)',
        ],
      },
    },
    {
      name: 'adapters-never-import-api-or-ui',
      severity: 'error',
      from: { path: '^adapters/' },
      to: { path: ['^api/', '^ui/'] },
    },
    {
      name: 'fixtures-import-domain-and-engine-only',
      severity: 'error',
      from: { path: '^fixtures/' },
      to: { path: ['^adapters/', '^api/', '^ui/'] },
    },
    {
      name: 'application-imports-domain-and-engine-only',
      comment:
        'Use cases run on the server and, on in-memory repositories, in the browser dev mock: domain, engine, zod only.',
      severity: 'error',
      from: { path: '^application/' },
      to: {
        pathNot: [
          '^application/',
          '^domain/',
          '^packages/engine/',
          '(^|/)node_modules/@edgeboard/(application|domain|engine)',
          '(^|/)node_modules/zod/',
        ],
      },
    },
    {
      name: 'server-never-imports-ui',
      comment: 'The web app is a client of the API: nothing below it imports it back.',
      severity: 'error',
      from: { path: '^(domain|packages|fixtures|application|adapters|api)/' },
      to: { path: ['^ui/', '(^|/)node_modules/@edgeboard/ui'] },
    },
    {
      name: 'ui-imports-use-cases-only-in-the-dev-mock',
      comment:
        'The web app calls the API; only the MSW dev mock runs the use cases, on in-memory repositories.',
      severity: 'error',
      from: { path: '^ui/', pathNot: '^ui/src/mocks/' },
      to: { path: ['^application/', '(^|/)node_modules/@edgeboard/application'] },
    },
    {
      name: 'ui-features-never-import-the-app-shell',
      comment:
        'app/ (router, store, shells) mounts the features; shared client code lives in lib/ and components/.',
      severity: 'error',
      from: { path: '^ui/src/features/' },
      to: { path: '^ui/src/app/' },
    },
    {
      name: 'ui-features-never-import-another-feature',
      comment:
        'A screen shared by two features moves to lib/ (logic, endpoints) or components/ (presentation).',
      severity: 'error',
      from: { path: '^ui/src/features/([^/]+)/' },
      to: { path: '^ui/src/features/', pathNot: '^ui/src/features/$1/' },
    },
    {
      name: 'ui-shared-code-imports-no-feature-or-shell',
      comment:
        'lib/ and components/ serve every feature, so they import none of them (nor the shell, nor the mock).',
      severity: 'error',
      from: { path: '^ui/src/(lib|components)/' },
      to: { path: '^ui/src/(features|app|mocks)/' },
    },
    {
      name: 'e2e-drives-the-browser-only',
      comment:
        'Journeys see what a user sees: they reach the app through the browser, never through its code.',
      severity: 'error',
      from: { path: '^e2e/' },
      to: {
        path: ['^(domain|packages|fixtures|application|adapters|api|ui)/', '(^|/)node_modules/@edgeboard/'],
      },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|\\.data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    combinedDependencies: true,
  },
};
