// jsdom lacks a few web APIs the front ends use. Node implements them for real, so the
// tests run against Node's own fetch and text codecs instead of stand-ins.
const { TestEnvironment } = require('jest-environment-jsdom');

class WebEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const names = ['fetch', 'Headers', 'Request', 'Response', 'TextEncoder', 'TextDecoder'];
    for (const name of names) this.global[name] = globalThis[name];
  }
}

module.exports = WebEnvironment;
