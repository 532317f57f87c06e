import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import rule from './no-literal-ui-text.cjs';

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

// RuleTester makes a jest test of each case: valid ones take texts from a catalogue or have no letter.
tester.run('no-literal-ui-text', rule, {
  valid: [
    'const a = <p>{MESSAGES.noListingsFound}</p>;',
    'const a = <Button aria-label={LISTING_TEXT.share(listing.name)}>{LISTING_TEXT.shareButton}</Button>;',
    'const a = <span>{count} · {place}</span>;',
    'const a = <span> — </span>;',
    'const a = <img alt="" src={url} />;',
    'const a = <input type="email" name="email" autoComplete="email" />;',
    'const a = <Link to="/search" className="primary" />;',
    // Constant data outside JSX: texts from a catalogue; keys no one reads (type, name, path, id, key) take any string.
    'const QUICK_LINKS = [{ to: PATHS.home, label: FOOTER_TEXT.home }];',
    "const field = { type: 'email', name: 'email', path: '/search', id: 'main', key: 'home', value: 'daily' };",
    'const rules = [{ required: true, message: FIELD_MESSAGES.email }];',
    "const a = { label: '·', title: '404' };",
    'const a = { label };',
    "const a = { [label]: 'Home' };",
    // CSS in a styled-components template is not UI text.
    "const Divider = styled.p`\n  &::before { content: 'or'; }\n`;",
    // A catalogue is where texts are written.
    { code: "export const FOOTER_TEXT = { label: 'Quick links', title: 'Follow us' } as const;", filename: 'shell/src/messages.ts' },
    { code: "export const LISTING_CARD_TEXT = { title: 'No reviews yet' } as const;", filename: 'shell/ui/src/listing/messages.ts' },
  ],
  invalid: [
    { code: 'const a = <h1>Page not found</h1>;', errors: [{ messageId: 'text' }] },
    { code: "const a = <p>{'Try again'}</p>;", errors: [{ messageId: 'text' }] },
    { code: 'const a = <p>{`Hello ${name}`}</p>;', errors: [{ messageId: 'text' }] },
    { code: 'const a = <Input placeholder="Your email" />;', errors: [{ messageId: 'prop' }] },
    { code: "const a = <Button aria-label={'Close'} />;", errors: [{ messageId: 'prop' }] },
    { code: 'const a = <img alt={`Photo of ${name}`} />;', errors: [{ messageId: 'prop' }] },
    { code: "const a = <Form.Item label={ok ? 'Rent' : 'Price'} />;", errors: [{ messageId: 'prop' }] },
    { code: 'const a = <Modal title="Delete listing?" okText="Delete" />;', errors: [{ messageId: 'prop' }, { messageId: 'prop' }] },
    // The same texts in constant data outside JSX.
    {
      code: "const QUICK_LINKS = [{ to: PATHS.home, label: 'Home' }, { to: PATHS.about, label: 'About' }];",
      errors: [{ messageId: 'property', data: { prop: 'label', text: 'Home' } }, { messageId: 'property' }],
    },
    { code: "const rules = [{ required: true, message: 'Enter your email address.' }];", errors: [{ messageId: 'property' }] },
    {
      code: "const a = { 'aria-label': 'Close', title: `Photo of ${name}` };",
      errors: [{ messageId: 'property' }, { messageId: 'property' }],
    },
    {
      code: "const a = { description: error.message || 'Something failed', tooltip: ok ? 'Saved' : 'Not saved' };",
      errors: [{ messageId: 'property' }, { messageId: 'property' }],
    },
    // A file named like a catalogue but not one (messages.tsx is a component).
    { code: "const a = { placeholder: 'Search' };", filename: 'shell/src/messages.tsx', errors: [{ messageId: 'property' }] },
  ],
});
