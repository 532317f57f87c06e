import { useState } from 'react';
import styled from 'styled-components';
import { ListingImage } from '@nivasa/ui/listing/listing-image';
import { colors, media, radius } from '@nivasa/ui/theme';

const Main = styled.div`
  border-radius: ${radius.large};
  overflow: hidden;
`;

const Thumbnails = styled.ul`
  display: grid;
  grid-template-columns: repeat(6, minmax(0, 1fr));
  gap: 8px;
  margin: 8px 0 0;
  padding: 0;
  list-style: none;

  ${media.mobile} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
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
`;

/** The listing's photos: the one chosen large (the cover first), the others small to choose from. */
export function ListingGallery({ name, imageUrls }: { name: string; imageUrls: string[] }) {
  const [shown, setShown] = useState(0);
  const current = imageUrls[shown] ?? imageUrls[0];
  return (
    <div>
      <Main>
        <ListingImage
          url={current}
          alt={shown === 0 ? `${name}: cover photo` : `${name}: photo ${shown + 1}`}
          size="detail"
          sizes="(max-width: 767px) 100vw, 760px"
          aspectRatio="3 / 2"
          eager
        />
      </Main>
      {imageUrls.length > 1 && (
        <Thumbnails aria-label="Photos">
          {imageUrls.map((url, index) => (
            <li key={url}>
              <Thumbnail
                type="button"
                $current={index === shown}
                aria-label={`Show photo ${index + 1}`}
                aria-pressed={index === shown}
                onClick={() => setShown(index)}
              >
                <ListingImage url={url} alt="" sizes="120px" />
              </Thumbnail>
            </li>
          ))}
        </Thumbnails>
      )}
    </div>
  );
}
