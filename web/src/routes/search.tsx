import { ListingView } from '#web/features/catalog/components/listing-view.tsx';

/** `/search/:page?`: search across every collection (?q=…), a prompt until something is searched for. */
export function SearchRoute() {
  return <ListingView kind="search" />;
}
