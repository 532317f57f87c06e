/**
 * React's first render replaces the page the HTML painted, so a keyboard user who had already
 * tabbed into it (the menu, a link of a server-rendered page) would find focus thrown back to the
 * page's start, and one who had started typing into the header's search box would lose the
 * letters, or the email and password typed into a sign-in form drawn at build time, and a press
 * on its button. This notes what was typed into the painted fields, which painted control has
 * focus and whether a painted form was sent, up to React's commit, and gives them to the same
 * controls once React has drawn them.
 */
import { PAINTED_PRESSED_ATTRIBUTE, PAINTED_SUBMIT_ATTRIBUTE } from '@nivasa/contracts/federation';

const PAINTED_SUBMIT = `[${PAINTED_SUBMIT_ATTRIBUTE}]`;

/** How long to look for the control: past that, the page has moved on and a jump would surprise. */
const LOOK_FOR_MS = 10_000;

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
 * fields (now, or before React commits) is in the same fields once React has drawn them, and each
 * time they are drawn anew. Whichever painted control has focus (now, or by a Tab before React
 * commits) takes focus back as soon as React has drawn it, until the user moves focus to one of
 * the app's own. A painted form sent before the app has drawn it (its button pressed, or Enter in
 * a field) is sent by the app's button as soon as it is drawn.
 */
export function carryFocusOver(container: Element, lookForMs = LOOK_FOR_MS): void {
  const painted = new WeakSet<Element>(container.querySelectorAll('*'));
  const fields = [...container.querySelectorAll('input, textarea')].map(follow);
  const followedFor = (element: Element) => fields.find(({ current }) => current === element) ?? follow(element);
  let focused: Followed | undefined;
  const active = document.activeElement;
  if (active && container.contains(active) && painted.has(active)) focused = followedFor(active);

  const stopFollowingFocus = () => {
    focused = undefined;
    document.removeEventListener('focusin', focusMoved);
  };
  // A painted form's send buttons, which the page's inline script marks when pressed (PAINTED_PRESS_SCRIPT).
  const sends = [...container.querySelectorAll(PAINTED_SUBMIT)].map(follow);
  const stop = () => {
    observer.disconnect();
    stopFollowingFocus();
    clearTimeout(timer);
  };
  const focusMoved = (event: FocusEvent) => {
    const target = event.target as Element;
    if (target === focused?.current) return;
    // Still the painted page: the user tabbed on before the app took over.
    if (painted.has(target)) focused = followedFor(target);
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
    for (const send of sends) {
      const replaced = drawnAgain(container, send);
      if (!replaced?.hasAttribute(PAINTED_PRESSED_ATTRIBUTE)) continue;
      if (send.current.matches(PAINTED_SUBMIT)) send.current.setAttribute(PAINTED_PRESSED_ATTRIBUTE, '');
      else (send.current as HTMLElement).click();
    }
  });
  observer.observe(container, { childList: true, subtree: true });
  document.addEventListener('focusin', focusMoved);
  const timer = setTimeout(stop, lookForMs);
}
