const web = require('../shell/jest.web.config.js');

module.exports = {
  ...web,
  // antd's locales (@nivasa/ui/antd-locale) are ES modules under antd/es; jest reads the same texts from their CommonJS build.
  moduleNameMapper: { '^antd/es/locale/(.+)$': 'antd/lib/locale/$1' },
};
