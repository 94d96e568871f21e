module.exports = {
  projects: ['shared', 'data', 'search-service', 'word-service', 'stats-service', 'web', 'gateway', 'e2e'].map(
    (workspace) => `<rootDir>/${workspace}`,
  ),
};
