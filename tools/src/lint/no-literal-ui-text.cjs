/**
 * Refuses text written into a component: JSX text, and literal strings in the props a user reads
 * or hears (title, placeholder, aria-label, alt, label, ...), whether written on an element or as
 * a property of an object literal (constant data such as a list of `{ to, label: 'Home' }` links,
 * a form rule's `message`). Texts come from a message catalogue (services/contracts/src/messages.ts
 * or an app's own), which the translations will replace; catalogue files themselves (messages.ts)
 * are where texts are written. Text without a letter (punctuation, numbers, symbols such as '·'
 * or '—') passes.
 */
const USER_FACING_PROPS = new Set([
  'title',
  'placeholder',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'alt',
  'label',
  'tooltip',
  'okText',
  'cancelText',
  'description',
  'message',
  'extra',
  'help',
  'emptyText',
]);

const LETTER = /\p{L}/u;

/** A message catalogue or its translation: `messages.ts`, `messages.si.ts`; the shared `site-catalogues.ta.ts`. */
const CATALOGUE_FILE = /(^|[\\/]|-)(messages|catalogues)(\.(si|ta))?\.ts$/;

/** @type {import('eslint').Rule.RuleModule} */
module.exports = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Refuse literal UI text in components: it belongs in a message catalogue, ready for translation.' },
    schema: [],
    messages: {
      text: 'Literal UI text "{{ text }}": take it from a message catalogue (services/contracts/src/messages.ts or the app\'s own).',
      prop: 'Literal text in {{ prop }}="{{ text }}": take it from a message catalogue (services/contracts/src/messages.ts or the app\'s own).',
      property:
        'Literal text in { {{ prop }}: "{{ text }}" }: take it from a message catalogue (services/contracts/src/messages.ts or the app\'s own).',
    },
  },
  create(context) {
    if (CATALOGUE_FILE.test(context.filename)) return {};
    const shorten = (text) => {
      const trimmed = text.replace(/\s+/g, ' ').trim();
      return trimmed.length > 40 ? `${trimmed.slice(0, 37)}...` : trimmed;
    };
    /** The literal text of an attribute's value, if it is one: "x", {'x'}, {`x ${y}`} (its fixed parts). */
    const literalOf = (value) => {
      if (!value) return undefined;
      if (value.type === 'Literal' && typeof value.value === 'string') return value.value;
      if (value.type === 'JSXExpressionContainer') return literalOf(value.expression);
      if (value.type === 'TemplateLiteral') return value.quasis.map((quasi) => quasi.value.cooked ?? '').join(' ');
      if (value.type === 'ConditionalExpression')
        return [literalOf(value.consequent), literalOf(value.alternate)].filter(Boolean).join(' ');
      if (value.type === 'LogicalExpression') return literalOf(value.right);
      return undefined;
    };
    return {
      JSXText(node) {
        if (LETTER.test(node.value)) context.report({ node, messageId: 'text', data: { text: shorten(node.value) } });
      },
      JSXExpressionContainer(node) {
        // {'text'} or {`text`} as a child of an element.
        if (node.parent?.type !== 'JSXElement' && node.parent?.type !== 'JSXFragment') return;
        const text = literalOf(node.expression);
        if (text && LETTER.test(text)) context.report({ node, messageId: 'text', data: { text: shorten(text) } });
      },
      JSXAttribute(node) {
        const prop = node.name.type === 'JSXIdentifier' ? node.name.name : undefined;
        if (!prop || !USER_FACING_PROPS.has(prop)) return;
        const text = literalOf(node.value);
        if (text && LETTER.test(text)) context.report({ node, messageId: 'prop', data: { prop, text: shorten(text) } });
      },
      Property(node) {
        // { label: 'Home' } in an object literal; not a pattern's default ({ label = 'x' }) or a computed key.
        if (node.parent?.type !== 'ObjectExpression' || node.computed) return;
        const prop = node.key.type === 'Identifier' ? node.key.name : node.key.type === 'Literal' ? String(node.key.value) : undefined;
        if (!prop || !USER_FACING_PROPS.has(prop)) return;
        const text = literalOf(node.value);
        if (text && LETTER.test(text)) context.report({ node, messageId: 'property', data: { prop, text: shorten(text) } });
      },
    };
  },
};
