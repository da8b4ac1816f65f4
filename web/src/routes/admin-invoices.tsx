import { InvoicesPage } from '#web/features/admin/components/invoices/invoices-page.tsx';

/** `/admin/invoices`: the month's tax documents and the GSTR-1 download. */
export function AdminInvoicesRoute() {
  return <InvoicesPage />;
}
