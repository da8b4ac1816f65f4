import type { Product } from '@shahi/contract';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';

interface ProductPurchaseActionsProps {
  product: Product;
  /** Add to the shopping bag (for now: go to /login; the cart feature plugs in here). */
  onAdd: () => void;
  /** Buy this piece (for now: go to /login; later /checkout/{id} when signed in). */
  onBuy: () => void;
}

const unavailableReason = {
  sold: 'This piece has been sold.',
  reserved: 'This piece is reserved while another shopper completes payment.',
} as const;

/** Add and Buy buttons; both disabled, with the reason, while the piece is sold or reserved. */
export function ProductPurchaseActions({ product, onAdd, onBuy }: ProductPurchaseActionsProps) {
  const reasonId = useId();
  const unavailable = product.status !== 'available';
  const describedBy = unavailable ? reasonId : undefined;
  return (
    <div className="flex flex-col gap-2">
      <div className="grid grid-cols-2 gap-3">
        <Button
          variant="outline"
          size="lg"
          onClick={onAdd}
          disabled={unavailable}
          aria-describedby={describedBy}
        >
          Add
        </Button>
        <Button
          variant="primary"
          size="lg"
          onClick={onBuy}
          disabled={unavailable}
          aria-describedby={describedBy}
        >
          Buy
        </Button>
      </div>
      {product.status !== 'available' ? (
        <p id={reasonId} className="text-sm font-semibold text-maroon-700">
          {unavailableReason[product.status]}
        </p>
      ) : null}
    </div>
  );
}
