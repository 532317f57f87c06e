module.exports = { ...require('../jest.node.config.js'), testTimeout: 60_000 };
