import { Button } from '@nivasa/ui/antd';
import type { Listing } from '@nivasa/contracts/api';
import { useText } from '@nivasa/session/language';
import { useFeatureListing, useUnfeatureListing } from '../api/use-set-featured';
import { FEATURED_TOGGLE_TEXT } from '../messages';

interface FeaturedToggleProps {
  listing: Listing;
  onFailure: (what: string, error: unknown) => void;
}

/** Add Featured or Remove Featured, by what the listing is now. */
export function FeaturedToggle({ listing, onFailure }: FeaturedToggleProps) {
  const feature = useFeatureListing();
  const unfeature = useUnfeatureListing();
  const text = useText(FEATURED_TOGGLE_TEXT);
  const change = listing.featured ? unfeature : feature;
  const onClick = () =>
    change.mutate(listing._id, {
      onError: (error) => onFailure((listing.featured ? text.removeFailed : text.addFailed)(listing.name), error),
    });
  return (
    <Button loading={change.isPending} onClick={onClick}>
      {listing.featured ? text.remove : text.add}
    </Button>
  );
}
