// The shared Node set-up (SWC with legacy decorators and metadata), plus what
// NestJS 12 needs: it ships ES modules only, which jest's CommonJS runtime on
// Node 20 cannot require, so SWC transpiles those packages too (and the OpenAPI validator's, and
// @tus/server's with its srvx).
const base = require('../jest.node.config.js');

const [swc] = Object.values(base.transform);
const ESM_ONLY = [
  '@nestjs',
  '@tus',
  'srvx',
  '@seriousme',
  'uid',
  'file-type',
  'strtok3',
  'token-types',
  'uint8array-extras',
  '@tokenizer',
  'jose',
];

module.exports = {
  ...base,
  rootDir: __dirname,
  transform: { '^.+\\.(ts|js|mjs)$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`],
  // Workspace packages resolve to their TypeScript sources, so unit tests need no build first.
  testEnvironmentOptions: { customExportConditions: ['source', 'node', 'node-addons'] },
};
