module.exports = {
  projects: ['shared', 'service-kit', 'data/engine', 'data/dictionary-store', 'data/dictionary-build', 'data/meanings-build', 'search-service', 'word-service', 'stats-service', 'web', 'gateway', 'tools', 'e2e', 'bench'].map(
    (workspace) => `<rootDir>/${workspace}`,
  ),
};
