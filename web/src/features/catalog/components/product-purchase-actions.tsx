import { Trans, useLingui } from '@lingui/react/macro';
import type { Product } from '@shahi/contract';
import { type ReactNode, useId } from 'react';
import { Button } from '#web/components/ui/button.tsx';

interface ProductPurchaseActionsProps {
  product: Product;
  /** Add to the shopping bag (the cart feature's button state, composed by the route). */
  onAdd: () => void;
  /** Buy this piece (/checkout/{id}, or /login first for a visitor). */
  onBuy: () => void;
  /** The Add button's text: "Add" (the default, in the page's language), "Adding..." or "Added". */
  addLabel?: string;
  /** Add is busy or done (adding, or the piece is already in the bag). */
  addDisabled?: boolean;
  buyDisabled?: boolean;
  /** A line under the buttons (the piece is in the bag, or why adding failed). */
  status?: ReactNode;
}

/** Add and Buy buttons; both disabled, with the reason, while the piece is sold or reserved. */
export function ProductPurchaseActions({
  product,
  onAdd,
  onBuy,
  addLabel,
  addDisabled = false,
  buyDisabled = false,
  status,
}: ProductPurchaseActionsProps) {
  const { t } = useLingui();
  const reasonId = useId();
  const unavailableReason = {
    sold: t`This piece has been sold.`,
    reserved: t`This piece is reserved while another shopper completes payment.`,
  };
  const unavailable = product.status !== 'available';
  const describedBy = unavailable ? reasonId : undefined;
  return (
    <div className="flex flex-col gap-2">
      <div className="grid grid-cols-2 gap-3">
        <Button
          variant="outline"
          size="lg"
          onClick={onAdd}
          disabled={unavailable || addDisabled}
          aria-describedby={describedBy}
          aria-live="polite"
        >
          {addLabel ?? t`Add`}
        </Button>
        <Button
          variant="primary"
          size="lg"
          onClick={onBuy}
          disabled={unavailable || buyDisabled}
          aria-describedby={describedBy}
        >
          <Trans>Buy</Trans>
        </Button>
      </div>
      {product.status !== 'available' ? (
        <p id={reasonId} className="text-sm font-semibold text-maroon-700">
          {unavailableReason[product.status]}
        </p>
      ) : (
        status
      )}
    </div>
  );
}
