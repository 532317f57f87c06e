import { Button } from '@nivasa/ui/antd';
import type { Listing } from '@nivasa/contracts/api';
import { useFeatureListing, useUnfeatureListing } from '../api/use-set-featured';

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
        onFailure(
          `Could not ${listing.featured ? 'remove' : 'add'} “${listing.name}” ${listing.featured ? 'from' : 'to'} the featured places`,
          error,
        ),
    });
  return (
    <Button loading={change.isPending} onClick={onClick}>
      {listing.featured ? 'Remove Featured' : 'Add Featured'}
    </Button>
  );
}
