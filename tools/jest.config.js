module.exports = {
  ...require('../services/jest.node.config.js'),
  // Workspace packages resolve to their TypeScript sources (place-names.spec.ts reads contracts' districts), so no build first.
  testEnvironmentOptions: { customExportConditions: ['source', 'node', 'node-addons'] },
};
