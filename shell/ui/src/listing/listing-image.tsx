import { useState } from 'react';
import styled from 'styled-components';
import { type ImageSize, imageSizeUrl, sizedImageSrcSet } from '@nivasa/contracts/api';
import { colors } from '@nivasa/ui/theme';

const PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">
<rect width="400" height="300" fill="#e3f2ef"/>
<path d="M200 92 112 164h24v62h128v-62h24z" fill="#b7d8d2"/>
<rect x="180" y="182" width="40" height="44" fill="#e3f2ef"/>
<rect x="148" y="172" width="22" height="22" fill="#e3f2ef"/>
<rect x="230" y="172" width="22" height="22" fill="#e3f2ef"/>
</svg>`;

/** A plain house on the brand's soft teal: what shows when a listing has no image or it fails to load. */
export const LISTING_IMAGE_FALLBACK = `data:image/svg+xml,${encodeURIComponent(PLACEHOLDER_SVG.replace(/\n/g, ''))}`;

/** `srcset` for one of our uploads: each stored size with its width; undefined for other addresses. */
export const listingImageSrcSet = sizedImageSrcSet;

export interface ListingImageProps {
  /** The image's address (`/api/images/<id>`); missing or empty shows the placeholder house. */
  url?: string | null;
  alt: string;
  /** How wide the image shows, for the browser's choice from srcset, e.g. `(max-width: 767px) 100vw, 330px`. */
  sizes: string;
  /** The size for browsers that ignore srcset: card for lists, detail for a listing's own page. */
  size?: Extract<ImageSize, 'card' | 'detail'>;
  /** Load at once and first: for the image a page opens on (its largest paint). Lazy otherwise. */
  eager?: boolean;
  /** Width / height of the box, as CSS aspect-ratio; the image covers it, cropped. */
  aspectRatio?: string;
  className?: string;
}

const Frame = styled.span<{ $aspectRatio: string }>`
  display: block;
  position: relative;
  width: 100%;
  aspect-ratio: ${({ $aspectRatio }) => $aspectRatio};
  overflow: hidden;
  background: ${colors.primarySoft};
`;

const Picture = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

/**
 * A listing's picture in a box of fixed proportions (so nothing shifts while it loads), with the
 * stored sizes offered through srcset and sizes, lazy unless `eager`, and a placeholder house when
 * there is no image or it fails to load.
 */
export function ListingImage({ url, alt, sizes, size = 'card', eager = false, aspectRatio = '4 / 3', className }: ListingImageProps) {
  // The address that failed, so a new address gets its own try.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const broken = !url || failedUrl === url;
  const srcSet = broken ? undefined : listingImageSrcSet(url);
  const src = broken ? LISTING_IMAGE_FALLBACK : srcSet ? imageSizeUrl(url, size) : url;
  return (
    <Frame className={className} $aspectRatio={aspectRatio}>
      <Picture
        key={src}
        src={src}
        srcSet={srcSet}
        sizes={srcSet ? sizes : undefined}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
        onError={broken ? undefined : () => setFailedUrl(url)}
      />
    </Frame>
  );
}
