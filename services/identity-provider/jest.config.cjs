module.exports = {
  ...require('../jest.node.config.js'),
  testTimeout: 30_000,
  // An ES module package: its imports name the compiled .js file of a .ts source.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
};
