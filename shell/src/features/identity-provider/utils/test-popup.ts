/** For tests: jsdom cannot open windows; this stands in for the popup, which the page only steers and watches. */
export function fakePopup() {
  return {
    closed: false,
    location: { href: '' },
    close() {
      this.closed = true;
    },
  };
}

export type FakePopup = ReturnType<typeof fakePopup>;
