import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { GrievanceForm } from '#web/features/grievances/components/grievance-form.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `/grievance` (docs/product.md#grievances): the grievance form, open to guests and shoppers;
 * `?order=<id>` names one of the shopper's orders (My Orders links here).
 */
export function GrievanceRoute() {
  const { t } = useLingui();
  useDocumentTitle(t`Raise a grievance`);
  const [searchParams] = useSearchParams();
  const order = searchParams.get('order') ?? '';
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 md:py-16">
      <SectionHeading level={1}>{t`Raise a grievance`}</SectionHeading>
      <p className="mx-auto -mt-2 mb-8 max-w-2xl text-center text-ink-muted">
        <Trans>
          Unhappy with a piece, an order or our service? Tell our grievance officer. You get a ticket number
          at once; we acknowledge your grievance within 48 hours and resolve it within one month.
        </Trans>
      </p>
      <section className="rounded-sm border border-gold-300 bg-white p-4 shadow-sm sm:p-8">
        <GrievanceForm orderId={UUID.test(order) ? order.toLowerCase() : undefined} />
      </section>
    </div>
  );
}
