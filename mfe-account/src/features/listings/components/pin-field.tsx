import { lazy, Suspense } from 'react';
import { Button } from '@nivasa/ui/antd';
import styled from 'styled-components';
import type { GeoPoint } from '@nivasa/contracts/geo';
import { useText } from '@nivasa/session/language';
import { colors, media, radius } from '@nivasa/ui/theme';
import { LISTING_PIN_TEXT } from '../messages';

const PinMap = lazy(() => import(/* webpackChunkName: "map-pin" */ './pin-map'));

/** The map's box, its size kept before the map's code comes, so nothing below it moves. */
const Box = styled.div`
  height: 320px;
  border-radius: ${radius.large};
  background: ${colors.primarySoft};

  ${media.mobile} {
    height: 260px;
  }
`;

const Hint = styled.p`
  margin: 0 0 8px;
  color: ${colors.textMuted};
`;

const Actions = styled.div`
  margin: 8px 0 16px;
`;

interface PinFieldProps {
  /** The owner's pin; none while it stays on the town's centre (the API then stores the centre). */
  value?: GeoPoint | null;
  onChange?: (pin: GeoPoint | null) => void;
  /** The chosen town's centre, once known. */
  townCentre: GeoPoint | undefined;
}

/** The form's pin: where the owner's place is, on a map that loads only when the form shows it. */
export function PinField({ value, onChange, townCentre }: PinFieldProps) {
  const text = useText(LISTING_PIN_TEXT);
  const pin = value ?? townCentre;
  return (
    <>
      <Hint>{text.hint}</Hint>
      <Box role="group" aria-label={text.mapLabel}>
        {pin && (
          <Suspense fallback={null}>
            <PinMap
              pin={pin}
              onMove={(moved) => onChange?.(moved)}
              pinLabel={text.pinLabel}
              zoomInTitle={text.zoomIn}
              zoomOutTitle={text.zoomOut}
            />
          </Suspense>
        )}
      </Box>
      <Actions>
        <Button onClick={() => onChange?.(null)} disabled={!value || !townCentre}>
          {text.useTownCentre}
        </Button>
      </Actions>
    </>
  );
}
