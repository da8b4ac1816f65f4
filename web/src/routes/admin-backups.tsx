import { BackupsPage } from '#web/features/admin/components/backups/backups-page.tsx';

/** `/admin/backups`. */
export function AdminBackupsRoute() {
  return <BackupsPage />;
}
