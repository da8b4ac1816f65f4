import { Plural, Trans } from '@lingui/react/macro';
import { type CartLine, formatRupees } from '@shahi/contract';
import { Link } from 'react-router';
import { EmptyBagNotice } from '#web/components/empty-bag-notice.tsx';
import { buttonClasses } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Notice } from '#web/components/ui/notice.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useCart } from '#web/features/cart/api/get-cart.ts';
import { useRemoveFromCart } from '#web/features/cart/api/remove-from-cart.ts';
import { failureMessage } from '#web/lib/error-message.ts';
import { translateMessage } from '#web/lib/i18n.ts';
import { useSession } from '#web/lib/session.ts';
import { useMessages } from '#web/lib/use-messages.ts';
import { CartLineCard } from './cart-line-card.tsx';
import { CartSkeleton } from './cart-skeleton.tsx';

const gridImageSizes = '(min-width: 1024px) 240px, (min-width: 768px) 33vw, 50vw';

/** The bag's summary bar: how many pieces, the total of those still available, and "Buy all". */
function CartSummary({ lines }: { lines: CartLine[] }) {
  const available = lines.filter((line) => line.productId.status === 'available');
  const total = available.reduce((sum, line) => sum + line.productId.price, 0);
  const availableCount = available.length;
  return (
    <div className="mb-8 flex flex-col gap-4 rounded-sm border border-gold-300 bg-white p-4 sm:flex-row sm:items-center sm:justify-between md:p-5">
      <div>
        <p className="text-sm text-ink-muted">
          {available.length < lines.length ? (
            <Plural
              value={lines.length}
              one={`# piece in your bag, ${availableCount} available to buy`}
              other={`# pieces in your bag, ${availableCount} available to buy`}
            />
          ) : (
            <Plural value={lines.length} one="# piece in your bag" other="# pieces in your bag" />
          )}
        </p>
        <p data-testid="cart-total" className="font-display text-2xl font-semibold text-maroon-700">
          <span className="sr-only">
            <Trans>Total:</Trans>{' '}
          </span>
          {formatRupees(total)}
        </p>
      </div>
      {available.length > 0 ? (
        <Link to="/checkout" className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}>
          <Trans>Buy all</Trans>
        </Link>
      ) : (
        <p className="text-sm font-semibold text-maroon-700">
          <Trans>No piece in your bag can be bought now.</Trans>
        </p>
      )}
    </div>
  );
}

/** The bag (/cart): login prompt, skeleton, "Your cart is empty", or the pieces with Remove, BUY and "Buy all". */
export function CartView() {
  const { user } = useSession();
  const cart = useCart(user?.userId);
  const removal = useRemoveFromCart(user?.userId ?? '');
  const m = useMessages('messages');

  if (!user) {
    return (
      <Notice
        title={m.loginToViewCart}
        actions={
          <Link to="/login" state={{ from: '/cart' }} className={buttonClasses('primary')}>
            <Trans>Login</Trans>
          </Link>
        }
      >
        <Trans>Your bag keeps the pieces you love until you are ready to buy.</Trans>
      </Notice>
    );
  }
  return (
    <QueryState
      query={cart}
      loading={<CartSkeleton />}
      errorTitle={m.failedToFetchCart}
      errorDetail={(error) => translateMessage(error.message)}
      isEmpty={(lines) => lines.length === 0}
      empty={
        <EmptyBagNotice>
          <Trans>Every piece is one of a kind: add the ones you love before someone else does.</Trans>
        </EmptyBagNotice>
      }
    >
      {(lines) => (
        <div>
          <CartSummary lines={lines} />
          {removal.isError ? (
            <FormAlert tone="error" className="mb-6">
              {translateMessage(failureMessage(removal.error, m.failedToDeleteFromCart))}
            </FormAlert>
          ) : null}
          <ul className="grid grid-cols-2 gap-x-4 gap-y-8 md:grid-cols-3 md:gap-x-6 lg:grid-cols-4">
            {lines.map((line) => (
              <li key={line._id}>
                <CartLineCard
                  line={line}
                  sizes={gridImageSizes}
                  removing={removal.isPending && removal.variables === line._id}
                  onRemove={() => removal.mutate(line._id)}
                />
              </li>
            ))}
          </ul>
        </div>
      )}
    </QueryState>
  );
}
