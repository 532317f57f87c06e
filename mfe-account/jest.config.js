const base = require('../shell/jest.web.config.js');

module.exports = {
  ...base,
  // @nivasa/ui/antd-locale loads antd's ES-module locales, which jest does not transform; the
  // CommonJS build jest runs antd from has the same ones.
  moduleNameMapper: { '^antd/es/locale/(.*)$': 'antd/lib/locale/$1' },
};
