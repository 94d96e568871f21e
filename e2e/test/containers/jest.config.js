// The container suite (`npm run test:e2e`): builds the images from the Dockerfile and runs the system
// in containers, so it needs a Docker engine and is kept out of the plain `npm test`.
const path = require('node:path');
const preset = require('../../../jest.preset.js')(path.resolve(__dirname, '../..'));

module.exports = {
  ...preset,
  displayName: 'containers',
  testMatch: ['<rootDir>/test/containers/**/*.test.ts'],
  globalSetup: '<rootDir>/test/containers/global-setup.ts',
  globalTeardown: '<rootDir>/test/containers/global-teardown.ts',
  // One system serves every file; files that stop a container must not overlap with the others.
  maxWorkers: 1,
  testTimeout: 120000,
};
