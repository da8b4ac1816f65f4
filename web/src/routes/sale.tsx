import { ListingView } from '#web/features/catalog/components/listing-view.tsx';

/** `/sale/:page?`: pieces whose MRP is above the price, biggest discount first by default. */
export function SaleRoute() {
  return <ListingView kind="sale" />;
}
