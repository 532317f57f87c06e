import { shareOrCopy, type ShareCapabilities } from './share-link';

const page = { title: 'Quiet annex near Peradeniya campus', url: 'https://nivasa.lk/listing/6660aa00bb11cc22dd33ee44' };

/** A clipboard that keeps what is written, as a browser's would. */
function clipboard() {
  const written: string[] = [];
  return { written, clipboard: { writeText: async (text: string) => void written.push(text) } as unknown as Clipboard };
}

test('the share sheet gets the page when the browser has one, and nothing is copied', async () => {
  const shared: ShareData[] = [];
  const { written, clipboard: board } = clipboard();
  const capabilities: ShareCapabilities = { share: async (data) => void shared.push(data ?? {}), clipboard: board };

  expect(await shareOrCopy(page, capabilities)).toBe('shared');
  expect(shared).toEqual([page]);
  expect(written).toEqual([]);
});

test('without a share sheet the link is copied', async () => {
  const { written, clipboard: board } = clipboard();

  expect(await shareOrCopy(page, { clipboard: board })).toBe('copied');
  expect(written).toEqual([page.url]);
});

test('closing the share sheet is not a failure and copies nothing', async () => {
  const { written, clipboard: board } = clipboard();
  const capabilities: ShareCapabilities = {
    share: async () => {
      throw new DOMException('Share canceled', 'AbortError');
    },
    clipboard: board,
  };

  expect(await shareOrCopy(page, capabilities)).toBe('cancelled');
  expect(written).toEqual([]);
});

test('a share sheet that fails falls back to the copy', async () => {
  const { written, clipboard: board } = clipboard();
  const capabilities: ShareCapabilities = {
    share: async () => {
      throw new DOMException('Permission denied', 'NotAllowedError');
    },
    clipboard: board,
  };

  expect(await shareOrCopy(page, capabilities)).toBe('copied');
  expect(written).toEqual([page.url]);
});

test('with neither a share sheet nor a clipboard, the copy goes through the selection', async () => {
  // jsdom has no copy command; this one copies the selected text of the field, as a browser does.
  const copies: string[] = [];
  document.execCommand = (command: string) => {
    const field = document.querySelector('textarea');
    if (command !== 'copy' || !field) return false;
    copies.push(field.value.slice(field.selectionStart, field.selectionEnd));
    return true;
  };

  expect(await shareOrCopy(page, {})).toBe('copied');
  expect(copies).toEqual([page.url]);
  expect(document.querySelector('textarea')).toBeNull();
});
