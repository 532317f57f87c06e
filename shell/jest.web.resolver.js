// Resolves workspace packages (@nivasa/*) through their `source` export condition, so tests run
// the contracts' TypeScript. Only for them: a few packages in node_modules publish uncompiled
// sources under `source` too, which must keep resolving to their built files.
module.exports = (request, options) =>
  options.defaultResolver(
    request,
    request.startsWith('@nivasa/') ? { ...options, conditions: ['source', ...(options.conditions ?? [])] } : options,
  );
