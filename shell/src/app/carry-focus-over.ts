/**
 * React's first render replaces the page the HTML painted, so a keyboard user who had already
 * tabbed into it (the menu, a link of a server-rendered page) would find focus thrown back to the
 * page's start. This notes what had focus and gives it to the same control once React has drawn it.
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

function findIn(container: Element, identity: string, tagName: string): HTMLElement | undefined {
  return [...container.querySelectorAll<HTMLElement>(tagName)].find((element) => identityOf(element) === identity);
}

/**
 * Call just before the first render into `container`. If focus sat inside it, the same control
 * takes focus back as soon as React has drawn it, and again each time it is drawn anew, until the
 * user moves focus themselves.
 */
export function carryFocusOver(container: Element, lookForMs = LOOK_FOR_MS): void {
  const focused = document.activeElement;
  if (!focused || focused === document.body || !container.contains(focused)) return;
  const identity = identityOf(focused);
  const tagName = focused.tagName;

  // The control as last drawn: a server-rendered page is drawn twice (its HTML again, then its remote's).
  let current: Element = focused;
  const stop = () => {
    observer.disconnect();
    document.removeEventListener('focusin', focusMoved);
    clearTimeout(timer);
  };
  const focusMoved = (event: FocusEvent) => {
    if (event.target !== current) stop();
  };
  // Mutation records arrive in the same task as React's commit, before any key press is handled.
  const observer = new MutationObserver(() => {
    if (current.isConnected) return;
    const again = findIn(container, identity, tagName);
    if (!again) return;
    current = again;
    again.focus({ preventScroll: true });
  });
  observer.observe(container, { childList: true, subtree: true });
  document.addEventListener('focusin', focusMoved);
  const timer = setTimeout(stop, lookForMs);
}
