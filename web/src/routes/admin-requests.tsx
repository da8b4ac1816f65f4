import { RequestsPage } from '#web/features/admin/components/requests/requests-page.tsx';

/** `/admin/requests`: the made-to-order inbox. */
export function AdminRequestsRoute() {
  return <RequestsPage />;
}
