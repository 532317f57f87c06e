// jsdom lacks a few web APIs the front ends use (fetch for the API client, text codecs for
// react-router, MessageChannel for antd's forms). Node implements them for real, so the tests
// run against Node's own instead of stand-ins.
const { MessageChannel: NodeMessageChannel } = require('node:worker_threads');
const { TestEnvironment } = require('jest-environment-jsdom');

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

class WebEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of ['fetch', 'Headers', 'Request', 'Response', 'TextEncoder', 'TextDecoder']) {
      this.global[name] = globalThis[name];
    }
    this.global.MessageChannel = UnrefMessageChannel;
  }
}

module.exports = WebEnvironment;
