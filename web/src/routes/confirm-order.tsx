import { Trans, useLingui } from '@lingui/react/macro';
import { useParams, useSearchParams } from 'react-router';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { ConfirmCodOrder } from '#web/features/orders/components/confirm-cod-order.tsx';
import { useDocumentTitle } from '#web/hooks/use-document-title.ts';

/**
 * `/order/:orderId/confirm?token=…` (anyone holding the mailed link, signed in or not): confirm a
 * cash-on-delivery order (ADR 0035).
 */
export function ConfirmOrderRoute() {
  const { t } = useLingui();
  useDocumentTitle(t`Confirm your order`);
  const { orderId = '' } = useParams();
  const [search] = useSearchParams();
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 md:py-14">
      <SectionHeading level={1}>
        <Trans>Confirm your order</Trans>
      </SectionHeading>
      <ConfirmCodOrder orderId={orderId} token={search.get('token') ?? ''} />
    </div>
  );
}
