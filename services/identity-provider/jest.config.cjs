module.exports = { ...require('../jest.node.config.js'), testTimeout: 30_000 };
