import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import type { AddToCartButton } from '#web/features/cart/hooks/use-add-to-cart-button.ts';

/** The Add button's English text per state (docs/product.md#the-product-page); pages show `useAddButtonLabels`. */
export const addButtonLabels = { idle: 'Add', adding: 'Adding...', added: 'Added' } as const;

/** The Add button's text per state in the page's language. */
export function useAddButtonLabels(): Record<keyof typeof addButtonLabels, string> {
  const { t } = useLingui();
  return { idle: t`Add`, adding: t`Adding...`, added: t`Added` };
}

/** The line under Add and Buy: why adding failed (role="alert"), or that the piece is already in the bag. */
export function AddToCartStatus({ button }: { button: AddToCartButton }) {
  if (button.error) return <FormAlert tone="error">{button.error}</FormAlert>;
  if (button.alreadyInBag) {
    return (
      <p className="text-sm text-ink-muted">
        <Trans>
          This piece is already in your bag.{' '}
          <Link to="/cart" className="font-semibold text-maroon-700 underline underline-offset-4">
            View your bag
          </Link>
        </Trans>
      </p>
    );
  }
  return null;
}
