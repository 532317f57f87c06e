import { useParams } from '@nivasa/ui/router';
import { ListingView } from '../features/listing/components/listing-view';
import { ReviewsSection } from '../features/reviews/components/reviews-section';

export function ListingPage() {
  const { listingId = '' } = useParams();
  return <ListingView listingId={listingId} reviews={(listing) => <ReviewsSection listing={listing} />} />;
}
