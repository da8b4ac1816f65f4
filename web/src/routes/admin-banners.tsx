import { BannersPage } from '#web/features/admin/components/content/banners-page.tsx';

/** `/admin/banners`. */
export function AdminBannersRoute() {
  return <BannersPage />;
}
