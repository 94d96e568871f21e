module.exports = {
  projects: ['shared', 'engine', 'dictionary-store', 'dictionary-build', 'meanings-build', 'search-service', 'word-service', 'stats-service', 'web', 'gateway', 'tools', 'e2e', 'bench'].map(
    (workspace) => `<rootDir>/${workspace}`,
  ),
};
