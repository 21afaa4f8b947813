/**
 * Import boundaries of docs/architecture.md, enforced at `npm test`.
 * domain <- contract <- server ; domain, contract <- web ; no cycles.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'domain-is-pure',
      comment: 'src/domain imports only itself: no other layer, no npm package, no Node built-in.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { pathNot: '^src/domain/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'domain-no-packages',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { dependencyTypes: ['npm', 'npm-dev', 'core'] },
    },
    {
      name: 'contract-only-zod-and-domain',
      severity: 'error',
      from: { path: '^src/contract/' },
      to: { pathNot: ['^src/(contract|domain)/', '^node_modules/zod/'] },
    },
    { name: 'server-not-web', severity: 'error', from: { path: '^src/server/' }, to: { path: '^src/web/' } },
    {
      name: 'web-contract-types-only',
      comment:
        'the web imports schema modules for their types only; zod stays out of the bundle (plain values live in contract/constants.ts)',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { path: '^src/contract/', pathNot: '^src/contract/constants\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    { name: 'web-not-server', severity: 'error', from: { path: '^src/web/' }, to: { path: '^src/server/' } },
    {
      name: 'no-cross-feature',
      comment:
        'web features do not import each other; routes in web/app compose them. The one shared entry is the projects data hooks (features/projects/api.ts), which every screen built on projects reads.',
      severity: 'error',
      from: { path: '^src/web/features/([^/]+)/' },
      to: { path: '^src/web/features/', pathNot: ['^src/web/features/$1/', '^src/web/features/projects/api\\.ts$'] },
    },
    {
      name: 'module-through-index',
      comment: 'a server module reaches another only through its index.ts',
      severity: 'error',
      from: { path: '^src/server/modules/([^/]+)/' },
      to: { path: '^src/server/modules/', pathNot: ['^src/server/modules/$1/', '^src/server/modules/[^/]+/index\\.ts$'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.(test|spec)\\.tsx?$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
