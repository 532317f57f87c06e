module.exports = require('./jest.web.config.js');
