import { useParams } from '@nivasa/ui/router';
import { ListingView } from '../features/listing/components/listing-view';

export function ListingPage() {
  const { listingId = '' } = useParams();
  return <ListingView listingId={listingId} />;
}
