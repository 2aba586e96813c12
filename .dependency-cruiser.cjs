// The layer map of ARCHITECTURE.md section 2, enforced. Paths are relative to the repository root.
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
