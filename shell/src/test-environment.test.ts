// The web test environment (shell/jest-environment-web.js) keeps every selector jsdom compiles:
// styles must still follow the rules, past the 1,000 its selector engine keeps on its own.
const RULES = 1_200;

test('with more rules than the selector engine keeps, each element takes the style of the rules it matches, pass after pass', () => {
  const style = document.createElement('style');
  style.textContent = Array.from({ length: RULES }, (_, index) => `.rule-${index} { z-index: ${index}; }`).join('\n');
  document.head.append(style);
  const probe = document.createElement('div');
  document.body.append(probe);

  for (let pass = 0; pass < 3; pass += 1) {
    for (const index of [0, 999, 1_000, RULES - 1]) {
      probe.className = `rule-${index}`;
      expect(getComputedStyle(probe).zIndex).toBe(String(index));
    }
  }
  probe.className = 'no-rule';
  expect(getComputedStyle(probe).zIndex).toBe('');

  style.remove();
  probe.remove();
});
