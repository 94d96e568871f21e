// Test support, kept out of the production index: what the tests of several workspaces send over HTTP.
export { rawGet } from './raw-get';
