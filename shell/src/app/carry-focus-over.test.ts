import { PAINTED_PRESS_SCRIPT } from '@nivasa/contracts/federation';
import { carryFocusOver } from './carry-focus-over';

// The page's inline script, as the browser runs it before the app's code.
beforeAll(() => new Function(PAINTED_PRESS_SCRIPT)());

const PAINTED =
  '<a href="#main-content">Skip to content</a><button type="button" aria-label="Menu">☰</button><a href="/search">Search</a>';

let root: HTMLElement;
beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div><button type="button" id="outside">Outside</button>';
  root = document.getElementById('root')!;
  root.innerHTML = PAINTED;
});
afterEach(() => jest.useRealTimers());

/** What React's first commit does: the painted page goes, the app's own elements come. */
const drawAgain = (html = PAINTED) => {
  root.innerHTML = html;
};
const mutationsDelivered = () => new Promise((resolve) => setTimeout(resolve, 0));

test('the control that had focus in the painted page has it again once the app has drawn it', async () => {
  root.querySelector<HTMLElement>('[aria-label="Menu"]')!.focus();
  carryFocusOver(root);
  drawAgain();
  await mutationsDelivered();
  expect(document.activeElement).toBe(root.querySelector('[aria-label="Menu"]'));
  expect(document.activeElement!.isConnected).toBe(true);
});

test('a control the user tabs to after the call, before the app has drawn, has focus again once it has', async () => {
  carryFocusOver(root);
  root.querySelector<HTMLElement>('a[href="#main-content"]')!.focus();
  root.querySelector<HTMLElement>('[aria-label="Menu"]')!.focus();
  drawAgain();
  await mutationsDelivered();
  expect(document.activeElement).toBe(root.querySelector('[aria-label="Menu"]'));
  expect(document.activeElement!.isConnected).toBe(true);
});

test('a control of the app’s own that the user moves to keeps focus when the page is drawn again', async () => {
  root.querySelector<HTMLElement>('[aria-label="Menu"]')!.focus();
  carryFocusOver(root);
  drawAgain('<button type="button" aria-label="Menu">☰</button><a href="/about">About</a>');
  await mutationsDelivered();
  root.querySelector<HTMLElement>('a[href="/about"]')!.focus();
  drawAgain('<button type="button" aria-label="Menu">☰</button><input aria-label="Search">');
  await mutationsDelivered();
  expect(document.activeElement).toBe(document.body);
});

test('a control drawn a few renders later is still found, by its name and where it goes', async () => {
  root.querySelector<HTMLElement>('a[href="/search"]')!.focus();
  carryFocusOver(root);
  drawAgain('<p>Loading…</p>');
  await mutationsDelivered();
  expect(document.activeElement).toBe(document.body);
  drawAgain('<a href="/about">Search</a><a href="/search">Search</a>');
  await mutationsDelivered();
  expect(document.activeElement).toBe(root.querySelector('a[href="/search"]'));
});

test('focus the user has moved elsewhere meanwhile stays where the user put it', async () => {
  root.querySelector<HTMLElement>('[aria-label="Menu"]')!.focus();
  carryFocusOver(root);
  document.getElementById('outside')!.focus();
  drawAgain();
  await mutationsDelivered();
  expect(document.activeElement).toBe(document.getElementById('outside'));
});

test('nothing is taken over when focus was not in the page, or the control comes too late', async () => {
  carryFocusOver(root);
  drawAgain();
  await mutationsDelivered();
  expect(document.activeElement).toBe(document.body);

  jest.useFakeTimers();
  root.querySelector<HTMLElement>('[aria-label="Menu"]')!.focus();
  carryFocusOver(root, 1_000);
  jest.advanceTimersByTime(1_001);
  jest.useRealTimers();
  drawAgain();
  await mutationsDelivered();
  expect(document.activeElement).toBe(document.body);
});

test('a control drawn anew twice (the server’s page, then its remote’s) keeps focus both times', async () => {
  root.querySelector<HTMLElement>('a[href="/search"]')!.focus();
  carryFocusOver(root);
  drawAgain();
  await mutationsDelivered();
  drawAgain();
  await mutationsDelivered();
  expect(document.activeElement).toBe(root.querySelector('a[href="/search"]'));
  expect(document.activeElement!.isConnected).toBe(true);
});

test('letters typed into the painted search box before the app has drawn it are in the new box, caret and all, and told to its handler', async () => {
  const box = '<input type="search" aria-label="Search listings" name="q" value="">';
  drawAgain(box);
  const painted = root.querySelector<HTMLInputElement>('input')!;
  painted.focus();
  carryFocusOver(root);
  painted.value = 'wel';
  const typed: string[] = [];
  root.addEventListener('input', (event) => typed.push((event.target as HTMLInputElement).value));
  drawAgain(box);
  await mutationsDelivered();
  const drawn = root.querySelector<HTMLInputElement>('input')!;
  expect(drawn).not.toBe(painted);
  expect(document.activeElement).toBe(drawn);
  expect(drawn.value).toBe('wel');
  expect(drawn.selectionStart).toBe(3);
  expect(typed).toEqual(['wel']);
});

test('a box the user typed nothing into is left as the app drew it', async () => {
  drawAgain('<input type="search" aria-label="Search listings" value="">');
  root.querySelector<HTMLInputElement>('input')!.focus();
  carryFocusOver(root);
  drawAgain('<input type="search" aria-label="Search listings" value="Kandy">');
  await mutationsDelivered();
  expect(root.querySelector<HTMLInputElement>('input')!.value).toBe('Kandy');
});

const SIGN_IN_FORM =
  '<form><input id="email" type="email" value=""><input id="password" type="password" value=""><button type="button" data-painted-button="">Sign In</button></form>';
/** The shell's copy of the page's first screen, shown while the page's code loads. */
const asCopy = (html: string) => `<div data-prerendered-copy="">${html}</div>`;
/** The form as the app draws it, its button able to send it. */
const APP_SIGN_IN_FORM = SIGN_IN_FORM.replace('type="button" data-painted-button=""', 'type="submit"');

/** What the app's form is sent with, each time it is sent. */
function sentForms(): string[][] {
  const sent: string[][] = [];
  root.addEventListener('submit', (event) => {
    event.preventDefault();
    sent.push([...(event.target as HTMLFormElement).querySelectorAll('input')].map((input) => input.value));
  });
  return sent;
}

test('what was typed into each field of a painted form is in each field once the app has drawn it, twice over', async () => {
  drawAgain(SIGN_IN_FORM);
  carryFocusOver(root);
  root.querySelector<HTMLInputElement>('#email')!.value = 'nimal@example.lk';
  const password = root.querySelector<HTMLInputElement>('#password')!;
  password.focus();
  password.value = 'secret';
  // The page's spot keeps the form's HTML while its code loads, then the page draws its own.
  drawAgain(asCopy(SIGN_IN_FORM));
  await mutationsDelivered();
  drawAgain(APP_SIGN_IN_FORM);
  await mutationsDelivered();
  expect(root.querySelector<HTMLInputElement>('#email')!.value).toBe('nimal@example.lk');
  expect(root.querySelector<HTMLInputElement>('#password')!.value).toBe('secret');
  expect(document.activeElement).toBe(root.querySelector('#password'));
});

test("what is typed into the copy of the form, focus and all, is in the app's form once drawn", async () => {
  drawAgain(SIGN_IN_FORM);
  carryFocusOver(root);
  drawAgain(asCopy(SIGN_IN_FORM));
  await mutationsDelivered();
  const copied = root.querySelector<HTMLInputElement>('#email')!;
  copied.focus();
  copied.value = 'nimal@example.lk';
  drawAgain(APP_SIGN_IN_FORM);
  await mutationsDelivered();
  expect(root.querySelector<HTMLInputElement>('#email')!.value).toBe('nimal@example.lk');
  expect(document.activeElement).toBe(root.querySelector('#email'));
});

test("nothing is carried into another page's fields of the same names once the address has changed", async () => {
  drawAgain(SIGN_IN_FORM);
  carryFocusOver(root);
  root.querySelector<HTMLInputElement>('#email')!.value = 'nimal@example.lk';
  window.history.pushState(null, '', '/sign-up');
  drawAgain(SIGN_IN_FORM);
  await mutationsDelivered();
  window.history.pushState(null, '', '/');
  expect(root.querySelector<HTMLInputElement>('#email')!.value).toBe('');
});

test.each([
  ['its button pressed', () => root.querySelector<HTMLElement>('button')!.click()],
  ['Enter in a field', () => root.querySelector('#password')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))],
])('a painted form sent before the app has drawn it (%s) is sent by the app, with what was typed, once drawn', async (_, send) => {
  drawAgain(SIGN_IN_FORM);
  carryFocusOver(root);
  root.querySelector<HTMLInputElement>('#email')!.value = 'nimal@example.lk';
  root.querySelector<HTMLInputElement>('#password')!.value = 'secret';
  send();
  const sent = sentForms();
  // The page's spot keeps the painted form while the code loads: nothing can send that one.
  drawAgain(asCopy(SIGN_IN_FORM));
  await mutationsDelivered();
  expect(sent).toEqual([]);
  drawAgain(APP_SIGN_IN_FORM);
  await mutationsDelivered();
  expect(sent).toEqual([['nimal@example.lk', 'secret']]);
  // Once only: the app's form drawn again later is not sent again.
  drawAgain(APP_SIGN_IN_FORM);
  await mutationsDelivered();
  expect(sent).toHaveLength(1);
});

test('a painted form nobody sent is not sent by the app', async () => {
  drawAgain(SIGN_IN_FORM);
  carryFocusOver(root);
  root.querySelector<HTMLInputElement>('#email')!.value = 'nimal@example.lk';
  const sent = sentForms();
  drawAgain(APP_SIGN_IN_FORM);
  await mutationsDelivered();
  expect(sent).toEqual([]);
});

test("a painted button outside a form (the cookie banner's Accept) pressed before the app has drawn it is pressed on the app's", async () => {
  const painted =
    '<section aria-label="Cookie consent"><button type="button" data-painted-button="">Decline</button><button type="button" data-painted-button="">Accept</button></section>';
  drawAgain(painted);
  root.querySelectorAll('button')[1].click();
  carryFocusOver(root);
  const pressed: string[] = [];
  root.addEventListener('click', (event) => pressed.push((event.target as HTMLElement).textContent!));
  drawAgain(painted.replaceAll(' data-painted-button=""', ''));
  await mutationsDelivered();
  expect(pressed).toEqual(['Accept']);
});
