module.exports = require('../shell/jest.web.config.js');
