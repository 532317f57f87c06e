const web = require('./jest.web.config.js');

// The service worker's modules (shell/service-worker) have their tests beside them too.
module.exports = { ...web, testMatch: [...web.testMatch, '<rootDir>/service-worker/src/**/*.test.ts'] };
