import { Trans, useLingui } from '@lingui/react/macro';
import { isUuid } from '@shahi/contract';
import type { DiscountCheck } from '@shahi/contract/schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyBagNotice } from '#web/components/empty-bag-notice.tsx';
import { Button, buttonClasses } from '#web/components/ui/button.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useCheckoutPieces } from '#web/features/checkout/api/get-checkout-pieces.ts';
import { useCheckoutProfile } from '#web/features/checkout/api/get-checkout-profile.ts';
import { useDefaultAddress } from '#web/features/checkout/api/get-default-address.ts';
import { useCheckoutVisit } from '#web/hooks/use-checkout-visit.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { translateMessage } from '#web/lib/i18n.ts';
import { useSession } from '#web/lib/session.ts';
import { useMessages } from '#web/lib/use-messages.ts';
import { CheckoutForm } from './checkout-form.tsx';
import { initialCheckoutValues } from './checkout-values.ts';
import { OrderSummary } from './order-summary.tsx';
import { availablePieces, checkoutTotals } from './price-breakup.tsx';

function CheckoutSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading the checkout`} className="grid gap-8 lg:grid-cols-[1fr_24rem]">
      <div className="flex flex-col gap-4">
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
      </div>
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

/**
 * The checkout of one piece (/checkout/:productId) or of the whole bag (/checkout): the pieces
 * and the default address load first (and the profile, for the WhatsApp opt-in, ADR 0067), then the
 * form (prefilled) beside the order summary; both show the same totals, computed once here, with an
 * applied discount code (ADR 0039).
 */
export function CheckoutView({ productId }: { productId?: string }) {
  const { user } = useSession();
  const userId = user?.userId ?? '';
  const validId = productId === undefined || isUuid(productId);
  const pieces = useCheckoutPieces(userId, productId, validId);
  const defaultAddress = useDefaultAddress(userId);
  // The opt-in box starts as the account left it; without an answer it starts unticked.
  const profile = useCheckoutProfile(userId);
  const m = useMessages('messages');
  useCheckoutVisit(pieces.data);
  // The applied code, kept with the pieces it was checked for: another set of pieces drops it.
  const [discount, setDiscount] = useState<{ key: string; check: DiscountCheck } | null>(null);

  const notFound = !validId || (pieces.error instanceof ApiError && [400, 404].includes(pieces.error.status));
  if (notFound) {
    return (
      <Notice
        title={m.productNotFound}
        actions={
          <Link to="/" className={buttonClasses('primary')}>
            <Trans>Back to the shop</Trans>
          </Link>
        }
      />
    );
  }
  // Without saved addresses the form simply starts empty: an address failure does not block buying.
  if (pieces.isPending || defaultAddress.isPending || (profile.isPending && profile.fetchStatus !== 'idle')) {
    return <CheckoutSkeleton />;
  }
  if (pieces.isError) {
    return (
      <Notice
        tone="error"
        title={productId ? m.failedToFetchProduct : m.failedToFetchCart}
        actions={
          <Button onClick={() => pieces.refetch()}>
            <Trans>Retry</Trans>
          </Button>
        }
      >
        {translateMessage(pieces.error.message)}
      </Notice>
    );
  }
  if (pieces.data.length === 0) {
    return <EmptyBagNotice />;
  }
  const buyableKey = availablePieces(pieces.data)
    .map((piece) => piece._id)
    .join(',');
  const applied = discount?.key === buyableKey ? discount.check : null;
  const onDiscount = (check: DiscountCheck | null) => setDiscount(check ? { key: buyableKey, check } : null);
  const totals = checkoutTotals(pieces.data, applied);
  const nothingLeft = totals.buyable.length === 0;
  return (
    <div className="grid items-start gap-8 lg:grid-cols-[1fr_24rem] lg:gap-10">
      <div className="lg:order-last">
        <OrderSummary pieces={pieces.data} totals={totals} />
      </div>
      <div className="rounded-sm border border-gold-300 bg-white p-5 shadow-sm md:p-8">
        {nothingLeft ? (
          <p
            role="alert"
            className="mb-5 rounded-sm bg-maroon-50 px-4 py-3 text-sm font-semibold text-maroon-800"
          >
            {pieces.data.length === 1 ? (
              <Trans>This piece is no longer available.</Trans>
            ) : (
              <Trans>None of these pieces is available any more.</Trans>
            )}
          </p>
        ) : null}
        <CheckoutForm
          totals={totals}
          defaultValues={initialCheckoutValues(defaultAddress.data, user, profile.data)}
          onDiscount={onDiscount}
        />
      </div>
    </div>
  );
}
