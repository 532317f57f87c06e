// The e2e suites: the real Nest app against an embedded database, one per suite.
const unit = require('../jest.config.js');

module.exports = {
  ...unit,
  rootDir: __dirname,
  testMatch: ['<rootDir>/**/*.e2e-spec.ts'],
  testTimeout: 30_000,
};
