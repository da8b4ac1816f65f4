import { DiscountsPage } from '#web/features/admin/components/discounts/discounts-page.tsx';

/** `/admin/discounts`. */
export function AdminDiscountsRoute() {
  return <DiscountsPage />;
}
