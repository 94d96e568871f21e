// The import rules of ARCHITECTURE.md, checked by `npm run lint` (depcruise over every package's
// sources and tests). Packages are resolved to their sources through tsconfig.json's paths.
// What the contract and the data packages never import: the service kit, and the HTTP libraries,
// logging and metrics it wraps (ARCHITECTURE.md, Who may import whom).
const KIT_AND_FRAMEWORKS = ['^service-kit/', '^node_modules/(@types/)?(express|axios|http-proxy-middleware|pino|prom-client|ioredis)/'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-import-cycles',
      comment: 'Modules import each other in one direction only: a cycle makes load order and ownership unclear.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'engine-is-pure',
      comment:
        'The engine does no I/O and pulls in no framework: it may import itself, zod, and the I/O-free ' +
        'part of shared (@lexicon/shared/core: errors and language metadata), nothing else.',
      severity: 'error',
      from: { path: '^data/engine/src/' },
      to: { pathNot: ['^data/engine/src/', '^shared/src/(core\\.ts|errors/|languages/)', '^node_modules/zod/'] },
    },
    {
      name: 'packages-import-inward',
      comment:
        'The contract, the service kit and the engine know nothing of the packages built on them; the ' +
        'dictionary store knows nothing of the build or the services.',
      severity: 'error',
      from: { path: '^(shared|service-kit|data/engine|data/dictionary-store)/src/' },
      to: { path: '^(data/dictionary-build|data/meanings-build|search-service|word-service|stats-service|gateway|local-system|tools|e2e|bench)/' },
    },
    {
      name: 'shared-stands-alone',
      severity: 'error',
      from: { path: '^shared/src/' },
      to: { path: '^data/' },
    },
    {
      name: 'contract-is-framework-free',
      comment:
        'The API contract (@lexicon/shared: operations, wire schemas, OpenAPI, errors, language metadata) ' +
        'pulls in no HTTP library, logging or metrics, and nothing of the service kit built on it: the data ' +
        'packages and the web page import it without a framework.',
      severity: 'error',
      from: { path: '^shared/src/' },
      to: { path: KIT_AND_FRAMEWORKS },
    },
    {
      name: 'kit-stands-on-the-contract',
      comment: 'The service kit (@lexicon/service-kit) imports the contract and its libraries, no data package and no process.',
      severity: 'error',
      from: { path: '^service-kit/src/' },
      to: { path: '^(data|search-service|word-service|stats-service|gateway|local-system|tools|e2e|bench|web)/' },
    },
    {
      name: 'data-packages-use-no-kit',
      comment:
        'The data packages (engine, store, builds) import the contract only: never the service kit, never an ' +
        'HTTP library, logging or metrics. The request side of their work is the services\' (queryWorkOf in service-kit).',
      severity: 'error',
      from: { path: '^data/[a-z-]+/src/' },
      to: { path: KIT_AND_FRAMEWORKS },
    },
    {
      name: 'services-build-on-kit-contract-and-data',
      comment: 'A service imports itself, the service kit, the contract and the data packages, no other workspace.',
      severity: 'error',
      from: { path: '^(search-service|word-service|stats-service|gateway)/src/' },
      to: { path: '^[a-z-]+/', pathNot: ['^$1/', '^(shared|service-kit|data)/', '^node_modules/'], dependencyTypesNot: ['core'] },
    },
    {
      name: 'web-imports-only-the-contract',
      comment: 'The web page is built for the browser: of the workspaces it imports the contract only.',
      severity: 'error',
      from: { path: '^web/src/' },
      to: { path: '^(service-kit|data|search-service|word-service|stats-service|gateway|local-system|tools|e2e|bench)/' },
    },
    {
      name: 'services-do-not-import-each-other',
      comment: 'Processes talk over HTTP; each imports only the packages beneath it.',
      severity: 'error',
      from: { path: '^(search-service|word-service|stats-service|gateway)/src/' },
      to: { path: '^(search-service|word-service|stats-service|gateway|local-system|tools|e2e|bench)/', pathNot: '^$1/' },
    },
    {
      name: 'production-code-imports-no-bench',
      comment:
        'The benchmarks (bench/) measure the packages from outside: nothing else imports them, so no ' +
        "service's dist/ or image carries benchmark code or the benchmarks' dev-only dependencies.",
      severity: 'error',
      from: { pathNot: '^bench/' },
      to: { path: '^bench/' },
    },
    {
      name: 'production-code-uses-no-test-support',
      severity: 'error',
      from: { path: '^(data/)?[a-z-]+/src/' },
      to: { path: '^(data/)?[a-z-]+/test(-support)?/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)dist/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
