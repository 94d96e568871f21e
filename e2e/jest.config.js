// test/containers/ is the container suite, with its own config (`npm run test:e2e`): it needs Docker.
const preset = require('../jest.preset.js')(__dirname);

module.exports = { ...preset, testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/containers/'] };
