module.exports = require('../services/jest.node.config.js');
