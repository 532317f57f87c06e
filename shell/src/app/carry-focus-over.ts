/**
 * React's first render replaces the page the HTML painted, so a keyboard user who had already
 * tabbed into it (the menu, a link of a server-rendered page) would find focus thrown back to the
 * page's start, and one who had started typing into the header's search box would lose the
 * letters. This notes which painted control has focus, up to React's commit, and gives focus (and
 * any text typed into it) to the same control once React has drawn it.
 */

/** How long to look for the control: past that, the page has moved on and a jump would surprise. */
const LOOK_FOR_MS = 10_000;

/** What makes two controls the same one, drawn twice: the tag, its name, where it goes. */
function identityOf(element: Element): string {
  return [
    element.tagName,
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

function findIn(container: Element, identity: string, tagName: string): HTMLElement | undefined {
  return [...container.querySelectorAll<HTMLElement>(tagName)].find((element) => identityOf(element) === identity);
}

/**
 * Call just before the first render into `container`. Whichever of the painted page's controls
 * has focus (now, or by a Tab before React commits) takes focus back as soon as React has drawn
 * it, and again each time it is drawn anew, until the user moves focus to one of the app's own.
 */
export function carryFocusOver(container: Element, lookForMs = LOOK_FOR_MS): void {
  const painted = new WeakSet<Element>(container.querySelectorAll('*'));
  // The control as last drawn: a server-rendered page is drawn twice (its HTML again, then its remote's).
  let followed: { current: Element; identity: string; tagName: string } | undefined;
  const follow = (element: Element) => {
    followed = { current: element, identity: identityOf(element), tagName: element.tagName };
  };
  const focused = document.activeElement;
  if (focused && container.contains(focused) && painted.has(focused)) follow(focused);

  const stop = () => {
    observer.disconnect();
    document.removeEventListener('focusin', focusMoved);
    clearTimeout(timer);
  };
  const focusMoved = (event: FocusEvent) => {
    const target = event.target as Element;
    if (target === followed?.current) return;
    // Still the painted page: the user tabbed on before the app took over.
    if (painted.has(target)) follow(target);
    else stop();
  };
  // Mutation records arrive in the same task as React's commit, before any key press is handled.
  const observer = new MutationObserver(() => {
    if (!followed || followed.current.isConnected) return;
    const again = findIn(container, followed.identity, followed.tagName);
    if (!again) return;
    const replaced = followed.current;
    followed.current = again;
    again.focus({ preventScroll: true });
    carryTypedText(replaced, again);
  });
  observer.observe(container, { childList: true, subtree: true });
  document.addEventListener('focusin', focusMoved);
  const timer = setTimeout(stop, lookForMs);
}
