import { FooterPage } from '#web/features/admin/components/content/footer-page.tsx';

/** `/admin/footer`. */
export function AdminFooterRoute() {
  return <FooterPage />;
}
