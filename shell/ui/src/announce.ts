/**
 * The page's one polite live region, for status messages a screen reader should say without
 * moving focus: a favourite added, an upload's progress, a save. A region that is put on the
 * page together with its text is often not read, so this one is made once, empty, at the end of
 * the body (at the first message, whose text follows a frame later), and only its text changes. Found by its id, so a second copy of this module (a
 * remote that falls back to its own) writes to the same region.
 */
export const LIVE_REGION_ID = 'nivasa-live-region';

/** Out of sight and out of the layout, but read by screen readers. */
const VISUALLY_HIDDEN =
  'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0';

function liveRegion(): HTMLElement {
  const existing = document.getElementById(LIVE_REGION_ID);
  if (existing) return existing;
  const region = document.createElement('div');
  region.id = LIVE_REGION_ID;
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  region.style.cssText = VISUALLY_HIDDEN;
  document.body.append(region);
  return region;
}

/** Says the text through the live region. The same text twice in a row is said twice: it is emptied first, and set a frame later. */
export function announce(text: string): void {
  const region = liveRegion();
  region.textContent = '';
  requestAnimationFrame(() => {
    region.textContent = text;
  });
}
