import { useMemo, useState } from 'react';
import Lightbox from 'yet-another-react-lightbox';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import { imageSizeUrl } from '@nivasa/contracts/api';
import { UI_TIMINGS } from '@nivasa/contracts/limits';
import { listingImageSrcSet } from '@nivasa/ui/listing/listing-image';
import lightboxStyles from './lightbox-styles';
import { useText } from '@nivasa/session/language';
import { LISTING_GALLERY_TEXT } from '../messages';

export interface ListingLightboxProps {
  name: string;
  imageUrls: string[];
  /** The photo it opens on; later values are ignored, as the lightbox leads from then on. */
  index: number;
  onClose: () => void;
  /** Each photo shown, so the page's slider is on the last one when the lightbox closes. */
  onView: (index: number) => void;
  /** As it starts to fade out (a move still on its way may yet land, and is reported to onView). */
  onExiting: () => void;
}

/**
 * The photos full screen, in their full size: arrows, swipe and the keyboard move between them,
 * pinch, wheel or double tap zoom in, Escape closes. Loaded only when opened: it is most of this
 * page's code that a visitor may never need.
 */
export default function ListingLightbox({ name, imageUrls, index, onClose, onView, onExiting }: ListingLightboxProps) {
  // New slides or a new index make the library start over on that photo, so both stay as they
  // were when it opened while onView tells the page which photo is shown.
  const text = useText(LISTING_GALLERY_TEXT);
  const [startIndex] = useState(index);
  const slides = useMemo(
    () =>
      imageUrls.map((url, position) => ({
        // Only our own uploads come in sizes; another address is all there is.
        src: listingImageSrcSet(url) ? imageSizeUrl(url, 'full') : url,
        alt: text.photoOf(name, position + 1, imageUrls.length),
      })),
    [name, imageUrls, text],
  );
  const single = slides.length <= 1;
  return (
    <>
      {/* The library's stylesheet, loaded with its code. */}
      <style href="yet-another-react-lightbox" precedence="default">
        {lightboxStyles}
      </style>
      <Lightbox
        open
        index={startIndex}
        slides={slides}
        close={onClose}
        on={{ view: ({ index: shown }) => onView(shown), exiting: onExiting }}
        plugins={[Zoom]}
        animation={{ fade: UI_TIMINGS.lightboxFadeMs, swipe: UI_TIMINGS.lightboxSwipeMs }}
        zoom={{ maxZoomPixelRatio: UI_TIMINGS.lightboxMaxZoom, scrollToZoom: true }}
        carousel={{ finite: single }}
        controller={{ closeOnBackdropClick: true }}
        render={single ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
        labels={{ Previous: text.previousPhoto, Next: text.nextPhoto, Close: text.close }}
      />
    </>
  );
}
