import { Navigate, useRoutes } from 'react-router';
import { AdminGate } from '#web/features/admin/components/layout/admin-gate.tsx';
import { getShopConfig } from '#web/lib/config.ts';
import { AdminAlertsRoute } from '#web/routes/admin-alerts.tsx';
import { AdminBackupsRoute } from '#web/routes/admin-backups.tsx';
import { AdminBannersRoute } from '#web/routes/admin-banners.tsx';
import { AdminCategoriesRoute } from '#web/routes/admin-categories.tsx';
import { AdminClaimRoute, AdminClaimsRoute } from '#web/routes/admin-claims.tsx';
import { AdminDiscountsRoute } from '#web/routes/admin-discounts.tsx';
import { AdminFooterRoute } from '#web/routes/admin-footer.tsx';
import { AdminGrievancesRoute } from '#web/routes/admin-grievances.tsx';
import { AdminInvoicesRoute } from '#web/routes/admin-invoices.tsx';
import { AdminMessagesRoute } from '#web/routes/admin-messages.tsx';
import { AdminOrderRoute } from '#web/routes/admin-order.tsx';
import { AdminOrdersRoute } from '#web/routes/admin-orders.tsx';
import { AdminProductRoute } from '#web/routes/admin-product.tsx';
import { AdminProductsRoute } from '#web/routes/admin-products.tsx';
import { AdminRequestsRoute } from '#web/routes/admin-requests.tsx';
import { AdminSellerRoute } from '#web/routes/admin-seller.tsx';
import { AdminShippingRoute } from '#web/routes/admin-shipping.tsx';
import { AdminTaxRatesRoute } from '#web/routes/admin-tax-rates.tsx';
import { AdminTestimonialsRoute } from '#web/routes/admin-testimonials.tsx';
import { brandInitials, LogoCrest } from './layout/logo-crest.tsx';

/**
 * The back office at `/admin/*` (docs/product.md#the-back-office), one chunk of its own: router.tsx
 * loads this module on the first visit to /admin, so shoppers never download it. Every page sits
 * behind AdminGate.
 */
export function AdminRoutes() {
  const crest = (
    <LogoCrest
      initials={brandInitials(getShopConfig().shopName)}
      className="h-10 w-10 shrink-0 sm:h-11 sm:w-11"
    />
  );
  return useRoutes([
    {
      element: <AdminGate crest={crest} />,
      children: [
        { index: true, element: <Navigate to="orders" replace /> },
        { path: 'orders', element: <AdminOrdersRoute /> },
        { path: 'orders/:orderId', element: <AdminOrderRoute /> },
        { path: 'invoices', element: <AdminInvoicesRoute /> },
        { path: 'tax-rates', element: <AdminTaxRatesRoute /> },
        { path: 'products', element: <AdminProductsRoute /> },
        { path: 'products/:productId', element: <AdminProductRoute /> },
        { path: 'categories', element: <AdminCategoriesRoute /> },
        { path: 'banners', element: <AdminBannersRoute /> },
        { path: 'testimonials', element: <AdminTestimonialsRoute /> },
        { path: 'footer', element: <AdminFooterRoute /> },
        { path: 'messages', element: <AdminMessagesRoute /> },
        { path: 'grievances', element: <AdminGrievancesRoute /> },
        { path: 'claims', element: <AdminClaimsRoute /> },
        { path: 'claims/:claimId', element: <AdminClaimRoute /> },
        { path: 'discounts', element: <AdminDiscountsRoute /> },
        { path: 'requests', element: <AdminRequestsRoute /> },
        { path: 'seller', element: <AdminSellerRoute /> },
        { path: 'backups', element: <AdminBackupsRoute /> },
        { path: 'alerts', element: <AdminAlertsRoute /> },
        { path: 'shipping', element: <AdminShippingRoute /> },
        { path: '*', element: <Navigate to="orders" replace /> },
      ],
    },
  ]);
}
