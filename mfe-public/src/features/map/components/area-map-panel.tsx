import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useText } from '@nivasa/session/language';
import { colors, radius } from '@nivasa/ui/theme';
import { AREA_MAP_TEXT } from '../messages';

const AreaMap = lazy(() => import(/* webpackChunkName: "map-area" */ './area-map'));

/** The map's box, kept before its code comes, so nothing below it moves. */
const Box = styled.div`
  height: 240px;
  margin-top: 16px;
  border-radius: ${radius.large};
  background: ${colors.primarySoft};
`;

const Note = styled.p`
  margin: 8px 0 0;
  color: ${colors.textMuted};
  font-size: 0.9rem;
`;

/** Starts fetching the map this far before it scrolls into view. */
const AHEAD = '300px';

/** The listing's area (or its exact place), below the fold: the map's code comes only as it nears the screen. */
export function AreaMapPanel({ name, location, exact }: { name: string; location: { lat: number; lng: number }; exact: boolean }) {
  const text = useText(AREA_MAP_TEXT);
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(box.current!);
    return () => observer.disconnect();
  }, []);
  return (
    <>
      <Box ref={box}>
        {near && (
          <Suspense fallback={null}>
            <AreaMap location={location} exact={exact} label={text.label(name)} />
          </Suspense>
        )}
      </Box>
      <Note>{exact ? text.exact : text.approximate}</Note>
    </>
  );
}
