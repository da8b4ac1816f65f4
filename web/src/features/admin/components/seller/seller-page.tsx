import { QueryState } from '#web/components/ui/query-state.tsx';
import { useSellerSettings } from '#web/features/admin/api/seller/get-seller-settings.ts';
import { PageHeader } from '#web/features/admin/components/common/page-header.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { SellerForm } from './seller-form.tsx';
import { TurnoverCard } from './turnover-card.tsx';

/**
 * The seller settings (ADR 0032): what the footer, /contact, invoices and order mails show of who
 * sells, under the financial year's turnover against the registration threshold (ADR 0058). An
 * empty form while none are stored.
 */
export function SellerPage() {
  const settings = useSellerSettings();
  const unset = settings.error instanceof ApiError && settings.error.status === 404;
  return (
    <>
      <PageHeader title="Seller settings">
        <p className="mt-1 text-sm text-ink-muted">
          Shown to shoppers in the footer, on the contact page and in order mails, as the E-Commerce Rules
          ask.
        </p>
      </PageHeader>
      <TurnoverCard />
      {unset ? (
        <SellerForm />
      ) : (
        <QueryState
          query={settings}
          loading={<p className="text-sm text-ink-muted">Loading the seller settings…</p>}
          errorTitle="The seller settings could not be loaded."
          compactRetry
        >
          {(data) => <SellerForm settings={data} />}
        </QueryState>
      )}
    </>
  );
}
