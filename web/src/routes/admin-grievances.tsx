import { GrievancesPage } from '#web/features/admin/components/grievances/grievances-page.tsx';

/** `/admin/grievances`. */
export function AdminGrievancesRoute() {
  return <GrievancesPage />;
}
