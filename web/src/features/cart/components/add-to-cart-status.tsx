import { Link } from 'react-router';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import type { AddToCartButton } from '#web/features/cart/hooks/use-add-to-cart-button.ts';

/** The Add button's text per state (docs/product.md#the-product-page). */
export const addButtonLabels = { idle: 'Add', adding: 'Adding...', added: 'Added' } as const;

/** The line under Add and Buy: why adding failed (role="alert"), or that the piece is already in the bag. */
export function AddToCartStatus({ button }: { button: AddToCartButton }) {
  if (button.error) return <FormAlert tone="error">{button.error}</FormAlert>;
  if (button.alreadyInBag) {
    return (
      <p className="text-sm text-ink-muted">
        This piece is already in your bag.{' '}
        <Link to="/cart" className="font-semibold text-maroon-700 underline underline-offset-4">
          View your bag
        </Link>
      </p>
    );
  }
  return null;
}
