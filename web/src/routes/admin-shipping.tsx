import { ShippingPage } from '#web/features/admin/components/shipping/shipping-page.tsx';

/** `/admin/shipping`: returned parcels (RTO) by PIN prefix and shopper, and cash-on-delivery blocks. */
export function AdminShippingRoute() {
  return <ShippingPage />;
}
