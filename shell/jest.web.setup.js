// jsdom has no media queries; antd's responsive helpers ask for them. Report "no match",
// which is what a desktop-less, print-less test document would answer.
window.matchMedia ??= (query) => ({
  matches: false,
  media: query,
  onchange: null,
  addEventListener() {},
  removeEventListener() {},
  addListener() {},
  removeListener() {},
  dispatchEvent: () => false,
});

// jsdom has no layout, so there is nothing to scroll; its own scrollTo only logs an error.
window.scrollTo = () => undefined;

// jsdom has no layout either, so nothing ever changes size: an observer that never reports is
// what it would see. antd's Avatar measures its initial with one.
window.ResizeObserver ??= class ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Nor does anything scroll into view: an IntersectionObserver that never reports, as a page with
// no layout would see. The listing page's area map waits for one.
window.IntersectionObserver ??= class IntersectionObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
};
