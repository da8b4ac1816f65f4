import { ListingView } from '#web/features/catalog/components/listing-view.tsx';

/** `/shop/:page?`: every available piece, title A–Z by default. */
export function ShopRoute() {
  return <ListingView kind="shop" />;
}
