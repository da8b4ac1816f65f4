import { Plural, Trans } from '@lingui/react/macro';
import { NavLink } from 'react-router';
import { useCart } from '#web/features/cart/api/get-cart.ts';
import { useSession } from '#web/lib/session.ts';
import { navItemClasses } from './nav-styles.ts';

/** SHOPPING BAG, with the number of pieces in the bag once a signed-in shopper's bag is known. */
export function BagNavItem() {
  const { user } = useSession();
  const count = useCart(user?.userId).data?.length ?? 0;
  return (
    <NavLink to="/cart" className={({ isActive }) => navItemClasses(isActive)}>
      <Trans>SHOPPING BAG</Trans>
      {count > 0 ? (
        <>
          <span
            aria-hidden="true"
            data-testid="bag-count"
            className="ml-1 inline-flex min-w-5 items-center justify-center rounded-full bg-gold-300 px-1.5 text-xs font-bold tracking-normal text-maroon-900"
          >
            {count}
          </span>
          <span className="sr-only">
            {' '}
            <Plural value={count} one="(# piece)" other="(# pieces)" />
          </span>
        </>
      ) : null}
    </NavLink>
  );
}
