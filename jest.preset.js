// One jest setup for every workspace: TypeScript through ts-jest (transpile only; `npm run typecheck`
// checks types), workspace packages resolved to their sources so tests never need a build.
const path = require('node:path');

module.exports = function jestConfigFor(workspaceDir) {
  const root = __dirname;
  return {
    displayName: path.basename(workspaceDir),
    rootDir: workspaceDir,
    testEnvironment: 'node',
    testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/src/**/*.test.ts'],
    transform: {
      '^.+\\.ts$': ['ts-jest', { tsconfig: path.join(root, 'tsconfig.json'), diagnostics: false }],
    },
    moduleNameMapper: {
      '^@lexicon/shared/core$': path.join(root, 'shared/src/core.ts'),
      '^@lexicon/dictionary-store/core$': path.join(root, 'data/dictionary-store/src/core.ts'),
      '^@lexicon/(engine|dictionary-store)/test-support$': path.join(root, 'data/$1/test-support/index.ts'),
      '^@lexicon/(shared|service-kit|local-system)$': path.join(root, '$1/src/index.ts'),
      '^@lexicon/(engine|dictionary-store|dictionary-build|meanings-build)$': path.join(root, 'data/$1/src/index.ts'),
      // The meanings build reaches into the word-list build's compiled modules (one copy of each reader); tests read their sources.
      '^@lexicon/dictionary-build/dist/(.*)$': path.join(root, 'data/dictionary-build/src/$1'),
      // The benchmarks reach into word-service's compiled modules; tests read their sources.
      '^@lexicon/(word-service)/dist/(.*)$': path.join(root, '$1/src/$2'),
    },
    testTimeout: 30000,
  };
};
