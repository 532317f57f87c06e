import { Button } from '@nivasa/ui/antd';
import type { Listing } from '@nivasa/contracts/api';
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
  const change = listing.featured ? unfeature : feature;
  const onClick = () =>
    change.mutate(listing._id, {
      onError: (error) =>
        onFailure((listing.featured ? FEATURED_TOGGLE_TEXT.removeFailed : FEATURED_TOGGLE_TEXT.addFailed)(listing.name), error),
    });
  return (
    <Button loading={change.isPending} onClick={onClick}>
      {listing.featured ? FEATURED_TOGGLE_TEXT.remove : FEATURED_TOGGLE_TEXT.add}
    </Button>
  );
}
