// Shared jest set-up for the front ends (shell, its packages and the remotes).
const path = require('node:path');

const swc = (parser) => [
  '@swc/jest',
  {
    jsc: {
      parser,
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  testEnvironment: path.join(__dirname, 'jest-environment-web.js'),
  resolver: path.join(__dirname, 'jest.web.resolver.js'),
  setupFiles: [path.join(__dirname, 'jest.web.setup.js')],
  setupFilesAfterEnv: [path.join(__dirname, 'jest.web.timeout.js')],
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: {
    '^.+\\.tsx$': swc({ syntax: 'typescript', tsx: true }),
    '^.+\\.ts$': swc({ syntax: 'typescript' }),
    // jotai 3 ships ES modules only.
    '^.+\\.js$': swc({ syntax: 'ecmascript' }),
  },
  // jotai 3 and the map's supercluster (with its kdbush) ship ES modules only.
  transformIgnorePatterns: ['/node_modules/(?!(jotai|supercluster|kdbush)/)'],
  // @nivasa/ui/antd-locale loads antd's ES-module locales; jest runs antd from its CommonJS build, which has the same ones.
  moduleNameMapper: {
    '^antd/es/locale/(.+)$': 'antd/lib/locale/$1',
    '\\.css$': path.join(__dirname, 'jest.css-text.js'),
  },
};
