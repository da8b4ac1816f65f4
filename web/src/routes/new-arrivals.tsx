import { ListingView } from '#web/features/catalog/components/listing-view.tsx';

/** `/new-arrivals/:page?`: every available piece, newest first by default. */
export function NewArrivalsRoute() {
  return <ListingView kind="new-arrivals" />;
}
