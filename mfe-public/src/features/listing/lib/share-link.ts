/** What became of a press on Share: the share sheet took it, the link was copied, or neither. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

export interface SharedPage {
  title: string;
  text?: string;
  url: string;
}

/** The parts of `navigator` sharing uses; absent ones (no share sheet, no clipboard) are fine. */
export type ShareCapabilities = Partial<Pick<Navigator, 'share' | 'clipboard'>>;

function copyWithSelection(text: string): boolean {
  // Pages served over plain HTTP have no clipboard API; the old way still copies there.
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
  }
}

/** Copies the text: the clipboard API where there is one, the selection otherwise. */
export async function copyText(text: string, capabilities: ShareCapabilities = navigator): Promise<boolean> {
  if (capabilities.clipboard?.writeText) {
    try {
      await capabilities.clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, page not focused): try the selection.
    }
  }
  return copyWithSelection(text);
}

/**
 * The phone's share sheet where the browser has one, otherwise a copy of the link. Closing the
 * sheet is the visitor's choice, not a failure; a sheet that fails still leaves them the copy.
 */
export async function shareOrCopy(page: SharedPage, capabilities: ShareCapabilities = navigator): Promise<ShareOutcome> {
  if (capabilities.share) {
    try {
      await capabilities.share(page);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  return (await copyText(page.url, capabilities)) ? 'copied' : 'failed';
}
