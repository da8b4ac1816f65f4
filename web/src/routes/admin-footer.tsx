import { FooterPage } from '../features/admin/components/content/footer-page.tsx';

/** `/admin/footer`. */
export function AdminFooterRoute() {
  return <FooterPage />;
}
