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
  ],
});
