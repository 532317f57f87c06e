import { type TouchEvent, useRef, useState } from 'react';
import styled from 'styled-components';
import type { Listing } from '@nivasa/contracts/api';
import { UI_TIMINGS } from '@nivasa/contracts/limits';
import { listingPath } from '@nivasa/contracts/paths';
import { ListingImage } from '@nivasa/ui/listing/listing-image';
import { Price } from '@nivasa/ui/listing/price';
import { Link } from '@nivasa/ui/router';
import { colors, media, radius, shadow } from '@nivasa/ui/theme';
import { useText } from '@nivasa/session/language';
import { useCarousel } from '../hooks/use-carousel';
import { useMediaQuery } from '../../../shared/use-media-query';
import { useDistrictNames } from '@nivasa/ui/place-names';
import { FEATURED_CAROUSEL_TEXT } from '../messages';

// How far a finger must travel sideways to change the slide.
const SWIPE_MIN_PX = 40;

/** The slides' height; the loading and empty states keep it, so nothing below moves when they land. */
export const SLIDE_ASPECT = { desktop: '21 / 9', mobile: '4 / 3' } as const;

const Viewport = styled.div`
  position: relative;
  overflow: hidden;
  border-radius: ${radius.large};
  box-shadow: ${shadow.card};
  background: ${colors.primarySoft};
`;

const Track = styled.div<{ $track: number; $animated: boolean }>`
  display: flex;
  transform: translateX(${({ $track }) => -$track * 100}%);
  transition: ${({ $animated }) => ($animated ? `transform ${UI_TIMINGS.carouselSpeedMs}ms ease` : 'none')};

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Slide = styled.div`
  position: relative;
  flex: 0 0 100%;
`;

const SlideLink = styled(Link)`
  display: block;
  color: #fff;
  text-decoration: none;

  &:focus-visible {
    outline: 3px solid ${colors.accent};
    outline-offset: -3px;
  }
`;

const Picture = styled(ListingImage)`
  && {
    aspect-ratio: ${SLIDE_ASPECT.desktop};
  }

  ${media.mobile} {
    && {
      aspect-ratio: ${SLIDE_ASPECT.mobile};
    }
  }
`;

const Caption = styled.div`
  position: absolute;
  inset: auto 0 0 0;
  display: grid;
  gap: 4px;
  padding: 64px 28px 44px;
  background: linear-gradient(to top, rgba(6, 30, 28, 0.88), rgba(6, 30, 28, 0.45) 60%, transparent);

  ${media.mobile} {
    padding: 40px 16px 36px;
  }
`;

const Name = styled.h3`
  margin: 0;
  color: #fff;
  font-size: clamp(1.15rem, 2.4vw, 1.6rem);
  font-weight: 700;
  line-height: 1.3;
  overflow-wrap: anywhere;
`;

const Place = styled.p`
  margin: 0;
  color: rgba(255, 255, 255, 0.88);
`;

const WhitePrice = styled(Price)`
  &&,
  && span {
    color: #fff;
  }
  font-size: 1.1rem;
`;

const Arrow = styled.button<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => $side}: 12px;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.92);
  color: ${colors.text};
  box-shadow: ${shadow.card};
  cursor: pointer;
  transform: translateY(-50%);

  &:hover {
    background: #fff;
    color: ${colors.primary};
  }

  &:focus-visible {
    outline: 3px solid ${colors.accent};
    outline-offset: 2px;
  }

  /* Above the caption, which takes the lower half of a phone's slide. */
  ${media.mobile} {
    top: 30%;
    width: 36px;
    height: 36px;
  }
`;

const Dots = styled.div`
  position: absolute;
  left: 50%;
  bottom: 12px;
  display: flex;
  gap: 2px;
  transform: translateX(-50%);
`;

// The visible dot is small; the button around it is large enough for a finger.
const Dot = styled.button<{ $current: boolean }>`
  display: grid;
  place-items: center;
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;

  &::before {
    content: '';
    width: ${({ $current }) => ($current ? 22 : 8)}px;
    height: 8px;
    border-radius: 4px;
    background: ${({ $current }) => ($current ? '#fff' : 'rgba(255, 255, 255, 0.55)')};
    transition: width 0.2s;
  }

  &:focus-visible {
    outline: 2px solid #fff;
    border-radius: 4px;
  }
`;

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.4">
      <path d={direction === 'left' ? 'm15 6-6 6 6 6' : 'm9 6 6 6-6 6'} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function FeaturedSlide({ listing }: { listing: Listing }) {
  const placeNames = useDistrictNames();
  return (
    <SlideLink to={listingPath(listing._id)}>
      <Picture
        url={listing.imageUrls[0]}
        alt={listing.name}
        size="detail"
        sizes="(max-width: 767px) calc(100vw - 32px), (max-width: 1200px) 100vw, 1152px"
      />
      <Caption>
        <Name>{listing.name}</Name>
        <WhitePrice type={listing.type} rent={listing.rent} rentType={listing.rentType} />
        <Place>{placeNames.district(listing.district)}</Place>
      </Caption>
    </SlideLink>
  );
}

/**
 * The featured places, one at a time. With more than one: arrows, dots, a swipe, autoplay that
 * waits while hovered or focused (and does not run for those who ask for reduced motion), and
 * looping from the last to the first; with one, just it.
 */
export function FeaturedCarousel({ listings }: { listings: Listing[] }) {
  const text = useText(FEATURED_CAROUSEL_TEXT);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const touchStartX = useRef<number | null>(null);
  const count = listings.length;
  const { position, current, looping, next, previous, goTo } = useCarousel({
    count,
    speedMs: UI_TIMINGS.carouselSpeedMs,
    autoplayMs: UI_TIMINGS.carouselAutoplayMs,
    paused: hovered || focused || reducedMotion,
  });
  // The copies at both ends that make the loop seamless; hidden from assistive technology.
  const slides = looping ? [listings[count - 1], ...listings, listings[0]] : listings;
  const track = looping ? position.track : 0;

  const onTouchEnd = (event: TouchEvent) => {
    if (touchStartX.current === null) return;
    const travelled = event.changedTouches[0].clientX - touchStartX.current;
    touchStartX.current = null;
    if (travelled <= -SWIPE_MIN_PX) next();
    else if (travelled >= SWIPE_MIN_PX) previous();
  };

  return (
    <Viewport
      aria-roledescription={text.carousel}
      role="group"
      aria-label={text.label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onTouchStart={looping ? (event) => (touchStartX.current = event.touches[0].clientX) : undefined}
      onTouchEnd={looping ? onTouchEnd : undefined}
    >
      <Track $track={track} $animated={position.animated}>
        {slides.map((listing, index) => {
          const isCopy = looping && (index === 0 || index === count + 1);
          const shown = looping ? index === position.track : true;
          return (
            <Slide
              key={isCopy ? `copy-${index}` : listing._id}
              role={isCopy ? undefined : 'group'}
              aria-roledescription={isCopy ? undefined : text.slide}
              aria-label={isCopy ? undefined : text.slideLabel(looping ? index : index + 1, count)}
              aria-hidden={isCopy || !shown ? true : undefined}
              inert={!shown}
            >
              <FeaturedSlide listing={listing} />
            </Slide>
          );
        })}
      </Track>
      {looping && (
        <>
          <Arrow type="button" $side="left" aria-label={text.previous} onClick={previous}>
            <Chevron direction="left" />
          </Arrow>
          <Arrow type="button" $side="right" aria-label={text.next} onClick={next}>
            <Chevron direction="right" />
          </Arrow>
          <Dots>
            {listings.map((listing, index) => (
              <Dot
                key={listing._id}
                type="button"
                $current={index === current}
                aria-label={text.showSlide(index + 1, count)}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => goTo(index)}
              />
            ))}
          </Dots>
        </>
      )}
    </Viewport>
  );
}
