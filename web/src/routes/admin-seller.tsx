import { SellerPage } from '#web/features/admin/components/seller/seller-page.tsx';

/** `/admin/seller`. */
export function AdminSellerRoute() {
  return <SellerPage />;
}
