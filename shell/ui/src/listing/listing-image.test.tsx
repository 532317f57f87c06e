import { fireEvent, render, screen } from '@testing-library/react';
// Through the package's own name, as the remotes import it.
import { LISTING_IMAGE_FALLBACK, ListingImage, listingImageSrcSet } from '@nivasa/ui/listing/listing-image';

const URL = '/api/images/0123456789abcdef01234567';
const SIZES = '(max-width: 767px) 100vw, 330px';

// styled-components writes `4 / 3` as `4/3`.
function aspectRatioOf(element: Element): string {
  return getComputedStyle(element).aspectRatio.replace(/\s/g, '');
}

function image(): HTMLImageElement {
  return screen.getByRole('img') as HTMLImageElement;
}

test('an upload shows its card size, offers the three sizes with their widths, and loads lazily and asynchronously', () => {
  render(<ListingImage url={URL} alt="Annex in Kandy" sizes={SIZES} />);

  expect(image().getAttribute('src')).toBe(`${URL}?size=card`);
  expect(image().getAttribute('srcset')).toBe(`${URL}?size=card 720w, ${URL}?size=detail 1280w, ${URL}?size=full 1920w`);
  expect(image().getAttribute('sizes')).toBe(SIZES);
  expect(image().getAttribute('alt')).toBe('Annex in Kandy');
  expect(image().getAttribute('loading')).toBe('lazy');
  expect(image().getAttribute('decoding')).toBe('async');
  expect(image().getAttribute('fetchpriority')).toBeNull();
});

test('the image a page opens on can load at once and first, in the detail size', () => {
  render(<ListingImage url={URL} alt="Bungalow" sizes="100vw" size="detail" eager />);

  expect(image().getAttribute('src')).toBe(`${URL}?size=detail`);
  expect(image().getAttribute('loading')).toBe('eager');
  expect(image().getAttribute('fetchpriority')).toBe('high');
});

test('the image sits in a box of fixed proportions that it covers', () => {
  const { container, rerender } = render(<ListingImage url={URL} alt="Room" sizes={SIZES} className="cover" />);
  const frame = container.firstElementChild as HTMLElement;

  expect(frame.classList.contains('cover')).toBe(true);
  expect(aspectRatioOf(frame)).toBe('4/3');
  expect(getComputedStyle(frame).overflow).toBe('hidden');
  expect(getComputedStyle(image()).objectFit).toBe('cover');

  rerender(<ListingImage url={URL} alt="Room" sizes={SIZES} aspectRatio="16 / 9" />);
  expect(aspectRatioOf(container.firstElementChild as HTMLElement)).toBe('16/9');
});

test('a missing address shows the placeholder house, an inline SVG, with the alt text kept', () => {
  for (const url of [undefined, null, '']) {
    const { unmount } = render(<ListingImage url={url} alt="No photo yet" sizes={SIZES} />);
    expect(image().getAttribute('src')).toBe(LISTING_IMAGE_FALLBACK);
    expect(image().getAttribute('srcset')).toBeNull();
    expect(image().getAttribute('alt')).toBe('No photo yet');
    unmount();
  }
  expect(LISTING_IMAGE_FALLBACK.startsWith('data:image/svg+xml,')).toBe(true);
  expect(decodeURIComponent(LISTING_IMAGE_FALLBACK)).toContain('<svg');
  expect(decodeURIComponent(LISTING_IMAGE_FALLBACK)).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
});

test('an image that fails to load gives way to the placeholder, and a new address is tried again', () => {
  const { rerender } = render(<ListingImage url={URL} alt="Flat" sizes={SIZES} />);
  fireEvent.error(image());

  expect(image().getAttribute('src')).toBe(LISTING_IMAGE_FALLBACK);
  expect(image().getAttribute('srcset')).toBeNull();
  // A failing placeholder would not loop.
  fireEvent.error(image());
  expect(image().getAttribute('src')).toBe(LISTING_IMAGE_FALLBACK);

  const other = '/api/images/fedcba9876543210fedcba98';
  rerender(<ListingImage url={other} alt="Flat" sizes={SIZES} />);
  expect(image().getAttribute('src')).toBe(`${other}?size=card`);
});

test('an address that is not one of our uploads is shown as it is, without sizes', () => {
  render(<ListingImage url="https://images.example.com/house.jpg" alt="House" sizes={SIZES} />);

  expect(image().getAttribute('src')).toBe('https://images.example.com/house.jpg');
  expect(image().getAttribute('srcset')).toBeNull();
  expect(image().getAttribute('sizes')).toBeNull();
  expect(listingImageSrcSet('/api/images/short')).toBeUndefined();
});
