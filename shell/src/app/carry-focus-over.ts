/**
 * React's first render replaces the page the HTML painted, so a keyboard user who had already
 * tabbed into it (the menu, a link of a server-rendered page) would find focus thrown back to the
 * page's start, and one who had started typing into the header's search box would lose the
 * letters, or the email and password typed into a sign-in form drawn at build time; and a press
 * on a button drawn at build time (the form's, the cookie banner's) would do nothing. This notes
 * what was typed into the painted fields, which painted control has focus and which painted
 * button was pressed, up to React's commit, and gives them to the same controls once React has
 * drawn them.
 */
import { PAINTED_PRESSED_ATTRIBUTE, PAINTED_BUTTON_ATTRIBUTE } from '@nivasa/contracts/federation';
import { PRERENDERED_COPY_ATTRIBUTE } from '../components/prerendered-page';

const PAINTED_BUTTON = `[${PAINTED_BUTTON_ATTRIBUTE}]`;

/** How long to look for the focused control: past that, the page has moved on and a jump would surprise. */
const LOOK_FOR_MS = 10_000;
/** How long to keep what was typed and pressed for the app: as long as its code may take on a poor link. */
const KEEP_FOR_MS = 120_000;

const COPY = `[${PRERENDERED_COPY_ATTRIBUTE}]`;

/** What makes two controls the same one, drawn twice: the tag, its id and name, where it goes. */
function identityOf(element: Element): string {
  return [
    element.tagName,
    element.id,
    element.getAttribute('aria-label') ?? '',
    element.getAttribute('href') ?? '',
    element.getAttribute('name') ?? '',
    element.textContent?.trim() ?? '',
  ].join('\u0000');
}

/**
 * Gives the control drawn anew what was typed into the one it replaces, through the value setter
 * React watches and an input event, so a controlled field's state takes it too; the caret stays.
 */
function carryTypedText(from: Element, to: HTMLElement): void {
  if (!(from instanceof HTMLInputElement || from instanceof HTMLTextAreaElement)) return;
  if (!(to instanceof HTMLInputElement || to instanceof HTMLTextAreaElement)) return;
  if (from.value === from.defaultValue || from.value === to.value) return;
  const { selectionStart, selectionEnd } = from;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(to), 'value')?.set?.call(to, from.value);
  to.dispatchEvent(new Event('input', { bubbles: true }));
  if (selectionStart !== null && selectionEnd !== null) to.setSelectionRange(selectionStart, selectionEnd);
}

/** A painted control, as last drawn: a server-rendered page is drawn twice (its HTML again, then its code's). */
interface Followed {
  current: Element;
  identity: string;
}

const follow = (element: Element): Followed => ({ current: element, identity: identityOf(element) });

/** Moves `followed` to the control drawn in place of its current one, if it has been: the one it replaces, or undefined. */
function drawnAgain(container: Element, followed: Followed): Element | undefined {
  if (followed.current.isConnected) return undefined;
  const again = [...container.querySelectorAll(followed.current.tagName)].find((element) => identityOf(element) === followed.identity);
  if (!again) return undefined;
  const replaced = followed.current;
  followed.current = again;
  return replaced;
}

/**
 * Call just before the first render into `container`. What was typed into the painted page's
 * fields (now, or before React commits, or into the copy of its first screen the shell shows while
 * the page's code loads) is in the same fields once the app has drawn them. Whichever painted
 * control has focus (now, or by a Tab before React commits) takes focus back as soon as React has
 * drawn it, until the user moves focus to one of the app's own. A painted button pressed before the
 * app has drawn it (or a form's, by Enter in a field) is pressed again on the app's once drawn.
 */
export function carryFocusOver(container: Element, lookForMs = LOOK_FOR_MS, keepForMs = KEEP_FOR_MS): void {
  const painted = new WeakSet<Element>(container.querySelectorAll('*'));
  // Not the app's own yet: the painted page, or the shell's copy of its first screen.
  const notTheAppsYet = (element: Element) => painted.has(element) || element.closest(COPY) !== null;
  let fields = [...container.querySelectorAll('input, textarea')].map(follow);
  const followedFor = (element: Element) => fields.find(({ current }) => current === element) ?? follow(element);
  let focused: Followed | undefined;
  const active = document.activeElement;
  if (active && container.contains(active) && painted.has(active)) focused = followedFor(active);

  const stopFollowingFocus = () => {
    focused = undefined;
    document.removeEventListener('focusin', focusMoved);
  };
  // The painted buttons, which the page's inline script marks when pressed (PAINTED_PRESS_SCRIPT).
  let buttons = [...container.querySelectorAll(PAINTED_BUTTON)].map(follow);
  const stop = () => {
    observer.disconnect();
    stopFollowingFocus();
    clearTimeout(focusTimer);
    clearTimeout(timer);
  };
  const focusMoved = (event: FocusEvent) => {
    const target = event.target as Element;
    if (target === focused?.current) return;
    // Still the painted page: the user tabbed on, or clicked into a field, before the app took over.
    if (notTheAppsYet(target)) focused = followedFor(target);
    else stopFollowingFocus();
  };
  // Mutation records arrive in the same task as React's commit, before any key press is handled.
  // Another page's fields are not these, though they may share an id (sign-up's email and password).
  const address = window.location.href;
  const observer = new MutationObserver(() => {
    if (window.location.href !== address) {
      stop();
      return;
    }
    const redrawn = fields.flatMap((field) => {
      const replaced = drawnAgain(container, field);
      return replaced ? [{ replaced, field }] : [];
    });
    if (focused && (fields.includes(focused) ? redrawn.some(({ field }) => field === focused) : drawnAgain(container, focused)))
      (focused.current as HTMLElement).focus({ preventScroll: true });
    for (const { replaced, field } of redrawn) carryTypedText(replaced, field.current as HTMLElement);
    // Pressed: the painted button drawn again keeps the mark, the app's own is pressed, with what was typed in place.
    for (const button of buttons) {
      const replaced = drawnAgain(container, button);
      if (!replaced?.hasAttribute(PAINTED_PRESSED_ATTRIBUTE)) continue;
      if (button.current.matches(PAINTED_BUTTON)) button.current.setAttribute(PAINTED_PRESSED_ATTRIBUTE, '');
      else (button.current as HTMLElement).click();
    }
    // Done with what the app has drawn for itself.
    fields = fields.filter((field) => notTheAppsYet(field.current));
    buttons = buttons.filter((button) => button.current.matches(PAINTED_BUTTON));
    if (fields.length === 0 && buttons.length === 0 && !focused) stop();
  });
  observer.observe(container, { childList: true, subtree: true });
  document.addEventListener('focusin', focusMoved);
  const focusTimer = setTimeout(stopFollowingFocus, lookForMs);
  const timer = setTimeout(stop, keepForMs);
}
