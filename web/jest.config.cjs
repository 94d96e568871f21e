// The page's pure modules (address state, blanks, interface tables) under jest. web/ is an ES module
// package for Vite; the tests are compiled to CommonJS like every other workspace's.
const path = require('node:path');
const preset = require('../jest.preset.js')(__dirname);

module.exports = {
  ...preset,
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: path.join(__dirname, 'tsconfig.test.json'), diagnostics: false }],
  },
};
