module.exports = {
  projects: ['shared', 'data', 'search-service', 'word-service', 'stats-service', 'gateway', 'e2e'].map(
    (workspace) => `<rootDir>/${workspace}`,
  ),
};
