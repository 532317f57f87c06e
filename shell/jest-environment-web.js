// jsdom lacks a few web APIs the front ends use (fetch for the API client, text codecs for
// react-router, MessageChannel for antd's forms). Node implements them for real, so the tests
// run against Node's own instead of stand-ins.
const { MessageChannel: NodeMessageChannel } = require('node:worker_threads');
const { TestEnvironment } = require('jest-environment-jsdom');
const idlUtils = require(require.resolve('jsdom/lib/jsdom/living/generated/utils', { paths: [require.resolve('jest-environment-jsdom')] }));

function findAccessor(object, name) {
  for (let proto = object; proto; proto = Object.getPrototypeOf(proto)) {
    const descriptor = Object.getOwnPropertyDescriptor(proto, name);
    if (descriptor) return descriptor;
  }
  throw new Error(`no ${name} accessor`);
}

/** Node's MessageChannel, except that a listening port does not keep the test process alive. */
class UnrefMessageChannel extends NodeMessageChannel {
  constructor() {
    super();
    for (const port of [this.port1, this.port2]) {
      const onmessage = findAccessor(port, 'onmessage');
      Object.defineProperty(port, 'onmessage', {
        get: () => onmessage.get.call(port),
        set: (handler) => {
          onmessage.set.call(port, handler);
          port.unref();
        },
      });
    }
  }
}

/**
 * jsdom computes a style by matching every rule of the page against the element, and its selector
 * engine (nwsapi) keeps the last 1,000 compiled selectors. antd's and styled-components' rules
 * pass 1,100, so going through them in order evicted each one just before it was needed, and every
 * getComputedStyle compiled them all again (most of a form test's time). This keeps every selector
 * the engine compiles and hands it back before each match; what matches is unchanged.
 */
function keepEveryCompiledSelector(window) {
  // jsdom makes the engine on a style's first computation.
  window.getComputedStyle(window.document.documentElement);
  const engine = idlUtils.implForWrapper(window.document)._nwsapiDontThrow;
  const compiled = new Map();
  const match = engine.match;
  engine.match = (selectors, element, callback) => {
    const known = compiled.get(selectors);
    if (known) engine.matchResolvers.set(selectors, known);
    const matched = match(selectors, element, callback);
    if (!known) compiled.set(selectors, engine.matchResolvers.get(selectors));
    return matched;
  };
}

class WebEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['fetch', 'Headers', 'Request', 'Response', 'TextEncoder', 'TextDecoder']) {
      this.global[name] = globalThis[name];
    }
    this.global.MessageChannel = UnrefMessageChannel;
    keepEveryCompiledSelector(this.global);
  }
}

module.exports = WebEnvironment;
