module.exports = require('../jest.node.config.js');
