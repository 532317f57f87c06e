// A stylesheet imported as text (`with { type: 'text' }`, which the bundler reads): tests need no styles.
module.exports = { __esModule: true, default: '' };
