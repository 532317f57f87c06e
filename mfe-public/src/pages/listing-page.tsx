import { useParams } from '@nivasa/ui/router';
import { FavoriteButton } from '../features/favorites/components/favorite-button';
import { ListingView } from '../features/listing/components/listing-view';
import { ReviewsSection } from '../features/reviews/components/reviews-section';
import { ReportListing } from '../features/report/components/report-listing';
import { WriteToOwner } from '../features/enquiries/components/write-to-owner';
import { AreaMapPanel } from '../features/map/components/area-map-panel';
import { registeredCatalogues } from '@nivasa/contracts/catalogue';
import { usePageTexts } from '@nivasa/ui/page-texts';

export function ListingPage() {
  usePageTexts(registeredCatalogues);
  const { listingId = '' } = useParams();
  return (
    <ListingView
      listingId={listingId}
      favoriteButton={<FavoriteButton listingId={listingId} variant="detail" />}
      reviews={(listing) => <ReviewsSection listing={listing} />}
      report={<ReportListing listingId={listingId} />}
      enquiry={(listing) => <WriteToOwner listing={listing} />}
      areaMap={(listing) => <AreaMapPanel name={listing.name} location={listing.location} exact={listing.showExactLocation} />}
    />
  );
}
