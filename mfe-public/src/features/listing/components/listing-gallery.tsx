import { lazy, Suspense, useCallback, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { LISTING_PHOTO_SIZES } from '@nivasa/contracts/api';
import { ListingImage } from '@nivasa/ui/listing/listing-image';
import { colors, media, radius, shadow } from '@nivasa/ui/theme';
import { ChevronIcon, ExpandIcon } from './icons';
import type { Translation } from '@nivasa/contracts/languages';
import { useText } from '@nivasa/session/language';
import { LISTING_GALLERY_TEXT } from '../messages';

const loadLightbox = () => import('./listing-lightbox');
const ListingLightbox = lazy(loadLightbox);

const Frame = styled.div`
  position: relative;
  border-radius: ${radius.large};
  overflow: hidden;
  background: ${colors.primarySoft};
`;

// One photo per screen, side by side: the browser's own scrolling swipes them on a touch screen.
const Track = styled.ul`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scroll-behavior: smooth;
  overscroll-behavior-x: contain;
  scrollbar-width: none;

  &::-webkit-scrollbar {
    display: none;
  }

  @media (prefers-reduced-motion: reduce) {
    scroll-behavior: auto;
  }
`;

const Slide = styled.li`
  flex: 0 0 100%;
  scroll-snap-align: start;
  scroll-snap-stop: always;
`;

const SlideButton = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: zoom-in;
`;

const Overlay = styled.span`
  position: absolute;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 4px 10px;
  border-radius: ${radius.pill};
  background: rgba(12, 30, 29, 0.62);
  color: #fff;
  font-size: 0.85rem;
  font-weight: 600;
  pointer-events: none;
`;

const Counter = styled(Overlay)`
  right: 12px;
  bottom: 12px;
`;

const ExpandHint = styled(Overlay)`
  left: 12px;
  bottom: 12px;

  ${media.mobile} {
    display: none;
  }
`;

const Arrow = styled.button<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => $side}: 12px;
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  margin-top: -20px;
  border: 0;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.92);
  color: ${colors.text};
  box-shadow: ${shadow.card};
  cursor: pointer;

  &:disabled {
    opacity: 0;
    pointer-events: none;
  }

  &:hover:not(:disabled) {
    background: #fff;
  }

  /* Phones swipe. */
  ${media.mobile} {
    display: none;
  }
`;

const Dots = styled.div`
  position: absolute;
  left: 50%;
  bottom: 16px;
  display: none;
  gap: 6px;
  transform: translateX(-50%);

  ${media.mobile} {
    display: flex;
  }

  span {
    width: 7px;
    height: 7px;
    border-radius: 50%;
    background: rgba(255, 255, 255, 0.6);
    box-shadow: 0 0 2px rgba(0, 0, 0, 0.4);
  }

  span[data-current='true'] {
    background: #fff;
  }
`;

const Thumbnails = styled.ul`
  display: grid;
  grid-template-columns: repeat(6, minmax(0, 1fr));
  gap: 8px;
  margin: 8px 0 0;
  padding: 0;
  list-style: none;

  /* Phones have the dots and the swipe. */
  ${media.mobile} {
    display: none;
  }
`;

const Thumbnail = styled.button<{ $current: boolean }>`
  display: block;
  width: 100%;
  padding: 0;
  border: 2px solid ${({ $current }) => ($current ? colors.primary : 'transparent')};
  border-radius: ${radius.small};
  overflow: hidden;
  background: none;
  cursor: pointer;
  opacity: ${({ $current }) => ($current ? 1 : 0.8)};

  &:hover {
    opacity: 1;
  }
`;

const photoLabel = (text: Translation<typeof LISTING_GALLERY_TEXT.en>, name: string, index: number) =>
  index === 0 ? text.coverPhoto(name) : text.photo(name, index + 1);

/**
 * The listing's photos: a slider (swiped on phones, arrows and thumbnails on a desktop) whose
 * photo opens full screen in the lightbox. The cover is the page's largest paint, so it loads
 * first and eagerly, in a box of fixed proportions; the others load as they come near.
 */
export function ListingGallery({ name, imageUrls }: { name: string; imageUrls: string[] }) {
  const text = useText(LISTING_GALLERY_TEXT);
  const [current, setCurrent] = useState(0);
  const [lightbox, setLightbox] = useState<'open' | 'closing' | null>(null);
  const track = useRef<HTMLUListElement>(null);
  const count = imageUrls.length;

  const scrollTo = useCallback((index: number) => {
    setCurrent(index);
    const element = track.current;
    element?.scrollTo?.({ left: index * element.clientWidth });
  }, []);

  const onScroll = () => {
    const element = track.current;
    // Behind the lightbox the slider follows the lightbox, not its own scrolling.
    if (!element || element.clientWidth === 0 || lightbox) return;
    setCurrent(Math.round(element.scrollLeft / element.clientWidth));
  };

  const open = (index: number) => {
    setCurrent(index);
    setLightbox('open');
  };

  // As the lightbox fades out, the slider goes to the photo seen last, and so does focus, which the
  // lightbox gives back to the photo it opened on. A move still on its way when Escape was pressed
  // lands during the fade, so this follows every photo shown until the lightbox is gone.
  useLayoutEffect(() => {
    const element = track.current;
    if (lightbox !== 'closing' || !element) return;
    element.querySelectorAll('button')[current]?.focus({ preventScroll: true });
    element.scrollTo?.({ left: current * element.clientWidth, behavior: 'instant' });
  }, [lightbox, current]);

  if (count === 0) {
    return (
      <Frame>
        <ListingImage url={null} alt={text.noPhotos(name)} size="detail" sizes="1px" aspectRatio="3 / 2" />
      </Frame>
    );
  }

  return (
    <div>
      <Frame>
        <Track ref={track} onScroll={onScroll} aria-label={text.photos}>
          {imageUrls.map((url, index) => (
            <Slide key={url} aria-current={index === current ? 'true' : undefined}>
              <SlideButton
                type="button"
                aria-label={text.openPhoto(index + 1, count)}
                onClick={() => open(index)}
                // The lightbox's code starts on its way as the finger or pointer comes down.
                onPointerDown={loadLightbox}
              >
                <ListingImage
                  url={url}
                  alt={photoLabel(text, name, index)}
                  size="detail"
                  sizes={LISTING_PHOTO_SIZES}
                  aspectRatio="3 / 2"
                  eager={index === 0}
                />
              </SlideButton>
            </Slide>
          ))}
        </Track>
        {count > 1 && (
          <>
            <Arrow
              type="button"
              $side="left"
              aria-label={text.previousPhoto}
              disabled={current === 0}
              onClick={() => scrollTo(current - 1)}
            >
              <ChevronIcon direction="left" />
            </Arrow>
            <Arrow
              type="button"
              $side="right"
              aria-label={text.nextPhoto}
              disabled={current === count - 1}
              onClick={() => scrollTo(current + 1)}
            >
              <ChevronIcon direction="right" />
            </Arrow>
            <Dots aria-hidden="true">
              {imageUrls.map((url, index) => (
                <span key={url} data-current={index === current} />
              ))}
            </Dots>
          </>
        )}
        <ExpandHint aria-hidden="true">
          <ExpandIcon size={16} /> {text.fullScreen}
        </ExpandHint>
        <Counter aria-hidden="true">
          {current + 1} / {count}
        </Counter>
      </Frame>
      {count > 1 && (
        <Thumbnails aria-label={text.choosePhoto}>
          {imageUrls.map((url, index) => (
            <li key={url}>
              <Thumbnail
                type="button"
                $current={index === current}
                aria-label={text.showPhoto(index + 1)}
                aria-pressed={index === current}
                onClick={() => scrollTo(index)}
              >
                <ListingImage url={url} alt="" sizes="120px" />
              </Thumbnail>
            </li>
          ))}
        </Thumbnails>
      )}
      {lightbox && (
        <Suspense fallback={null}>
          <ListingLightbox
            name={name}
            imageUrls={imageUrls}
            index={current}
            onView={setCurrent}
            onExiting={() => setLightbox('closing')}
            onClose={() => setLightbox(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
