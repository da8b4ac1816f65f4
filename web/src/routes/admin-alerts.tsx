import { AlertsPage } from '#web/features/admin/components/alerts/alerts-page.tsx';

/** `/admin/alerts`: which owner alerts the signed-in admin receives. */
export function AdminAlertsRoute() {
  return <AlertsPage />;
}
